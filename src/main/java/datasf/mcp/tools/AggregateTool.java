package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import datasf.mcp.answer.Advised;
import datasf.mcp.answer.Paged;
import datasf.mcp.answer.QueryAdvice;
import datasf.mcp.arguments.AggregateOrder;
import datasf.mcp.arguments.ColumnResolver;
import datasf.mcp.errors.ToolException;
import datasf.mcp.json.Description;
import datasf.mcp.json.RawObject;
import datasf.mcp.pipeline.JsonRows;
import datasf.mcp.pipeline.SoqlRunner;
import datasf.mcp.query.Export;
import datasf.mcp.query.Exported;
import datasf.mcp.query.Page;
import datasf.mcp.query.PageCursor;
import datasf.mcp.query.PageRunner;
import datasf.mcp.query.PagedQuery;
import datasf.mcp.query.Provenance;
import datasf.mcp.query.ResultFormat;
import datasf.mcp.query.RowBytes;
import datasf.mcp.query.Source;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.analysis.Suggestions;
import datasf.mcp.soql.rewrite.WhereRepair;
import datasf.mcp.soql.text.SoqlIdentifiers;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * aggregate: grouped summaries without writing SoQL. Every identifier is resolved against the
 * schema and written by {@link SoqlIdentifiers}; only the optional {@code where} is SoQL text.
 */
@Singleton
public class AggregateTool extends AbstractTool<AggregateTool.Input, AggregateTool.Output> {

    /** Aggregate functions offered; SoQL spells them the same way. */
    public enum Fn {
        count,
        sum,
        avg,
        min,
        max
    }

    @Introspected
    public record Metric(
            @Description("count, sum, avg, min or max") @NotNull
            Fn fn,

            @Description("the column to aggregate; omit for count(*)") @Size(min = 1, max = 200)
            String column) {}

    @Introspected
    public record Input(
            @Description("dataset id, e.g. wg3w-h783")
            @JsonProperty("dataset_id")
            @NotNull
            @Pattern(regexp = Validation.DATASET_ID, message = Validation.DATASET_ID_MESSAGE)
            String datasetId,

            @Description("columns to group by (field or display names), e.g. [\"police_district\"]; may be empty")
            @JsonProperty("group_by")
            @Size(max = 10)
            List<@NotNull @Size(min = 1, max = 200) String> groupBy,

            @Description("aggregates, e.g. [{\"fn\":\"count\"}, {\"fn\":\"avg\",\"column\":\"age\"}]; default count(*)")
            @Size(max = 10)
            List<@NotNull @Valid Metric> metrics,

            @Description("optional SoQL condition, e.g. incident_year = '2024'")
            @Size(min = 1, max = Validation.SOQL_MAX)
            String where,

            @Description(
                    "a metric alias (e.g. count, sum_amount) or a group column, optionally followed by asc or desc; "
                            + "default: the first metric, descending")
            @JsonProperty("order_by")
            @Size(min = 1, max = 200)
            String orderBy,

            @Description("how many groups to return (default 100)") @Min(1)
            Integer limit,

            @Description(Validation.QUESTION) @Size(min = 1, max = Validation.QUESTION_MAX)
            String question) {}

    public record Output(
            @JsonProperty("dataset_id") String datasetId,

            @Description("one row per group: the group columns and one field per metric alias")
            List<RawObject> rows,

            int count,
            boolean truncated,
            @JsonProperty("truncated_reason") String truncatedReason,

            @Description("pass as cursor to query_datasf for more groups") @JsonProperty("next_cursor")
            String nextCursor,

            // its names are resolved against the schema; an ambiguous one in where fails the query
            @JsonUnwrapped @JsonIgnoreProperties("ambiguities")
            QueryAdvice advice,

            Source source,

            @Description("every group at the portal: csv_url for a person who wants the whole table")
            Export export)
            implements Exported, Paged, Advised<Output> {

        @Override
        public Output withAdvice(QueryAdvice cut) {
            return new Output(datasetId, rows, count, truncated, truncatedReason, nextCursor, cut, source, export);
        }
    }

    static final int DEFAULT_LIMIT = 100;
    private static final Set<String> NUMERIC = Set.of("number", "money", "double", "percent");

    private final SchemaService schemas;
    private final ColumnResolver columns;
    private final SoqlRunner runner;
    private final PageRunner pages;
    private final Provenance provenance;
    private final ToolLimits limits;

