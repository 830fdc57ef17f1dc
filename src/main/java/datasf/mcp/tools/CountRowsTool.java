package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import datasf.mcp.answer.Advised;
import datasf.mcp.answer.QueryAdvice;
import datasf.mcp.json.Description;
import datasf.mcp.pipeline.SoqlRunner;
import datasf.mcp.query.Export;
import datasf.mcp.query.ExportLinks;
import datasf.mcp.query.Exported;
import datasf.mcp.query.Provenance;
import datasf.mcp.query.SoqlPaging;
import datasf.mcp.query.Source;
import datasf.mcp.schema.SchemaCard;
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.soql.check.AnswerRows;
import datasf.mcp.soql.rewrite.WhereRepair;
import datasf.mcp.soql.text.Splice;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SoqlTree;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.concurrent.CompletableFuture;

/** count_rows: how many rows match, before pulling any. */
@Singleton
public class CountRowsTool extends AbstractTool<CountRowsTool.Input, CountRowsTool.Output> {

    @Introspected
    public record Input(
            @Description("dataset id, e.g. wg3w-h783")
            @JsonProperty("dataset_id")
            @NotNull
            @Pattern(regexp = Validation.DATASET_ID, message = Validation.DATASET_ID_MESSAGE)
            String datasetId,

            @Description("optional SoQL condition, e.g. incident_year = '2024' AND police_district = 'MISSION'")
            @Size(min = 1, max = Validation.SOQL_MAX)
            String where,

            @Description(Validation.QUESTION) @Size(min = 1, max = Validation.QUESTION_MAX)
            String question) {}

    public record Output(
            @JsonProperty("dataset_id") String datasetId,
            @Description("number of matching rows") long count,

            @Description("the condition as it ran (after corrections)")
            String where,

            // an ambiguous name in where fails the query: its answer is an error naming the columns
            @JsonUnwrapped @JsonIgnoreProperties("ambiguities")
            QueryAdvice advice,

            @Description("where the number came from") Source source,

            @Description("the rows counted, at the portal: csv_url for a person who wants them")
            Export export)
            implements Exported, Advised<Output> {

        @Override
        public Output withAdvice(QueryAdvice cut) {
            return new Output(datasetId, count, where, cut, source, export);
        }
    }

    /** Every row, in the order query_datasf pages them: the export of a count without a condition. */
    private static final String ALL_ROWS =
            SoqlPaging.page(SoqlTree.parse("SELECT *"), true, false, ExportLinks.ALL_ROWS, 0);

    private final SocrataClient socrata;
    private final SchemaService schemas;
    private final SoqlRunner runner;
    private final Provenance provenance;
    private final ExportLinks exports;
    private final ToolLimits limits;

    public CountRowsTool(
            SocrataClient socrata,
            SchemaService schemas,
            SoqlRunner runner,
            Provenance provenance,
            ExportLinks exports,
            ToolLimits limits) {
        super(
                "count_rows",
                "Count matching rows",
                "Count the rows of a DataSF dataset that match an optional SoQL condition, before pulling "
                        + "any. Cheap: use it to size a question or check a filter. A 0 comes with hints.",
                Input.class,
                Output.class);
        this.socrata = socrata;
        this.schemas = schemas;
        this.runner = runner;
        this.provenance = provenance;
        this.exports = exports;
        this.limits = limits;
    }

    @Override
    public String exampleArguments() {
        return """
                {"dataset_id": "wg3w-h783", "where": "police_district = 'Mission' AND incident_year = '2024'"}""";
    }

    @Override
    public Output call(Input input) {
        WhereRepair.Repaired condition = Validation.condition(input.where());
        String datasetId = input.datasetId();
        if (condition == null) {
            // the same count(*) get_schema shows: no extra request when it is cached
            SchemaCard card = schemas.card(datasetId);
            return new Output(
                    datasetId,
                    card.rowCount(),
                    null,
                    QueryAdvice.NONE,
                    provenance.of(card.schema(), SchemaService.COUNT_ALL),
                    export(datasetId, ALL_ROWS, card.rowCount()));
        }
        CompletableFuture<SchemaLookup> schema = schemas.schemaAsync(datasetId);
        String soql = SchemaService.COUNT_ALL + " WHERE " + condition.condition();
        SoqlRunner.Answer<Long> answer = runner.run(new SoqlRunner.Call<>(
                        datasetId,
                        soql,
                        true,
                        schema,
                        ran -> SchemaService.firstNumber(socrata.query(datasetId, ran.text())),
                        count -> count == 0,
                        count -> AnswerRows.single("row_count", String.valueOf(count)))
                .asking(input.question()));
        String where = answer.soql().substring(answer.soql().indexOf(" WHERE ") + " WHERE ".length());
        return new Output(
                datasetId,
                answer.result(),
                where,
                answer.advice(condition.corrections(), null),
                provenance.of(datasetId, schema, answer.soql()),
                export(datasetId, rowsCounted(answer.tree(), where), answer.result()));
    }

    private Export export(String datasetId, String rows, long count) {
        return exports.of(datasetId, rows, count, limits.responseBytes());
    }

    /**
     * The rows counted, in the order query_datasf pages them ({@code :id}), all of them: the count
     * that ran with {@code *} for its select list, spliced from its tree.
     */
    static String rowsCounted(SoqlTree counted, String where) {
        if (!counted.isValid() || !counted.query().isSimple()) {
            // Socrata ran what the parser does not read: the rows from the condition's text
            return SoqlPaging.page(SoqlTree.parse("SELECT * WHERE " + where), true, false, ExportLinks.ALL_ROWS, 0);
        }
        Select select = counted.query().last();
        Splice rows = new Splice(counted.text())
                .replace(
                        select.items().get(0).start(),
                        select.items().get(select.items().size() - 1).end(),
                        "*");
        return SoqlPaging.page(counted, rows, true, false, ExportLinks.ALL_ROWS, 0);
    }
}
