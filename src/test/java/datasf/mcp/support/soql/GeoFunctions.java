package datasf.mcp.support.soql;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SoQL's geo functions over point values, in meters on a sphere as PostGIS's geography does:
 * {@code within_circle(point, lat, lon, radius_m)}, {@code within_box(point, nw_lat, nw_lon,
 * se_lat, se_lon)}, {@code within_polygon(point, 'MULTIPOLYGON (...)')},
 * {@code intersects(point, 'POLYGON (...)')} and {@code distance_in_meters(point, 'POINT (lon
 * lat)')}. A point is the GeoJSON Socrata sends ({@code {"type":"Point","coordinates":[lon,
 * lat]}}) or WKT text; a shape is WKT text ({@code POLYGON}, {@code MULTIPOLYGON}, longitude
 * first). Anything unreadable (a null, a url, a number) gives null, which WHERE treats as false.
 */
final class GeoFunctions {

    /** The mean Earth radius (IUGG), as PostGIS measures geography. */
    private static final double EARTH_RADIUS_M = 6_371_008.8;

    private static final Pattern WKT_POINT =
            Pattern.compile("\\s*POINT\\s*\\(\\s*(\\S+)\\s+(\\S+)\\s*\\)\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern WKT_SHAPE =
            Pattern.compile("\\s*(MULTI)?POLYGON\\s*\\((.*)\\)\\s*", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    /** One ring of a polygon: the innermost parentheses. */
    private static final Pattern RING = Pattern.compile("\\(([^()]*)\\)");

    /** A point: longitude, latitude. */
    private record Point(double lon, double lat) {}

    private GeoFunctions() {}

    static boolean isGeoFunction(String function) {
        return switch (function) {
            case "within_circle", "within_box", "within_polygon", "intersects", "distance_in_meters" -> true;
            default -> false;
        };
    }

    static Object apply(String function, List<Object> args) {
        Point point = point(args.get(0));
        if (point == null || args.stream().anyMatch(a -> a == null)) {
            return null;
        }
        return switch (function) {
            case "within_circle" -> {
                Double lat = Values.number(args.get(1));
                Double lon = Values.number(args.get(2));
                Double radius = Values.number(args.get(3));
                yield lat == null || lon == null || radius == null
                        ? null
                        : meters(point, new Point(lon, lat)) <= radius;
            }
            case "within_box" -> withinBox(point, args);
            case "within_polygon", "intersects" -> within(point, rings(args.get(1)));
            default -> {
                Point other = point(args.get(1));
                yield other == null ? null : meters(point, other);
            }
        };
    }

    private static Boolean withinBox(Point point, List<Object> args) {
        Double north = Values.number(args.get(1));
        Double west = Values.number(args.get(2));
        Double south = Values.number(args.get(3));
        Double east = Values.number(args.get(4));
        if (north == null || west == null || south == null || east == null) {
            return null;
        }
        return point.lat() <= north && point.lat() >= south && point.lon() >= west && point.lon() <= east;
    }

    /** Great-circle distance (haversine). */
    private static double meters(Point a, Point b) {
        double lat1 = Math.toRadians(a.lat());
        double lat2 = Math.toRadians(b.lat());
        double dLat = lat2 - lat1;
        double dLon = Math.toRadians(b.lon() - a.lon());
        double h = Math.pow(Math.sin(dLat / 2), 2) + Math.cos(lat1) * Math.cos(lat2) * Math.pow(Math.sin(dLon / 2), 2);
        return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1.0, Math.sqrt(h)));
    }

    private static Point point(Object value) {
        if (value instanceof JsonNode node) {
            JsonNode coordinates = node.path("coordinates");
            if (coordinates.isArray()
                    && coordinates.size() == 2
                    && coordinates.get(0).isNumber()) {
                return new Point(
                        coordinates.get(0).asDouble(), coordinates.get(1).asDouble());
            }
            return null;
        }
        if (value instanceof String text) {
            Matcher m = WKT_POINT.matcher(text);
            Double lon = m.matches() ? Values.number(m.group(1)) : null;
            Double lat = m.matches() ? Values.number(m.group(2)) : null;
            return lon == null || lat == null ? null : new Point(lon, lat);
        }
        return null;
    }

    /**
     * The rings of a WKT polygon or multipolygon, each a list of its vertices; null when the text
     * is not one.
     */
    private static List<List<Point>> rings(Object shape) {
        if (!(shape instanceof String text)) {
            return null;
        }
        Matcher m = WKT_SHAPE.matcher(text.toUpperCase(Locale.ROOT));
        if (!m.matches()) {
            return null;
        }
        List<List<Point>> rings = new ArrayList<>();
        Matcher ring = RING.matcher(m.group(2));
        while (ring.find()) {
            List<Point> vertices = new ArrayList<>();
            for (String pair : ring.group(1).split(",")) {
                String[] xy = pair.strip().split("\\s+");
                Double lon = xy.length == 2 ? Values.number(xy[0]) : null;
                Double lat = xy.length == 2 ? Values.number(xy[1]) : null;
                if (lon == null || lat == null) {
                    return null;
                }
                vertices.add(new Point(lon, lat));
            }
            rings.add(vertices);
        }
        return rings.isEmpty() ? null : rings;
    }

    /**
     * Inside by the even-odd rule over every ring: holes subtract from their shell, and the
     * polygons of a multipolygon (which do not overlap) add up.
     */
    private static Boolean within(Point p, List<List<Point>> rings) {
        if (rings == null) {
            return null;
        }
        boolean inside = false;
        for (List<Point> ring : rings) {
            for (int i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
                Point a = ring.get(i);
                Point b = ring.get(j);
                if ((a.lat() > p.lat()) != (b.lat() > p.lat())
                        && p.lon() < (b.lon() - a.lon()) * (p.lat() - a.lat()) / (b.lat() - a.lat()) + a.lon()) {
                    inside = !inside;
                }
            }
        }
        return inside;
    }
}
