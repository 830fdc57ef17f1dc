package datasf.mcp.support.soql;

import static datasf.mcp.support.soql.TinyDataset.column;
import static datasf.mcp.support.soql.TinyDataset.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The geo functions on {@link TinyDataset}, whose only point is the first Alpha's, at longitude
 * -122.4, latitude 37.7 (the other rows have none, so every geo function answers null for them,
 * and neither a condition nor its NOT keeps them).
 */
class GeoFunctionsTest {

    /** 0.01 degrees of longitude at latitude 37.7, in meters on the sphere PostGIS measures. */
    private static final double HUNDREDTH_OF_A_DEGREE_EAST =
            2 * 6_371_008.8 * Math.asin(Math.cos(Math.toRadians(37.7)) * Math.sin(Math.toRadians(0.01) / 2));

    private static List<Object> names(String where) {
        return column("SELECT name WHERE " + where, "name");
    }

    @Test
    void withinCircleTakesLatitudeFirstAndTheRadiusInMeters() {
        assertTrue(HUNDREDTH_OF_A_DEGREE_EAST > 870 && HUNDREDTH_OF_A_DEGREE_EAST < 890, "about 880 m");
        assertEquals(List.of("Alpha"), names("within_circle(spot, 37.7, -122.41, 900)"));
        assertEquals(List.of(), names("within_circle(spot, 37.7, -122.41, 850)"));
        assertEquals(List.of(), names("within_circle(spot, 37.7, -122.41, 0.9)"), "kilometres read as meters");
        assertEquals(List.of(), names("within_circle(spot, -122.41, 37.7, 900)"), "longitude first finds nothing");
        assertEquals(
                List.of("Alpha"), names("NOT within_circle(spot, 37.7, -122.41, 850)"), "rows without a point: null");
    }

    @Test
    void withinBoxTakesTheNorthWestThenTheSouthEastCorner() {
        assertEquals(List.of("Alpha"), names("within_box(spot, 37.8, -122.5, 37.6, -122.3)"));
        assertEquals(List.of(), names("within_box(spot, 37.6, -122.3, 37.8, -122.5)"), "corners swapped");
    }

    @Test
    void withinPolygonAndIntersectsReadWktLongitudeFirstWithHoles() {
        String around = "'MULTIPOLYGON (((-122.5 37.6, -122.3 37.6, -122.3 37.8, -122.5 37.8, -122.5 37.6)))'";
        String elsewhere = "'MULTIPOLYGON (((-122.5 37.8, -122.3 37.8, -122.3 37.9, -122.5 37.9, -122.5 37.8)))'";
        String holed = "'POLYGON ((-122.5 37.6, -122.3 37.6, -122.3 37.8, -122.5 37.8, -122.5 37.6),"
                + " (-122.41 37.69, -122.39 37.69, -122.39 37.71, -122.41 37.71, -122.41 37.69))'";
        String twoParts =
                "'MULTIPOLYGON (((0 0, 1 0, 1 1, 0 0)), ((-122.41 37.69, -122.39 37.69, -122.4 37.71, -122.41 37.69)))'";
        assertEquals(List.of("Alpha"), names("within_polygon(spot, " + around + ")"));
        assertEquals(List.of(), names("within_polygon(spot, " + elsewhere + ")"));
        assertEquals(List.of(), names("intersects(spot, " + holed + ")"), "the point is in the hole");
        assertEquals(List.of("Alpha"), names("intersects(spot, " + twoParts + ")"));
        assertEquals(List.of(), names("within_polygon(spot, 'not a shape')"));
    }

    @Test
    void distanceInMetersIsGreatCircle() {
        String meters = (String)
                column("SELECT distance_in_meters(spot, 'POINT (-122.41 37.7)') AS d WHERE spot IS NOT NULL", "d")
                        .get(0);
        assertEquals(HUNDREDTH_OF_A_DEGREE_EAST, Double.parseDouble(meters), 1e-6);
        assertEquals(List.of("Alpha"), names("distance_in_meters(spot, 'POINT (-122.41 37.7)') < 900"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            within_circle(n, 37.7, -122.41, 900)                | Type mismatch for within_circle, is number
            within_circle(name, 37.7, -122.41, 900)             | Type mismatch for within_circle, is text
            within_circle(at, 37.7, -122.41, 900)               | Type mismatch for within_circle, is floating_timestamp
            within_box(flag, 37.8, -122.5, 37.6, -122.3)        | Type mismatch for within_box, is boolean
            within_polygon(n, 'POLYGON ((0 0, 1 0, 1 1, 0 0))') | Type mismatch for within_polygon, is number
            distance_in_meters(n, 'POINT (0 0)') < 5            | Type mismatch for distance_in_meters, is number
            within_circle(spot, 'north', -122.41, 900)          | Type mismatch for within_circle, is text
            within_circle(spot, 37.7, -122.41)                  | No such function 'within_circle'; arity=3
            within_box(spot, 37.8, -122.5, 37.6)                | No such function 'within_box'; arity=4
            """)
    void geoFunctionsTakeAPointColumnAndNumbers(String where, String message) {
        assertEquals(message, error("SELECT name WHERE " + where).getMessage());
    }
}
