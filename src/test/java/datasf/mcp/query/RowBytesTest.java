package datasf.mcp.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.support.DataSfDatasets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A first page's estimate of a row ({@link RowBytes}) from the select list and the schema, held
 * to the rows of the recorded DataSF datasets: within a quarter of what their rows take on
 * average as JSON, whichever dataset.
 */
class RowBytesTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static List<ColumnInfo> columns(String datasetId) throws IOException {
        List<ColumnInfo> columns = new ArrayList<>();
        for (JsonNode column :
                MAPPER.readTree(DataSfDatasets.viewsJson(datasetId)).path("columns")) {
            columns.add(new ColumnInfo(
                    column.path("name").asText(),
                    column.path("fieldName").asText(),
                    column.path("dataTypeName").asText(),
                    null));
        }
        return columns;
    }

    /** What the dataset's rows take on average as compact JSON with a comma, as an answer holds them. */
    private static double averageJson(String datasetId) throws IOException {
        JsonNode rows = MAPPER.readTree(
                DataSfDatasets.class.getResourceAsStream("/socrata/datasf/rows/" + datasetId + ".json"));
        long total = 0;
        for (JsonNode row : rows) {
            total += MAPPER.writeValueAsBytes(row).length + 1;
        }
        return (double) total / rows.size();
    }

    @Test
    void selectStarIsEstimatedWithinAQuarterOfTheRowsOfEveryRecordedDataset() throws IOException {
        for (String id : DataSfDatasets.IDS) {
            int estimate = RowBytes.estimate("SELECT *", columns(id), ResultFormat.json);
            double actual = averageJson(id);
            assertTrue(
                    Math.abs(estimate - actual) <= actual / 4,
                    () -> id + ": estimated " + estimate + " bytes a row, the rows take " + actual);
        }
    }

    @Test
    void aSelectListCountsItsNamesAndTheTypesOfItsColumns() throws IOException {
        List<ColumnInfo> police = columns(DataSfDatasets.POLICE_INCIDENTS);
        // {"incident_date":"2022-01-10T00:00:00.000","n":"12"} and a comma: 25 + 4 + 13, 10 + 4 + 1, braces and comma
        assertEquals(
                3 + (13 + 4 + 25) + (1 + 4 + 10),
                RowBytes.estimate(
                        "SELECT incident_date, count(*) AS n GROUP BY incident_date", police, ResultFormat.json));
        // CSV: the values and their commas, the newline
        assertEquals(
                1 + (25 + 1) + (10 + 1),
                RowBytes.estimate(
                        "SELECT incident_date, count(*) AS n GROUP BY incident_date", police, ResultFormat.csv));
        assertEquals(
                RowBytes.estimate("SELECT incident_category", police, ResultFormat.json),
                RowBytes.estimate("SELECT `incident_category`", police, ResultFormat.json) - 2,
                "a quoted name is its column, its backticks in the name");
    }

    @Test
    void aTextThatIsNotSoqlHasNoEstimate() {
        // Socrata refuses it before any row is read (no SELECT); the page asks for max_rows, as before
        assertFalse(RowBytes.selectsAll(SoqlTree.parse("WHERE incident_year = '2024'")));
        assertEquals(RowBytes.UNKNOWN, RowBytes.estimate("WHERE incident_year = '2024'", null, ResultFormat.csv));
    }

    @Test
    void everyColumnNeedsTheSchemaToBeEstimated() throws IOException {
        assertTrue(RowBytes.selectsAll(SoqlTree.parse("SELECT *")));
        assertTrue(RowBytes.selectsAll(SoqlTree.parse("SELECT :*, *")));
        assertTrue(RowBytes.selectsAll(SoqlTree.parse("SELECT *, incident_id WHERE incident_year = '2024'")));
        assertTrue(
                RowBytes.selectsAll(SoqlTree.parse("SELECT * WHERE incident_year = '2024' |> SELECT *")),
                "the last stage's");
        assertFalse(RowBytes.selectsAll(SoqlTree.parse("SELECT incident_id WHERE incident_year = '2024'")));
        assertFalse(RowBytes.selectsAll(SoqlTree.parse("SELECT * |> SELECT count(*) AS n")), "the last stage's");
        assertFalse(RowBytes.selectsAll(SoqlTree.parse("SELECT :*")), "the system fields only");
        assertEquals(RowBytes.UNKNOWN, RowBytes.estimate("SELECT *", null, ResultFormat.json));
        List<ColumnInfo> police = columns(DataSfDatasets.POLICE_INCIDENTS);
        assertTrue(RowBytes.estimate("SELECT :*, *", police, ResultFormat.json)
                > RowBytes.estimate("SELECT *", police, ResultFormat.json));
        assertTrue(RowBytes.estimate("SELECT :*", null, ResultFormat.json) > 0, "the system fields need no schema");
        assertTrue(RowBytes.estimate("SELECT :*", police, ResultFormat.json)
                < RowBytes.estimate("SELECT *", police, ResultFormat.json));
        assertTrue(
                RowBytes.estimate("SELECT incident_id", null, ResultFormat.json) > 0, "a select list needs no schema");
    }
}
