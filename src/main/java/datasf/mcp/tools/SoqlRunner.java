package datasf.mcp.tools;

import datasf.mcp.advisor.AdvisorProperties;
import datasf.mcp.advisor.ColumnValues;
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
import datasf.mcp.soql.analysis.Finding;
import datasf.mcp.soql.analysis.SoqlChecker;
import datasf.mcp.soql.analysis.Suggestions;
import datasf.mcp.soql.check.AnswerRows;
import datasf.mcp.soql.check.Checks;
import datasf.mcp.soql.rewrite.SoqlRepairer;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
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
 * The call's schema is read once ({@link CallSchema}) into the column types and the SoQL checker
 * the repairs, the checks, the advisor and the refusals use. With the schema cached, a query the
 * checker is sure Socrata refuses is refused without asking ({@link FailedQueries}). Every hint
 * and note, whatever wrote it, reaches the answer through {@link CallSchema#gate}, so a check
 * added later needs nothing of its own for its queries to be checked. A non-empty answer costs
 * nothing beyond the query itself.
 */
@Singleton
public class SoqlRunner {

    private final SoqlRepairer repairer;
    private final ZeroResultAdvisor advisor;
    private final ColumnValues values;
    private final FailedQueries failures;
    private final ZoneId zone;

    public SoqlRunner(
            SchemaService schemas,
            ColumnResolver columns,
            SoqlRepairer repairer,
            ZeroResultAdvisor advisor,
            ColumnValues values,
            AdvisorProperties properties) {
        this.repairer = repairer;
        this.advisor = advisor;
        this.values = values;
        this.failures = new FailedQueries(schemas, columns, repairer, values);
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
        CallSchema schema = new CallSchema(call.schema());
        Repair repair = repaired(call, schema.readyChecker(), now);
        T result;
        try {
            result = attempt(call, repair.soql(), schema.cachedChecker());
        } catch (ToolException error) {
            if (!call.autoCorrect() || repair.schemaUsed() || !FailedQueries.isSchemaFixable(error)) {
                throw failures.explained(error, call, repair, now, schema);
            }
            SoqlChecker checker = schema.checker();
            if (!checker.columns().known()) {
                throw error;
            }
            Repair withSchema = repaired(call, checker, now);
            if (withSchema.soql().equals(repair.soql())) {
                throw failures.explained(error, call, withSchema, now, schema);
            }
            repair = withSchema;
            try {
                result = attempt(call, repair.soql(), checker);
            } catch (ToolException again) {
                throw failures.explained(again, call, repair, now, schema);
            }
        }
        if (!call.isEmpty().test(result)) {
            List<Hint> notes = Checks.answer(
                    repair.soql(), schema.facts(values), false, call.rows().apply(result));
            return new Answer<>(
                    result,
                    repair.soql(),
                    repair.corrections(),
                    repair.ambiguities(),
                    schema.gateNotes(notes, repair.soql()),
                    AnswerNotes.correctedMessage(repair));
        }
        return advised(call, repair, result, schema);
    }

    /** The query as the repairs make it (when auto-correct is on), unless they broke one the checker passes. */
    private Repair repaired(Call<?> call, SoqlChecker checker, LocalDateTime now) {
        if (!call.autoCorrect()) {
            return Repair.none(call.soql());
        }
        return Suggestions.pass(checker, repairer.repair(call.soql(), checker.columns(), now), call.soql());
    }

    /**
     * Runs one query text; a failed Socrata request becomes the tool's error, to be explained. A
     * query the checker is sure Socrata refuses is refused here, in Socrata's terms, without asking.
     */
    private static <T> T attempt(Call<T> call, String soql, SoqlChecker checker) {
        if (checker.columns().known()) {
            Optional<Finding> refusal = checker.check(soql).refusal();
            if (refusal.isPresent()) {
                throw FailedQueries.refused(refusal.get());
            }
        }
        try {
            return call.attempt().apply(soql);
        } catch (SocrataException failure) {
            throw ToolException.of(failure);
        }
    }

    /** An empty result with hints, or the result of the value-corrected query when that has rows. */
    private <T> Answer<T> advised(Call<T> call, Repair repair, T empty, CallSchema schema) {
        LocalDate lastUpdate = schema.await()
                .map(DatasetSchema::dataUpdatedAt)
                .map(SoqlRunner::day)
                .orElse(null);
        ZeroResultAdvisor.Outcome outcome =
                advisor.advise(call.datasetId(), repair.soql(), schema.types(), lastUpdate, call.autoCorrect());
        ZeroResultHints.Advice advice = outcome.advice();
        if (outcome.rerun()
                && Suggestions.about(schema.checker(), repair.soql(), null).passes(advice.correctedSoql())) {
            try {
                T corrected = attempt(call, advice.correctedSoql(), schema.checker());
                if (!call.isEmpty().test(corrected)) {
                    List<Correction> all = new ArrayList<>(repair.corrections());
                    all.addAll(advice.valueCorrections());
                    // the value was one mistake; the rows of the query that ran can show another
                    List<Hint> notes = Checks.answer(
                            advice.correctedSoql(),
                            schema.facts(values),
                            false,
                            call.rows().apply(corrected));
                    return new Answer<>(
                            corrected,
                            advice.correctedSoql(),
                            all,
                            repair.ambiguities(),
                            schema.gateNotes(notes, advice.correctedSoql()),
                            valueMessage(advice.valueCorrections()));
                }
            } catch (ToolException rerunFailed) {
                // keep the empty answer and its hints, which name the value to use
            }
        }
        List<Hint> hints = schema.gate(
                AnswerNotes.merge(
                        Checks.answer(
                                repair.soql(),
                                schema.facts(values),
                                true,
                                call.rows().apply(empty)),
                        advice.hints()),
                repair.soql(),
                null);
        return new Answer<>(
                empty,
                repair.soql(),
                repair.corrections(),
                repair.ambiguities(),
                hints,
                AnswerNotes.emptyMessage(hints));
    }

    private static String valueMessage(List<Correction> values) {
        return values.stream()
                        .map(c -> c.column() + " has " + c.corrected() + ", not " + c.original())
                        .collect(Collectors.joining("; "))
                + ": ran with " + (values.size() == 1 ? "it" : "them")
                + " (see corrections).";
    }

    /** {@code 2025-11-01T02:42:44Z} -> 2025-11-01; null when it is not an instant. */
    private static LocalDate day(String instant) {
        try {
            return LocalDate.ofInstant(Instant.parse(instant), ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
