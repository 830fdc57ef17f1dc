package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.json.Description;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataHttp;
import datasf.mcp.soql.Ambiguity;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.CorrectionOutcome;
import datasf.mcp.soql.SoqlAnalysis;
import datasf.mcp.soql.SoqlPaging;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * query_datasf: runs a SoQL query ({@code $query}) with near-miss column names corrected, and
 * never pulls more rows than it returns: without a LIMIT it asks Socrata for cap + 1 rows, just
 * enough to know whether the answer was cut.
 */
@Singleton
public class QueryDatasfTool implements McpTool<QueryDatasfTool.Input, QueryDatasfTool.Output> {

    @Introspected
    public record Input(
            @Description("dataset id, e.g. wg3w-h783")
            @JsonProperty("dataset_id") @NotNull
            @Pattern(regexp = Validation.DATASET_ID, message = Validation.DATASET_ID_MESSAGE) String datasetId,
            @Description("a full SoQL query, e.g. SELECT incident_category, count(*) AS n WHERE incident_year = '2024' "
                    + "GROUP BY incident_category ORDER BY n DESC LIMIT 10 (no FROM clause)")
            @NotBlank @Size(max = Validation.SOQL_MAX) String soql,
            @Description("correct near-miss column names against the schema (default true)")
            @JsonProperty("auto_correct") Boolean autoCorrect) {}

    public record Output(
            @Description("result rows; Socrata sends numbers as strings") List<Map<String, Object>> data,
            @Description("number of rows returned") int count,
            @Description("true when more rows exist than were returned") boolean truncated,
            @Description("column names that were rewritten") List<Correction> corrections,
            @Description("names that matched several columns equally; left unchanged") List<Ambiguity> ambiguities,
            @Description("the SoQL that ran") @JsonProperty("executed_soql") String executedSoql) {}

    private final SocrataClient socrata;
    private final SchemaService schemas;
    private final ColumnCorrection correction;
    private final ToolLimits limits;
    private final ObjectMapper mapper;

    public QueryDatasfTool(SocrataClient socrata, SchemaService schemas, ColumnCorrection correction,
                           ToolLimits limits, ObjectMapper mapper) {
        this.socrata = socrata;
        this.schemas = schemas;
        this.correction = correction;
        this.limits = limits;
        this.mapper = mapper;
    }

    @Override
    public String name() {
        return "query_datasf";
    }

    @Override
    public String title() {
        return "Query a DataSF dataset with SoQL";
    }

    @Override
    public String description() {
        return "Run a SoQL query on a DataSF dataset and get rows as JSON. Aggregate in SoQL (count(*), "
                + "GROUP BY, date_trunc_ym) rather than pulling raw rows. Near-miss column names are "
                + "corrected (see corrections); Socrata's own error message comes back on mistakes. "
                + "At most " + limits.queryMaxRows() + " rows per call.";
    }

    @Override
    public Class<Input> inputType() {
        return Input.class;
    }

    @Override
    public Class<Output> outputType() {
        return Output.class;
    }

    @Override
    public Output call(Input input) {
        boolean autoCorrect = !Boolean.FALSE.equals(input.autoCorrect());
        String soql = input.soql().strip();
        CorrectionOutcome outcome = new CorrectionOutcome(soql, List.of(), List.of());
        Optional<DatasetSchema> cached = autoCorrect ? schemas.cached(input.datasetId()) : Optional.empty();
        if (cached.isPresent()) {
            outcome = correction.correct(soql, cached.get());
        }
        try {
            return run(input.datasetId(), outcome);
        } catch (ToolException error) {
            Optional<String> unknown = ColumnCorrection.unknownColumn(error);
            if (unknown.isEmpty()) {
                throw error;
            }
            // The schema was not cached, or correction could not fix it: look at the columns now.
            DatasetSchema schema = schemas.schema(input.datasetId()).schema();
            if (autoCorrect && cached.isEmpty()) {
                CorrectionOutcome retry = correction.correct(soql, schema);
                if (retry.changed()) {
                    try {
                        return run(input.datasetId(), retry);
                    } catch (ToolException again) {
                        throw ColumnCorrection.unknownColumn(again)
                                .map(column -> correction.withSuggestions(again, column, schema))
                                .orElse(again);
                    }
                }
            }
            throw correction.withSuggestions(error, unknown.get(), schema);
        }
    }

    private Output run(String datasetId, CorrectionOutcome outcome) {
        int cap = limits.queryMaxRows();
        String soql = outcome.soql();
        SoqlAnalysis analysis = SoqlAnalysis.analyze(soql);
        String executed = analysis.hasLimit() && analysis.limit().isPresent() && analysis.limit().getAsLong() <= cap
                ? soql
                : SoqlPaging.withLimit(soql, cap + 1); // one extra row tells us whether more exist
        JsonNode rows = SocrataHttp.await(socrata.query(datasetId, executed));
        if (!rows.isArray()) {
            throw new ToolException(ErrorType.API_ERROR, "Socrata answered the query with something other than rows");
        }
        List<Map<String, Object>> data = new ArrayList<>(Math.min(rows.size(), cap));
        for (JsonNode row : rows) {
            if (data.size() == cap) {
                break;
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> values = mapper.convertValue(row, Map.class);
            data.add(values);
        }
        boolean truncated = rows.size() > cap;
        return new Output(data, data.size(), truncated,
                outcome.corrections().isEmpty() ? null : outcome.corrections(),
                outcome.ambiguities().isEmpty() ? null : outcome.ambiguities(),
                executed);
    }
}
