package datasf.mcp.soql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.support.DataSfDatasets;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Columns (field name, display name, type) of the six DataSF datasets the tests use, read from
 * their recorded Views API metadata (the fake Socrata's fixtures): wg3w-h783 police incidents,
 * vw6y-z8j6 311 cases, i98e-djp9 building permits, rqzj-sfat food trucks, tkzw-k3nq street trees,
 * yitu-d5am film locations.
 */
public final class DatasfColumns {

    public static final List<ColumnInfo> POLICE_INCIDENTS = of(DataSfDatasets.POLICE_INCIDENTS);
    public static final List<ColumnInfo> CASES_311 = of(DataSfDatasets.CASES_311);
    public static final List<ColumnInfo> BUILDING_PERMITS = of(DataSfDatasets.BUILDING_PERMITS);
    public static final List<ColumnInfo> FOOD_TRUCKS = of(DataSfDatasets.FOOD_TRUCKS);
    public static final List<ColumnInfo> STREET_TREES = of(DataSfDatasets.STREET_TREES);
    public static final List<ColumnInfo> FILM_LOCATIONS = of(DataSfDatasets.FILM_LOCATIONS);

    private DatasfColumns() {}

    /** The visible columns, as the server's schema lists them. */
    public static List<ColumnInfo> of(String datasetId) {
        try {
            JsonNode view = new ObjectMapper().readTree(DataSfDatasets.viewsJson(datasetId));
            List<ColumnInfo> columns = new ArrayList<>();
            for (JsonNode column : view.path("columns")) {
                boolean hidden = column.path("flags").toString().contains("\"hidden\"");
                if (!hidden && !column.path("fieldName").asText("").isEmpty()) {
                    columns.add(new ColumnInfo(
                            column.path("name").asText(null),
                            column.get("fieldName").asText(),
                            column.path("dataTypeName").asText(null),
                            null));
                }
            }
            return List.copyOf(columns);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
