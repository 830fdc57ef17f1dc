package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.advisor.ColumnValues;
import datasf.mcp.answer.Advised;
import datasf.mcp.answer.QueryAdvice;
import datasf.mcp.answer.Truncatable;
import datasf.mcp.arguments.ColumnResolver;
import datasf.mcp.json.Description;
import datasf.mcp.pipeline.SoqlRunner;
import datasf.mcp.query.Export;
import datasf.mcp.query.ExportLinks;
import datasf.mcp.query.Exported;
import datasf.mcp.query.Provenance;
import datasf.mcp.query.Source;
import datasf.mcp.query.ValueCountQuery;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.rewrite.WhereRepair;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * distinct_values: the most frequent values of a column with their counts. The way to learn the
 * exact spelling of a category ("MISSION", not "Mission") before filtering on it.
 */
@Singleton
public class DistinctValuesTool extends AbstractTool<DistinctValuesTool.Input, DistinctValuesTool.Output> {

    @Introspected
    public record Input(
            @Description("dataset id, e.g. wg3w-h783")
            @JsonProperty("dataset_id")
            @NotNull
            @Pattern(regexp = Validation.DATASET_ID, message = Validation.DATASET_ID_MESSAGE)
            String datasetId,

            @Description("the column (field name or display name; near misses are corrected)")
            @NotBlank
            @Size(max = 200)
            String column,

            @Description("optional SoQL condition to count within") @Size(min = 1, max = Validation.SOQL_MAX)
            String where,

            @Description("how many values to return, most frequent first (default 20)") @Min(1)
            Integer limit,

            @Description(Validation.QUESTION) @Size(min = 1, max = Validation.QUESTION_MAX)
            String question) {}

    /** One value and how many rows hold it (null value: rows where the column is empty). */
    public record ValueCount(Object value, long count) {}

    public record Output(
            @JsonProperty("dataset_id") String datasetId,
            @Description("the column's field name") String column,
            @Description("values, most frequent first") List<ValueCount> values,
            @Description("number of values returned") int count,

            @Description("true when the column has more distinct values than returned")
            boolean truncated,

            // an ambiguous name in where fails the query: its answer is an error naming the columns
            @JsonUnwrapped @JsonIgnoreProperties("ambiguities")
            QueryAdvice advice,

            Source source,

            @Description("every value with its count, at the portal: csv_url for a person who wants them all")
            Export export)
            implements Exported, Advised<Output>, Truncatable<Output> {

        @Override
        public Output withAdvice(QueryAdvice cut) {
            return new Output(datasetId, column, values, count, truncated, cut, source, export);
        }

        @Override
        public List<ValueCount> items() {
            return values;
        }

        @Override
        public Output withFirst(int kept) {
            return new Output(datasetId, column, values.subList(0, kept), kept, true, advice, source, export);
        }
    }

    static final int DEFAULT_LIMIT = 20;

    private final SocrataClient socrata;
    private final SchemaService schemas;
    private final ColumnResolver columns;
    private final SoqlRunner runner;
    private final Provenance provenance;
    private final ToolLimits limits;
    private final ColumnValues values;
    private final ExportLinks exports;

    public DistinctValuesTool(
            SocrataClient socrata,
            SchemaService schemas,
            ColumnResolver columns,
            SoqlRunner runner,
            Provenance provenance,
            ToolLimits limits,
            ColumnValues values,
            ExportLinks exports) {
        super(
                "distinct_values",
                "Most frequent values of a column",
                "The most frequent values of one column with their row counts (GROUP BY, most frequent "
                        + "first). Use it to learn the exact spelling of categories before filtering on them.",
                Input.class,
                Output.class);
        this.socrata = socrata;
        this.schemas = schemas;
        this.columns = columns;
        this.runner = runner;
        this.provenance = provenance;
        this.limits = limits;
        this.values = values;
        this.exports = exports;
    }

    @Override
    public Optional<String> viewUri() {
        return Optional.of(Views.RESULTS);
    }

    @Override
    public Map<String, Integer> argumentMaximums() {
        return Map.of("limit", limits.queryMaxRows());
    }

    @Override
    public String exampleArguments() {
        return """
                {"dataset_id": "wg3w-h783", "column": "Police District", "limit": 3}""";
    }

    @Override
    public Output call(Input input) {
        WhereRepair.Repaired condition = Validation.condition(input.where());
        int limit = ToolLimits.resolve(input.limit(), DEFAULT_LIMIT, limits.queryMaxRows(), "limit");
        SchemaLookup lookup = schemas.schema(input.datasetId());
        DatasetSchema schema = lookup.schema();
        ColumnResolver.Resolved resolved = columns.resolve(input.column(), schema, "column");
        String field = resolved.column().fieldName();
        String countAlias = ValueCountQuery.countAlias(field);
        String soql = ValueCountQuery.of(field, condition == null ? null : condition.condition(), limit + 1);
        SoqlRunner.Answer<JsonNode> answer = runner.run(new SoqlRunner.Call<>(
                        input.datasetId(),
                        soql,
                        true,
                        CompletableFuture.completedFuture(lookup),
                        ran -> socrata.query(input.datasetId(), ran.text()),
                        rows -> rows.isEmpty())
                .asking(input.question()));
        JsonNode rows = answer.result();
        if (condition == null && answer.soql().equals(soql)) {
            values.offer(input.datasetId(), field, rows, limit + 1); // the advisor's lookup, with a larger LIMIT
        }
        List<ValueCount> counts = new ArrayList<>();
        for (JsonNode row : rows) {
            if (counts.size() == limit) {
                break;
            }
            JsonNode value = row.get(field);
            counts.add(new ValueCount(
                    value == null || value.isNull() ? null : value.isValueNode() ? value.asText() : value.toString(),
                    row.path(countAlias).asLong()));
        }
        List<Correction> made = new ArrayList<>();
        if (resolved.correction() != null) {
            made.add(resolved.correction());
        }
        if (condition != null) {
            made.addAll(condition.corrections());
        }
        return new Output(
                input.datasetId(),
                field,
                counts,
                counts.size(),
                rows.size() > limit,
                answer.advice(made, null),
                provenance.of(schema, answer.soql()),
                exports.of(
                        input.datasetId(),
                        ExportLinks.wholeResult(answer.tree(), false),
                        rows.size() > limit ? null : (long) counts.size(),
                        limits.responseBytes()));
    }
}
