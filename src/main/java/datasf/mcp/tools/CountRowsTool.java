package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import datasf.mcp.json.Description;
import datasf.mcp.query.Export;
import datasf.mcp.query.ExportLinks;
import datasf.mcp.query.Exported;
import datasf.mcp.query.Provenance;
import datasf.mcp.query.Source;
import datasf.mcp.schema.SchemaCard;
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.SoqlPaging;
import datasf.mcp.soql.check.AnswerRows;
import datasf.mcp.soql.rewrite.WhereRepair;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.ArrayList;
import java.util.List;
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
            String where) {}

    public record Output(
            @JsonProperty("dataset_id") String datasetId,
            @Description("number of matching rows") long count,

            @Description("the condition as it ran (after corrections)")
            String where,

            String message,
            List<Correction> corrections,
            List<Hint> hints,
            @Description("where the number came from") Source source,

            @Description("the rows counted, at the portal: csv_url for a person who wants them")
            Export export)
            implements Exported {}

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
                    null,
                    null,
                    null,
                    provenance.of(card.schema(), SchemaService.COUNT_ALL),
                    export(datasetId, null, card.rowCount()));
        }
        CompletableFuture<SchemaLookup> schema = schemas.schemaAsync(datasetId);
        String soql = SchemaService.COUNT_ALL + " WHERE " + condition.condition();
        SoqlRunner.Answer<Long> answer = runner.run(new SoqlRunner.Call<>(
                datasetId,
                soql,
                true,
                schema,
                ran -> SchemaService.firstNumber(socrata.query(datasetId, ran)),
                count -> count == 0,
                count -> AnswerRows.single("row_count", String.valueOf(count))));
        String where = answer.soql().substring(answer.soql().indexOf(" WHERE ") + " WHERE ".length());
        List<Correction> made = new ArrayList<>(condition.corrections());
        made.addAll(answer.corrections());
        return new Output(
                datasetId,
                answer.result(),
                where,
                answer.message(),
                made.isEmpty() ? null : made,
                answer.hintsOrNull(),
                provenance.of(datasetId, schema, answer.soql()),
                export(datasetId, where, answer.result()));
    }

    /** The rows counted, in the order query_datasf pages them ({@code :id}), all of them. */
    private Export export(String datasetId, String where, long count) {
        String rows = SoqlPaging.withDefaultOrder(where == null ? "SELECT *" : "SELECT * WHERE " + where, ":id");
        return exports.of(datasetId, ExportLinks.wholeResult(rows, false), count, limits.responseBytes());
    }
}
