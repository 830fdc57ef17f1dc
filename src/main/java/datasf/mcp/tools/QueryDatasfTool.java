package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import datasf.mcp.answer.Advised;
import datasf.mcp.answer.Paged;
import datasf.mcp.answer.QueryAdvice;
import datasf.mcp.errors.ToolException;
import datasf.mcp.json.Description;
import datasf.mcp.json.RawObject;
import datasf.mcp.pipeline.JsonRows;
import datasf.mcp.pipeline.SoqlRunner;
import datasf.mcp.query.CursorCodec;
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
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.soql.SoqlAnalysis;
import datasf.mcp.soql.tree.SoqlTree;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * query_datasf: runs a SoQL query ({@code $query}) with near-miss column names corrected, cut to
 * a row and byte budget, with a stateless cursor to the next page and the answer's source.
 * A page asks Socrata for about as many rows as the byte budget holds ({@link PageRunner}).
 */
@Singleton
public class QueryDatasfTool extends AbstractTool<QueryDatasfTool.Input, QueryDatasfTool.Output> {

    @Introspected
    public record Input(
            @Description("dataset id, e.g. wg3w-h783 (required unless cursor is given)")
            @JsonProperty("dataset_id")
            @Pattern(regexp = Validation.DATASET_ID, message = Validation.DATASET_ID_MESSAGE)
            String datasetId,

            @Description("a full SoQL query without FROM, e.g. SELECT incident_category, count(*) AS n "
                    + "WHERE incident_date >= '2024-01-01' GROUP BY incident_category ORDER BY n DESC LIMIT 10 "
                    + "(required unless cursor is given)")
            @Size(min = 1, max = Validation.SOQL_MAX)
            String soql,

            @Description(
                    "fix SQL-isms, column names and literal types, and a value that differs only in case (default true)")
            @JsonProperty("auto_correct")
            Boolean autoCorrect,

            @Description("rows per page (default 100 for raw rows; aggregated queries default to the maximum)")
            @JsonProperty("max_rows")
            @Min(1)
            Integer maxRows,

            @Description("json (default) or csv: CSV (header + rows) costs far fewer tokens for tables")
            ResultFormat format,

            @Description("next_cursor from a previous answer, to get the next page (then omit soql)")
            @Size(min = 1, max = CursorCodec.MAX_LENGTH)
            String cursor,

            @Description(Validation.QUESTION) @Size(min = 1, max = Validation.QUESTION_MAX)
            String question) {}

    public record Output(
            @Description("rows as JSON objects (format json); Socrata sends numbers as strings")
            List<RawObject> data,

            @Description("rows as CSV with a header line (format csv)")
            String csv,

            String format,
            @Description("rows in this answer") int count,

            @Description("true when more rows exist than this answer holds")
            boolean truncated,

            @Description("rows (the page's row limit) or bytes (the response size budget)")
            @JsonProperty("truncated_reason")
            String truncatedReason,

            @Description("pass as cursor to query_datasf to get the next page") @JsonProperty("next_cursor")
            String nextCursor,

            @JsonUnwrapped QueryAdvice advice,

            @Description("where the data came from, to cite")
            Source source,

            @Description("the whole result at the portal: csv_url for a person who wants every row")
            Export export)
            implements Exported, Paged, Advised<Output> {

        @Override
        public Output withAdvice(QueryAdvice cut) {
            return new Output(data, csv, format, count, truncated, truncatedReason, nextCursor, cut, source, export);
        }
    }

    private final SchemaService schemas;
    private final SoqlRunner runner;
    private final PageRunner pages;
    private final CursorCodec cursors;
    private final Provenance provenance;
    private final ToolLimits limits;

    public QueryDatasfTool(
            SchemaService schemas,
            SoqlRunner runner,
            PageRunner pages,
            CursorCodec cursors,
            Provenance provenance,
            ToolLimits limits) {
        super(
                "query_datasf",
                "Query a DataSF dataset with SoQL",
                "Run a SoQL query on a DataSF dataset. Aggregate in SoQL (count(*), GROUP BY, HAVING, "
                        + "date_extract_y, date_trunc_ym) instead of pulling raw rows. Dates are ISO ('2024-01-31'); text "
                        + "matching is case-sensitive (upper(x) = 'ABC'). SQL-isms and near-miss columns are fixed (see "
                        + "corrections); empty answers, and answers whose query looks at risk, come with hints. "
                        + "Answers are cut to a row and size budget: when truncated, pass next_cursor as cursor. "
                        + "format=csv saves tokens. export.csv_url is every row as CSV, for a person to download.",
                Input.class,
                Output.class);
        this.schemas = schemas;
        this.runner = runner;
        this.pages = pages;
        this.cursors = cursors;
        this.provenance = provenance;
        this.limits = limits;
    }

    @Override
    public Optional<String> viewUri() {
        return Optional.of(Views.RESULTS);
    }

    @Override
    public Map<String, Integer> argumentMaximums() {
        return Map.of("max_rows", limits.queryMaxRows());
    }

    @Override
    public String exampleArguments() {
        return """
                {"dataset_id": "wg3w-h783", "soql": "SELECT incident_catagory, count(*) AS n WHERE incident_year = '2024' \
                GROUP BY incident_catagory ORDER BY n DESC LIMIT 3"}""";
    }

