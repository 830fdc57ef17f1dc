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
}
