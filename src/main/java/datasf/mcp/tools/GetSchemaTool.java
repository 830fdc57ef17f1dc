package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.arguments.ColumnFilter;
import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import datasf.mcp.json.Description;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.ProfileLines;
import datasf.mcp.schema.SchemaCard;
import datasf.mcp.schema.SchemaService;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Arrays;
import java.util.List;

/**
 * get_schema: a dataset's columns (field names for SoQL), row count and freshness; cached. A
 * schema too wide for the answer's byte budget loses its column descriptions first, then is cut
 * into pages of columns ({@code column_offset}); {@code columns} picks columns by name or type.
 * Only the answer is cut: the data tools always check queries against every column.
 */
@Singleton
public class GetSchemaTool extends AbstractTool<GetSchemaTool.Input, GetSchemaTool.Output> {

    @Introspected
    public record Input(
            @Description("dataset id, e.g. wg3w-h783")
            @JsonProperty("dataset_id")
            @NotNull
            @Pattern(regexp = Validation.DATASET_ID, message = Validation.DATASET_ID_MESSAGE)
            String datasetId,

            @Description("only the columns whose name or type contains one of these comma-separated words, e.g. "
                    + "\"date, district\" (case, spaces and underscores ignored); for wide datasets")
            @Size(min = 1, max = 200)
            String columns,

            @Description("skip this many columns (of those matching columns): the next_column_offset of a cut answer")
            @JsonProperty("column_offset")
            @Min(0)
            Integer columnOffset) {}

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

            @Description("number of columns in the dataset (of those matching columns, when given)")
            @JsonProperty("column_count")
            int columnCount,

            @Description("columns; use fieldName in SoQL") List<ColumnInfo> columns,

            @Description(
                    "what Socrata's column statistics say (counts are estimates): what one row is, which "
                            + "columns are often null, dates without a time of day, columns of few values, codes and their text")
            List<String> profile,

            @Description("set when columns were left out to fit the answer: call again with column_offset set to it")
            @JsonProperty("next_column_offset")
            Integer nextColumnOffset,

            @Description("set when column descriptions or columns were left out to fit the response size budget, "
                    + "or no column matched")
            String message) {

        /** The whole card: every column, with descriptions (the schema resource's answer). */
        public static Output of(SchemaCard card) {
            List<ColumnInfo> columns = card.schema().columns();
            return of(card, columns.size(), columns, null, null);
        }

        static Output of(
                SchemaCard card, int columnCount, List<ColumnInfo> columns, Integer nextColumnOffset, String message) {
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
                    columnCount,
                    columns,
                    profile(card),
                    nextColumnOffset,
                    message);
        }

        /** The profile's lines, or null when the statistics say nothing worth a line. */
        private static List<String> profile(SchemaCard card) {
            List<String> lines = ProfileLines.of(card.schema().profile());
            return lines.isEmpty() ? null : lines;
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
                        + "description), its row count and last update. A wide dataset's answer comes in pages "
                        + "(descriptions left out first): column_count says how many columns there are; get the "
                        + "next with column_offset, or only the ones you need with columns (e.g. \"date, district\").",
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
        ColumnFilter filter = ColumnFilter.of(input.columns());
        int offset = input.columnOffset() == null ? 0 : input.columnOffset();
        SchemaCard card = schemas.card(input.datasetId());
        List<ColumnInfo> all = card.schema().columns();
        List<ColumnInfo> matching = filter == null ? all : filter.apply(all);
        if (offset > 0 && offset >= matching.size()) {
            throw ToolException.validation("Invalid column_offset: " + offset + " is past the last of the "
                    + matching.size() + " columns" + (filter == null ? "" : " matching columns")
                    + "; use 0 to " + Math.max(0, matching.size() - 1));
        }
        if (matching.isEmpty() && filter != null) {
            return Output.of(
                    card,
                    0,
                    List.of(),
                    null,
                    "No column's name or type contains " + String.join(" or ", quoted(input.columns()))
                            + "; the dataset has " + all.size() + " columns: leave columns out to list them");
        }
        List<ColumnInfo> page = matching.subList(offset, matching.size());
        Output whole = Output.of(card, matching.size(), page, null, null);
        // a cheap estimate first, so only wide schemas pay for an exact measure
        if (roughSize(whole) * 2 <= budget || bytes(whole) <= budget) {
            return whole;
        }
        List<ColumnInfo> bare = page.stream()
                .map(c -> new ColumnInfo(c.name(), c.fieldName(), c.dataType(), null))
                .toList();
        Output withoutDescriptions = Output.of(
                card,
                matching.size(),
                bare,
                null,
                "Column descriptions were left out to fit the response budget of " + budget + " bytes; "
                        + (offset == 0 ? "every column is listed" : "every column from column_offset on is listed")
                        + " (columns picks a few, with descriptions)");
        return bytes(withoutDescriptions) <= budget
                ? withoutDescriptions
                : cut(card, matching.size(), bare, offset, filter != null);
    }

    /** The longest run of columns from {@code offset} that fits, and how to get the next. */
    private Output cut(SchemaCard card, int count, List<ColumnInfo> bare, int offset, boolean filtered) {
        // sizes grow with the number of columns kept: the most that fit, found by halving
        int low = 0;
        int high = bare.size() - 1; // the whole list did not fit
        while (low < high) {
            int middle = (low + high + 1) / 2;
            if (bytes(page(card, count, bare, offset, middle, filtered)) <= budget) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        if (low == 0) {
            throw new ToolException(
                    ErrorType.API_ERROR,
                    "The column at column_offset " + offset + " alone does not fit the response budget of " + budget
                            + " bytes; try column_offset " + (offset + 1));
        }
        return page(card, count, bare, offset, low, filtered);
    }

    private Output page(SchemaCard card, int count, List<ColumnInfo> bare, int offset, int kept, boolean filtered) {
        int next = offset + kept;
        String message = "Columns " + (offset + 1) + "-" + next + " of " + count
                + (filtered ? " matching columns" : "")
                + " are listed, without descriptions, to fit the response budget of " + budget
                + " bytes; call again with column_offset " + next
                + " for the next ones, or with columns (a word of a name or a type, e.g. \"date\") to find some";
        return Output.of(card, count, bare.subList(0, kept), next, message);
    }

    private static List<String> quoted(String text) {
        return Arrays.stream(text.split(","))
                .map(String::strip)
                .filter(word -> !word.isEmpty())
                .map(word -> "\"" + word + "\"")
                .toList();
    }

    /** A cheap estimate of the answer's size. */
    private static long roughSize(Output card) {
        long size = 512 + (card.description() == null ? 0 : card.description().length());
        if (card.profile() != null) {
            size += card.profile().stream().mapToLong(line -> line.length() + 4).sum();
        }
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
