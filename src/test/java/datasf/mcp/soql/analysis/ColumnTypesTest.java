package datasf.mcp.soql.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The call's one reading of a schema's column types. */
class ColumnTypesTest {

    private static final List<ColumnInfo> TWICE = List.of(
            new ColumnInfo("Year", "incident_year", "text", null),
            new ColumnInfo("Date", "incident_date", "calendar_date", null),
            new ColumnInfo("Year (computed)", "incident_year", "number", null),
            new ColumnInfo("Point", "point", "point", null));

    @Test
    void theFirstColumnOfAFieldNameWins() {
        ColumnTypes types = ColumnTypes.of(TWICE);

        assertEquals(Optional.of(SoqlType.TEXT), types.type("incident_year"));
        assertEquals(
                Map.of("incident_year", SoqlType.TEXT, "incident_date", SoqlType.TIMESTAMP, "point", SoqlType.GEO),
                types.asMap());
        assertEquals(
                List.of("incident_year", "incident_date", "point"),
                List.copyOf(types.asMap().keySet()));
    }

    @Test
    void aNameIsFoundIgnoringCaseAsSocrataDoes() {
        ColumnTypes types = ColumnTypes.of(TWICE);

        assertEquals(Optional.of("incident_date"), types.find("Incident_Date"));
        assertFalse(types.isColumn("Incident_Date"), "exact names for the rewrites and the advisor");
        assertEquals(Optional.empty(), types.find("incident_dates"));
    }

    @Test
    void noSchemaIsNoColumns() {
        assertFalse(ColumnTypes.none().known());
        assertFalse(ColumnTypes.of(null).known());
        assertTrue(ColumnTypes.of(TWICE).known());
        assertEquals(TWICE, ColumnTypes.of(TWICE).columns());
    }
}
