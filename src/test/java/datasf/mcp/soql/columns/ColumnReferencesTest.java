package datasf.mcp.soql.columns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ColumnReferencesTest {

    private static List<String> columnNames(String soql) {
        return ColumnReferences.find(SoqlTree.parse(soql).query()).stream()
                .map(ColumnRef::name)
                .collect(Collectors.toList());
    }

    @Test
    void findsColumnsInEveryClause() {
        assertEquals(
                List.of("police_district", "resolution", "police_district", "incident_date"),
                columnNames("SELECT police_district WHERE resolution = 'Open' "
                        + "GROUP BY police_district ORDER BY incident_date"));
    }

    @Test
    void functionNamesAreNotColumnsButTheirArgumentsAre() {
        assertEquals(
                List.of("incident_datetime", "point"),
                columnNames("SELECT date_trunc_ym (incident_datetime) WHERE within_circle(point, 37.7, -122.4, 500)"));
    }

    @Test
    void aliasesAndEveryLaterUseAreNotColumns() {
        assertEquals(
                List.of("incident_category"),
                columnNames("SELECT incident_category AS Category, count(*) AS n GROUP BY category ORDER BY N DESC"));
    }

    @Test
    void aliasUsedBeforeItsDefinitionIsStillAnAlias() {
        assertEquals(
                List.of("incident_year"), columnNames("SELECT total ORDER BY total |> SELECT incident_year AS total"));
    }

    @Test
    void implicitAliasesOfUnaliasedCallsAreNotColumns() {
        assertEquals(
                List.of("police_district", "incident_date", "police_district"),
                columnNames("SELECT police_district, count(*), max(incident_date) "
                        + "GROUP BY police_district ORDER BY count DESC, max_incident_date"));
    }

    @Test
    void castTypesAndQualifiedMembersAreNotColumns() {
        assertEquals(
                List.of("incident_year", "cnn"),
                columnNames("SELECT incident_year::text, cnn :: number, @crimes.incident_id"));
    }

    @Test
    void backtickNamesAreColumnsAndReportedWithoutBackticks() {
        List<ColumnRef> references = ColumnReferences.find(
                SoqlTree.parse("SELECT `Incident Category`, `:id`").query());
        assertEquals(1, references.size());
        assertEquals("Incident Category", references.get(0).name());
        assertEquals("`Incident Category`", references.get(0).text());
        assertEquals(7, references.get(0).start());
    }

    @Test
    void literalsKeywordsSystemFieldsAndCommentsAreNotColumns() {
        assertEquals(
                List.of(),
                columnNames("SELECT :id, :@computed_region_jwn9_ihcz WHERE 'police_district' = \"resolution\" "
                        + "AND TRUE IS NOT NULL -- incident_category\n/* cnn */ SEARCH 'point' LIMIT 5"));
    }
}
