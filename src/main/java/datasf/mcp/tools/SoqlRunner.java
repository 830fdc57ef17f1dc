package datasf.mcp.tools;

import datasf.mcp.advisor.AdvisorProperties;
import datasf.mcp.advisor.ColumnValues;
import datasf.mcp.advisor.ErrorHints;
import datasf.mcp.advisor.SocrataErrorText;
import datasf.mcp.advisor.ZeroResultAdvisor;
import datasf.mcp.advisor.ZeroResultHints;
import datasf.mcp.errors.ToolException;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.socrata.SocrataException;
import datasf.mcp.soql.Ambiguity;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.check.AnswerRows;
import datasf.mcp.soql.check.Checks;
import datasf.mcp.soql.check.DatasetFacts;
import datasf.mcp.soql.rewrite.SoqlRepairer;
import datasf.mcp.soql.syntax.SoqlType;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Runs a tool's SoQL so that the answer can be trusted, for every tool that takes SoQL or a
 * {@code where}:
 * <ol>
 *   <li>repairs the query before sending it (SQL syntax and functions always; column names and
 *       literal types when the schema is at hand, i.e. cached), unless auto-correct is off;</li>
 *   <li>when the schema was not at hand and Socrata answers "no such column" or "type mismatch",
 *       waits for the schema (already being fetched in parallel), repairs with it and retries once;</li>
 *   <li>a failure keeps Socrata's message and gains the corrections already made and a fix line;</li>
 *   <li>an empty answer gains hints and a message ({@link ZeroResultAdvisor}); when a literal
 *       matches exactly one value ignoring case and auto-correct is on, the query is re-run with
 *       that value and the correction reported.</li>
 * </ol>
 * A non-empty answer costs nothing beyond the query itself.
 */
@Singleton
public class SoqlRunner {

    private final SchemaService schemas;
    private final ColumnResolver columns;
    private final SoqlRepairer repairer;
    private final ZeroResultAdvisor advisor;
    private final ColumnValues values;
    private final ZoneId zone;

    public SoqlRunner(
            SchemaService schemas,
            ColumnResolver columns,
            SoqlRepairer repairer,
            ZeroResultAdvisor advisor,
            ColumnValues values,
            AdvisorProperties properties) {
        this.schemas = schemas;
        this.columns = columns;
        this.repairer = repairer;
        this.advisor = advisor;
        this.values = values;
        this.zone = properties.zone();
    }

    /**
     * One tool's query.
     *
     * @param schema the dataset's schema, being fetched or done (the tools start it in parallel)
     * @param attempt runs a query text and returns the tool's result; throws SocrataException (or a
     *     ToolException) on failure
     * @param isEmpty whether a result has no rows, or only zero counts
     * @param rows a result's rows for the checks on the answer; {@link AnswerRows#NONE} when the
     *     result is not a table of the query's rows
     */
    public record Call<T>(
            String datasetId,
            String soql,
            boolean autoCorrect,
            CompletableFuture<SchemaLookup> schema,
            Function<String, T> attempt,
            Predicate<T> isEmpty,
            Function<T, AnswerRows> rows) {

        /** A call whose result the checks do not read as rows. */
        public Call(
                String datasetId,
                String soql,
                boolean autoCorrect,
                CompletableFuture<SchemaLookup> schema,
                Function<String, T> attempt,
                Predicate<T> isEmpty) {
            this(datasetId, soql, autoCorrect, schema, attempt, isEmpty, result -> AnswerRows.NONE);
        }
    }

    /**
     * @param soql the query that produced the result (before paging clauses)
     * @param hints why the result may be empty; empty when it is not
     * @param message one line for the LLM, or null
     */
    public record Answer<T>(
            T result,
            String soql,
            List<Correction> corrections,
            List<Ambiguity> ambiguities,
            List<Hint> hints,
            String message) {

        /** Lists as the output records carry them: null when empty, so they are not serialized. */
        public List<Correction> correctionsOrNull() {
            return corrections.isEmpty() ? null : corrections;
        }

        public List<Ambiguity> ambiguitiesOrNull() {
            return ambiguities.isEmpty() ? null : ambiguities;
        }

        public List<Hint> hintsOrNull() {
            return hints.isEmpty() ? null : hints;
        }
    }

    public <T> Answer<T> run(Call<T> call) {
        LocalDateTime now = LocalDateTime.now(zone);
        Optional<DatasetSchema> ready = ready(call.schema());
        Repair repair = call.autoCorrect()
                ? repairer.repair(call.soql(), ready.map(DatasetSchema::columns).orElse(null), now)
                : Repair.none(call.soql());
        T result;
        try {
            result = attempt(call, repair.soql());
        } catch (ToolException error) {
            if (!call.autoCorrect() || repair.schemaUsed() || !isSchemaFixable(error)) {
                throw explained(error, call, repair, now);
            }
            DatasetSchema schema = awaitOrThrow(call, error);
            Repair withSchema = repairer.repair(call.soql(), schema.columns(), now);
            if (withSchema.soql().equals(repair.soql())) {
                throw explained(error, call, withSchema, now);
            }
            repair = withSchema;
            try {
                result = attempt(call, repair.soql());
            } catch (ToolException again) {
                throw explained(again, call, repair, now);
            }
        }
        if (!call.isEmpty().test(result)) {
            List<Hint> notes =
                    Checks.answer(repair.soql(), facts(call), false, call.rows().apply(result));
            return new Answer<>(result, repair.soql(), repair.corrections(), repair.ambiguities(), notes, null);
        }
        return advised(call, repair, result);
    }

