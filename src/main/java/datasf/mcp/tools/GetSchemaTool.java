package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.json.Description;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaCard;
import datasf.mcp.schema.SchemaService;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.util.List;

/** get_schema: a dataset's columns (field names for SoQL), row count and freshness; cached. */
@Singleton
public class GetSchemaTool extends AbstractTool<GetSchemaTool.Input, GetSchemaTool.Output> {

    @Introspected
    public record Input(
            @Description("dataset id, e.g. wg3w-h783")
            @JsonProperty("dataset_id")
            @NotNull
            @Pattern(regexp = Validation.DATASET_ID, message = Validation.DATASET_ID_MESSAGE)
            String datasetId) {}

    public record Output(
            @JsonProperty("dataset_id") String datasetId,
            @JsonProperty("dataset_name") String datasetName,
            String description,
            String category,
            String permalink,

            @Description("when the data last changed (ISO-8601)") @JsonProperty("data_updated_at")
            String dataUpdatedAt,

            @Description("number of rows (SoQL count(*))") @JsonProperty("row_count")
            long rowCount,

            @Description("true when served from the server's cache without asking Socrata")
            boolean cached,

            @Description("columns; use fieldName in SoQL") List<ColumnInfo> columns,

            @Description("set when column descriptions were left out to fit the response size budget")
            String message) {

        public static Output of(SchemaCard card) {
            DatasetSchema s = card.schema();
            return new Output(
                    s.datasetId(),
                    s.datasetName(),
                    s.description(),
                    s.category(),
                    s.permalink(),
                    s.dataUpdatedAt(),
                    card.rowCount(),
                    card.cached(),
                    s.columns(),
                    null);
        }

        /** The card without column descriptions: every column still listed, far fewer bytes. */
        Output withoutColumnDescriptions(int budget) {
            List<ColumnInfo> bare = columns.stream()
                    .map(c -> new ColumnInfo(c.name(), c.fieldName(), c.dataType(), null))
                    .toList();
            return new Output(
                    datasetId,
                    datasetName,
                    description,
                    category,
                    permalink,
                    dataUpdatedAt,
                    rowCount,
                    cached,
                    bare,
                    "Column descriptions were left out to fit the response budget of " + budget
                            + " bytes; every column is listed");
        }
    }

    private final SchemaService schemas;
    private final ObjectMapper mapper;
    private final int budget;

    public GetSchemaTool(SchemaService schemas, ObjectMapper mapper, ToolLimits limits) {
        super(
                "get_schema",
                "Get a dataset's schema",
                "Every column of a DataSF dataset (display name, API fieldName to use in SoQL, data type, "
                        + "description), its row count and last update.",
                Input.class,
                Output.class);
        this.schemas = schemas;
        this.mapper = mapper;
        this.budget = limits.responseBytes();
    }

    @Override
    public String exampleArguments() {
        return """
                {"dataset_id": "wg3w-h783"}""";
    }

    @Override
    public Output call(Input input) {
        Output card = Output.of(schemas.card(input.datasetId()));
        // a wide dataset's card would be cut by the answer budget, losing columns: the descriptions go first
        return roughSize(card) * 2 > budget && bytes(card) > budget ? card.withoutColumnDescriptions(budget) : card;
    }

    /** A cheap estimate, so only wide schemas pay for an exact measure. */
    private static long roughSize(Output card) {
        long size = 512 + (card.description() == null ? 0 : card.description().length());
        for (ColumnInfo c : card.columns()) {
            size += 64
                    + c.name().length()
                    + c.fieldName().length()
                    + c.dataType().length()
                    + (c.description() == null ? 0 : c.description().length());
        }
        return size;
    }

    private long bytes(Output card) {
        try {
            return mapper.writeValueAsBytes(card).length;
        } catch (JsonProcessingException e) {
            return Long.MAX_VALUE / 4;
        }
    }
}
