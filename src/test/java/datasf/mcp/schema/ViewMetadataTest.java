package datasf.mcp.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Columns as Socrata may describe them with attributes left empty. */
class ViewMetadataTest {

    @Test
    void emptyNamesAndTypesFallBackAndNullFieldNamesAreSkipped() throws Exception {
        String view = """
                {"name": "Trees", "columns": [
                  {"fieldName": "species", "name": "", "dataTypeName": ""},
                  {"fieldName": "dbh", "name": "  ", "dataTypeName": null},
                  {"fieldName": null, "name": "Ghost", "dataTypeName": "text"},
                  {"fieldName": "planted", "name": "Planted", "dataTypeName": "calendar_date"}
                ]}""";
        DatasetSchema schema = ViewMetadata.toSchema("abcd-1234", new ObjectMapper().readTree(view), "https://x");

        assertEquals(
                List.of(
                        new ColumnInfo("species", "species", "text", null),
                        new ColumnInfo("dbh", "dbh", "text", null),
                        new ColumnInfo("Planted", "planted", "calendar_date", null)),
                schema.columns());
    }

    @Test
    void cachedContentsBecomeTheColumnsStatisticsAndAreLeftOutWhenAbsentOrOdd() throws Exception {
        String view = """
                {"name": "Incidents", "columns": [
                  {"fieldName": "filed_online", "dataTypeName": "checkbox", "cachedContents": {
                    "non_null": "98", "null": "2402", "smallest": "True", "largest": "True",
                    "cardinality": "1", "top": [{"item": "True", "count": "98"}]}},
                  {"fieldName": "incident_date", "dataTypeName": "calendar_date", "cachedContents": {
                    "non_null": 2500, "null": 0, "smallest": "2018-01-02T00:00:00.000",
                    "largest": "2025-10-30T00:00:00.000", "top": [{"item": null, "count": "3"}]}},
                  {"fieldName": "point", "dataTypeName": "point"},
                  {"fieldName": "odd", "dataTypeName": "text", "cachedContents": "n/a"}
                ]}""";
        DatasetSchema schema = ViewMetadata.toSchema("abcd-1234", new ObjectMapper().readTree(view), "https://x");

        assertEquals(
                new ColumnStats(98, 2402, "True", "True", 1, List.of(new ColumnStats.Count("True", 98))),
                schema.stats().get("filed_online"));
        assertEquals(
                new ColumnStats(2500, 0, "2018-01-02T00:00:00.000", "2025-10-30T00:00:00.000", -1, List.of()),
                schema.stats().get("incident_date"));
        assertEquals(
                java.util.Set.of("filed_online", "incident_date"),
                schema.stats().keySet());
    }
}