    public AggregateTool(
            SchemaService schemas,
            ColumnResolver columns,
            SoqlRunner runner,
            PageRunner pages,
            Provenance provenance,
            ToolLimits limits) {
        super(
                "aggregate",
                "Grouped summaries",
                "Grouped counts, sums, averages, minimums and maximums of a DataSF dataset without writing "
                        + "SoQL, e.g. incidents per police district. Columns are checked against the schema.",
                Input.class,
                Output.class);
        this.schemas = schemas;
        this.columns = columns;
        this.runner = runner;
        this.pages = pages;
        this.provenance = provenance;
        this.limits = limits;
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
                {"dataset_id": "wg3w-h783", "group_by": ["police_district"], "metrics": [{"fn": "count"}], \
                "where": "incident_category = 'Burglary'"}""";
    }

    @Override
    public Output call(Input input) {
        WhereRepair.Repaired condition = Validation.condition(input.where());
        int limit = ToolLimits.resolve(input.limit(), DEFAULT_LIMIT, limits.queryMaxRows(), "limit");
        SchemaLookup lookup = schemas.schema(input.datasetId());
        DatasetSchema schema = lookup.schema();
        List<ColumnResolver.Resolved> resolved = new ArrayList<>();

        List<String> groups = new ArrayList<>();
        for (String written : input.groupBy() == null ? List.<String>of() : input.groupBy()) {
            ColumnResolver.Resolved group = columns.resolve(written, schema, "group_by");
            resolved.add(group);
            groups.add(SoqlIdentifiers.quote(group.column().fieldName()));
        }
        Map<String, String> metrics = new LinkedHashMap<>(); // alias -> expression
        List<Metric> requested = input.metrics() == null || input.metrics().isEmpty()
                ? List.of(new Metric(Fn.count, null))
                : input.metrics();
        for (Metric metric : requested) {
            if (metric.column() == null) {
                if (metric.fn() != Fn.count) {
                    throw ToolException.validation("Invalid metrics: " + metric.fn() + " needs a column");
                }
                metrics.put("count", "count(*)");
                continue;
            }
            ColumnResolver.Resolved column = columns.resolve(metric.column(), schema, "metrics.column");
            resolved.add(column);
            if ((metric.fn() == Fn.sum || metric.fn() == Fn.avg)
                    && !NUMERIC.contains(column.column().dataType())) {
                throw ToolException.validation("Invalid metrics: " + metric.fn() + " needs a numeric column; "
                        + column.column().fieldName() + " is " + column.column().dataType());
            }
            String field = column.column().fieldName();
            metrics.put(
                    metric.fn() + "_" + field.replaceAll("\\W", "_"),
                    metric.fn() + "(" + SoqlIdentifiers.quote(field) + ")");
        }
        String order = AggregateOrder.clause(input.orderBy(), metrics, groups, resolved);

        StringBuilder soql = new StringBuilder("SELECT ");
        List<String> select = new ArrayList<>(groups);
        metrics.forEach((alias, expression) -> select.add(expression + " AS " + alias));
        soql.append(String.join(", ", select));
        if (condition != null) {
            soql.append(" WHERE ").append(condition.condition());
        }
        if (!groups.isEmpty()) {
            // one row without groups: nothing to order
            soql.append(" GROUP BY ")
                    .append(String.join(", ", groups))
                    .append(" ORDER BY ")
                    .append(order);
        }

        SoqlRunner.Answer<Page> answer = runner.run(new SoqlRunner.Call<>(
                        input.datasetId(),
                        soql.toString(),
                        true,
                        CompletableFuture.completedFuture(lookup),
                        ran -> pages.run(
                                new PageCursor(
                                        input.datasetId(),
                                        ran.text(),
                                        0,
                                        -1,
                                        limit,
                                        ResultFormat.json.name(),
                                        RowBytes.estimate(ran, schema.columns(), ResultFormat.json)),
                                PagedQuery.of(ran),
                                limits.responseBytes()),
                        Page::isEmpty,
                        page -> JsonRows.of(page.rows()))
                .asking(input.question()));
        Page page = answer.result();
        // the tool's own limit kept in its notes' queries: they answer for as many groups as asked
        SoqlRunner.Answer<Page> limited =
                input.limit() == null ? answer : answer.withHints(Suggestions.limited(answer.hints(), limit));
        List<Correction> made = new ArrayList<>(ColumnResolver.corrections(resolved));
        if (condition != null) {
            made.addAll(condition.corrections());
        }
        return new Output(
                input.datasetId(),
                page.data(),
                page.count(),
                page.truncated(),
                page.truncatedReason(),
                page.nextCursor(),
                limited.advice(made, page.message()),
                provenance.of(schema, page.executedSoql()),
                page.export());
    }
}