    @Override
    public Output call(Input input) {
        if (input.maxRows() != null && input.maxRows() > limits.queryMaxRows()) {
            throw ToolException.validation("Invalid max_rows: must be at most " + limits.queryMaxRows());
        }
        if (input.cursor() != null) {
            return continuePaging(input);
        }
        if (input.datasetId() == null) {
            throw ToolException.validation(
                    "Invalid dataset_id: required (or pass cursor to continue a previous query)");
        }
        if (input.soql() == null || input.soql().isBlank()) {
            throw ToolException.validation("Invalid soql: required, a non-empty SoQL query (or pass cursor)");
        }
        String datasetId = input.datasetId();
        ResultFormat format = input.format() == null ? ResultFormat.json : input.format();
        CompletableFuture<SchemaLookup> schema = schemas.schemaAsync(datasetId); // for the source and the checks
        SoqlRunner.Answer<Page> answer = runner.run(new SoqlRunner.Call<>(
                        datasetId,
                        input.soql().strip(),
                        !Boolean.FALSE.equals(input.autoCorrect()),
                        schema,
                        soql -> firstPage(datasetId, soql, input.maxRows(), format, schema),
                        Page::isEmpty,
                        page -> JsonRows.of(page.rows(), page.pastLimit()))
                .asking(input.question()));
        Page page = answer.result();
        return new Output(
                page.data(),
                page.csv(),
                format.name(),
                page.count(),
                page.truncated(),
                page.truncatedReason(),
                page.nextCursor(),
                answer.advice(List.of(), page.message()),
                provenance.of(datasetId, schema, page.executedSoql()),
                page.export());
    }

    private Page firstPage(
            String datasetId,
            SoqlTree soql,
            Integer maxRows,
            ResultFormat format,
            CompletableFuture<SchemaLookup> schema) {
        SoqlAnalysis analysis = SoqlAnalysis.of(soql);
        int pageRows = maxRows != null
                ? maxRows
                : analysis.isAggregated()
                        ? limits.queryMaxRows()
                        : Math.min(limits.queryDefaultRows(), limits.queryMaxRows());
        long start = analysis.offset().orElse(0);
        if (start > Integer.MAX_VALUE) {
            throw ToolException.validation("Invalid soql: OFFSET must be at most " + Integer.MAX_VALUE);
        }
        // a LIMIT reaching past what Socrata pages bounds nothing: paging stops there anyway
        long end = analysis.limit().isPresent() && analysis.limit().getAsLong() <= PageCursor.MAX_OFFSET - start
                ? start + analysis.limit().getAsLong()
                : -1;
        // raw rows page exactly only over a stable order; grouped rows cannot be ordered by :id (their
        // ties are broken by the group keys, and only when the answer needs more pages: runAsWritten)
        PagedQuery paged = analysis.isAggregated()
                ? PagedQuery.of(soql)
                : PagedQuery.of(soql).byDefaultOrder();
        // the server's order follows the select list, whose width is what a row's estimate reads
        int rowBytes = RowBytes.estimate(soql, RowBytes.columnsToSize(soql, schema), format);
        // "the most" as an ordered LIMIT 1: the row after it shows whether the cut split a tie
        boolean peek = end == start + 1
                && soql.isValid()
                && !soql.query().last().orderBy().isEmpty();
        return pages.runAsWritten(
                new PageCursor(datasetId, paged.text(), start, end, pageRows, format.name(), rowBytes),
                paged,
                peek,
                limits.responseBytes());
    }

    private Output continuePaging(Input input) {
        if (input.soql() != null) {
            throw ToolException.validation(
                    "Invalid soql: leave it out when passing cursor (the cursor carries the query)");
        }
        PageCursor issued = cursors.decode(input.cursor(), limits.queryMaxRows());
        if (input.datasetId() != null && !input.datasetId().equals(issued.datasetId())) {
            throw ToolException.validation("Invalid dataset_id: the cursor belongs to dataset " + issued.datasetId());
        }
        // the query and where it stands are the cursor's; how the next pages look is the caller's (a
        // format changed here sizes one page by the other format's rows: fewer rows, or more bytes)
        PageCursor cursor = new PageCursor(
                issued.datasetId(),
                issued.soql(),
                issued.offset(),
                issued.end(),
                input.maxRows() != null ? input.maxRows() : issued.pageRows(),
                input.format() != null ? input.format().name() : issued.format(),
                issued.rowBytes());
        CompletableFuture<SchemaLookup> schema = schemas.schemaAsync(cursor.datasetId());
        // the call's one parse: the query the cursor carries
        Page page = pages.run(cursor, PagedQuery.of(SoqlTree.parse(cursor.soql())), limits.responseBytes());
        return new Output(
                page.data(),
                page.csv(),
                cursor.format(),
                page.count(),
                page.truncated(),
                page.truncatedReason(),
                page.nextCursor(),
                QueryAdvice.NONE.withMessage(page.message()),
                provenance.of(cursor.datasetId(), schema, page.executedSoql()),
                page.export());
    }
}