    /** Runs one query text; a failed Socrata request becomes the tool's error, to be explained. */
    private static <T> T attempt(Call<T> call, String soql) {
        try {
            return call.attempt().apply(soql);
        } catch (SocrataException failure) {
            throw ToolException.of(failure);
        }
    }

    /** An empty result with hints, or the result of the value-corrected query when that has rows. */
    private <T> Answer<T> advised(Call<T> call, Repair repair, T empty) {
        Optional<DatasetSchema> schema = await(call.schema());
        Map<String, SoqlType> types = schema.map(SoqlRunner::typesOf).orElse(Map.of());
        LocalDate lastUpdate =
                schema.map(DatasetSchema::dataUpdatedAt).map(SoqlRunner::day).orElse(null);
        ZeroResultAdvisor.Outcome outcome =
                advisor.advise(call.datasetId(), repair.soql(), types, lastUpdate, call.autoCorrect());
        ZeroResultHints.Advice advice = outcome.advice();
        if (outcome.rerun()) {
            try {
                T corrected = attempt(call, advice.correctedSoql());
                if (!call.isEmpty().test(corrected)) {
                    List<Correction> all = new ArrayList<>(repair.corrections());
                    all.addAll(advice.valueCorrections());
                    return new Answer<>(
                            corrected,
                            advice.correctedSoql(),
                            all,
                            repair.ambiguities(),
                            List.of(),
                            valueMessage(advice.valueCorrections()));
                }
            } catch (ToolException rerunFailed) {
                // keep the empty answer and its hints, which name the value to use
            }
        }
        List<Hint> hints = AnswerNotes.merge(
                Checks.answer(repair.soql(), facts(call), true, call.rows().apply(empty)), advice.hints());
        return new Answer<>(
                empty,
                repair.soql(),
                repair.corrections(),
                repair.ambiguities(),
                hints,
                AnswerNotes.emptyMessage(hints));
    }

    /** What the checks know of the dataset: its schema once fetched, and the values already looked up. */
    private DatasetFacts facts(Call<?> call) {
        return await(call.schema())
                .map(schema -> DatasetFacts.of(
                        schema,
                        (dataset, field) -> values.cached(dataset, field).map(AnswerNotes::known)))
                .orElseGet(DatasetFacts::none);
    }

    private static String valueMessage(List<Correction> values) {
        return values.stream()
                        .map(c -> c.column() + " has " + c.corrected() + ", not " + c.original())
                        .collect(Collectors.joining("; "))
                + ": ran with " + (values.size() == 1 ? "it" : "them")
                + " (see corrections).";
    }

    /** The error with the corrections made before it, a fix line and, for unknown columns, the closest names. */
    private ToolException explained(ToolException error, Call<?> call, Repair repair, LocalDateTime now) {
        String code = SocrataErrorText.code(error.details());
        Optional<String> unknown = SocrataErrorText.unknownColumn(error.getMessage(), error.details());
        if (code == null && unknown.isEmpty()) {
            // not a SoQL mistake (timeout, rate limit, server error): nothing to explain, no schema to wait for
            return error.withAdvice(repair.corrections(), List.of());
        }
        Optional<DatasetSchema> schema = await(call.schema());
        ToolException result = error;
        if (unknown.isPresent()) {
            DatasetSchema known =
                    schema.orElseGet(() -> schemas.schema(call.datasetId()).schema());
            result = columns.withSuggestions(error, unknown.get(), known);
        }
        Repair wouldBe = call.autoCorrect()
                ? null
                : repairer.repair(
                        call.soql(), schema.map(DatasetSchema::columns).orElse(null), now);
        // SQL that SoQL lacks explains the error by itself: Socrata's parse error names only a token
        List<Hint> hints = Checks.missingSql(repair.soql());
        if (hints.isEmpty()) {
            hints = AnswerNotes.merge(
                    Checks.error(repair.soql(), facts(call)),
                    ErrorHints.explain(
                            code,
                            error.getMessage(),
                            repair.soql(),
                            wouldBe,
                            schema.map(SoqlRunner::typesOf).orElse(Map.of())));
        }
        return result.withAdvice(repair.corrections(), hints);
    }

    /** Column names and literal types can only be fixed with the schema. */
    private static boolean isSchemaFixable(ToolException error) {
        return SocrataErrorText.unknownColumn(error.getMessage(), error.details())
                        .isPresent()
                || SocrataErrorText.TYPE_MISMATCH.equals(SocrataErrorText.code(error.details()));
    }

    private DatasetSchema awaitOrThrow(Call<?> call, ToolException original) {
        return await(call.schema()).orElseThrow(() -> original);
    }

    /** The schema when it is already known (cached), without waiting. */
    private static Optional<DatasetSchema> ready(CompletableFuture<SchemaLookup> schema) {
        return schema.isDone() && !schema.isCompletedExceptionally()
                ? Optional.of(schema.join().schema())
                : Optional.empty();
    }

    /** The schema once fetched; empty when it could not be read (the query's own answer still stands). */
    private static Optional<DatasetSchema> await(CompletableFuture<SchemaLookup> schema) {
        try {
            return Optional.of(schema.join().schema());
        } catch (CompletionException | SocrataException e) {
            return Optional.empty();
        }
    }

    /** {@code 2025-11-01T02:42:44Z} -> 2025-11-01; null when it is not an instant. */
    private static LocalDate day(String instant) {
        try {
            return LocalDate.ofInstant(Instant.parse(instant), ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    static Map<String, SoqlType> typesOf(DatasetSchema schema) {
        Map<String, SoqlType> types = new LinkedHashMap<>();
        schema.columns().forEach(c -> types.putIfAbsent(c.fieldName(), SoqlType.ofDataType(c.dataType())));
        return types;
    }
}
