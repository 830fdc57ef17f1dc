package datasf.mcp.pipeline;

import datasf.mcp.advisor.AdvisorProperties;
import datasf.mcp.advisor.ColumnValues;
import datasf.mcp.advisor.ZeroResultAdvisor;
import datasf.mcp.advisor.ZeroResultHints;
import datasf.mcp.answer.QueryAdvice;
import datasf.mcp.arguments.ColumnResolver;
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
import datasf.mcp.soql.check.Question;
import datasf.mcp.soql.rewrite.SoqlRepairer;
import datasf.mcp.soql.tree.SoqlTree;
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
 *
 * <p>The call's text is parsed once: the repairs, the checker, the checks, the advisor and the
 * tool's own paging all read that tree. A text the call builds is parsed once more each: what the
 * repairs changed (one parse per text they made), a value-corrected re-run, a hint's query.
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
     * @param attempt runs a query (parsed: its text is {@link SoqlTree#text()}) and returns the
     *     tool's result; throws SocrataException (or a ToolException) on failure
     * @param isEmpty whether a result has no rows, or only zero counts
     * @param rows a result's rows for the checks on the answer; {@link AnswerRows#NONE} when the
     *     result is not a table of the query's rows
     * @param question the person's question as the model passed it, read by the checks only;
     *     {@link Question#NONE} when there is none
     */
    public record Call<T>(
            String datasetId,
            String soql,
            boolean autoCorrect,
            CompletableFuture<SchemaLookup> schema,
            Function<SoqlTree, T> attempt,
            Predicate<T> isEmpty,
            Function<T, AnswerRows> rows,
            Question question) {

        /** A call whose result the checks read as rows, without a question. */
        public Call(
                String datasetId,
                String soql,
                boolean autoCorrect,
                CompletableFuture<SchemaLookup> schema,
                Function<SoqlTree, T> attempt,
                Predicate<T> isEmpty,
                Function<T, AnswerRows> rows) {
            this(datasetId, soql, autoCorrect, schema, attempt, isEmpty, rows, Question.NONE);
        }

        /** A call whose result the checks do not read as rows. */
        public Call(
                String datasetId,
                String soql,
                boolean autoCorrect,
                CompletableFuture<SchemaLookup> schema,
                Function<SoqlTree, T> attempt,
                Predicate<T> isEmpty) {
            this(datasetId, soql, autoCorrect, schema, attempt, isEmpty, result -> AnswerRows.NONE);
        }

        /** The same call, read against the person's question ({@code null} or blank: none). */
        public Call<T> asking(String text) {
            return new Call<>(datasetId, soql, autoCorrect, schema, attempt, isEmpty, rows, Question.of(text));
        }
    }

    /**
     * @param tree the query that produced the result (before paging clauses), parsed
     * @param hints why the result may be empty; empty when it is not
     * @param message one line for the LLM, or null
     */
    public record Answer<T>(
            T result,
            SoqlTree tree,
            List<Correction> corrections,
            List<Ambiguity> ambiguities,
            List<Hint> hints,
            String message) {

        /** The query that produced the result. */
        public String soql() {
            return tree.text();
        }

        /**
         * What the answer says about its query: the corrections the tool made before the query
         * ran (column names it resolved, its where) then the query's own, and the answer's line
         * then the tool's ({@code line}, or null).
         */
        public QueryAdvice advice(List<Correction> before, String line) {
            List<Correction> all = new ArrayList<>(before);
            all.addAll(corrections);
            return new QueryAdvice(AnswerNotes.joined(message, line), all, ambiguities, hints);
        }

        /** The same answer with other hints (the aggregate tool's, with its own limit in their queries). */
        public Answer<T> withHints(List<Hint> other) {
            return new Answer<>(result, tree, corrections, ambiguities, other, message);
        }
    }

    public <T> Answer<T> run(Call<T> call) {
        LocalDateTime now = LocalDateTime.now(zone);
        CallSchema schema = new CallSchema(call.schema());
        SoqlTree written = SoqlTree.parse(call.soql()); // the call's one parse of its text
        Repair repair = repaired(call, written, schema.readyChecker(), now);
        T result;
        try {
            result = attempt(call, repair.tree(), schema.cachedChecker());
        } catch (ToolException error) {
            if (!call.autoCorrect() || repair.schemaUsed() || !FailedQueries.isSchemaFixable(error)) {
                throw failures.explained(error, call, written, repair, now, schema);
            }
            SoqlChecker checker = schema.checker();
            if (!checker.columns().known()) {
                throw error;
            }
            Repair withSchema = repaired(call, written, checker, now);
            if (withSchema.soql().equals(repair.soql())) {
                throw failures.explained(error, call, written, withSchema, now, schema);
            }
            repair = withSchema;
            try {
                result = attempt(call, repair.tree(), checker);
            } catch (ToolException again) {
                throw failures.explained(again, call, written, repair, now, schema);
            }
        }
        if (!call.isEmpty().test(result)) {
            List<Hint> notes = Checks.answer(
                    repair.tree(), schema.facts(values), false, call.rows().apply(result), call.question());
            return new Answer<>(
                    result,
                    repair.tree(),
                    repair.corrections(),
                    repair.ambiguities(),
                    schema.gateNotes(notes, repair.tree()),
                    AnswerNotes.correctedMessage(repair));
        }
        return advised(call, repair, result, schema);
    }

    /** The query as the repairs make it (when auto-correct is on), unless they broke one the checker passes. */
    private Repair repaired(Call<?> call, SoqlTree written, SoqlChecker checker, LocalDateTime now) {
        if (!call.autoCorrect()) {
            return Repair.none(written);
        }
        return Suggestions.pass(checker, repairer.repair(written, checker.columns(), now), written);
    }

    /**
     * Runs one query text; a failed Socrata request becomes the tool's error, to be explained. A
     * query the checker is sure Socrata refuses is refused here, in Socrata's terms, without asking.
     */
    private static <T> T attempt(Call<T> call, SoqlTree soql, SoqlChecker checker) {
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
                advisor.advise(call.datasetId(), repair.tree(), schema.types(), lastUpdate, call.autoCorrect());
        ZeroResultHints.Advice advice = outcome.advice();
        // the value-corrected query is a text the advisor built: parsed once, checked, then run
        SoqlTree rerun = outcome.rerun() ? SoqlTree.parse(advice.correctedSoql()) : null;
        if (rerun != null
                && Suggestions.about(schema.checker(), repair.tree(), null).passes(rerun)) {
            try {
                T corrected = attempt(call, rerun, schema.checker());
                if (!call.isEmpty().test(corrected)) {
                    List<Correction> all = new ArrayList<>(repair.corrections());
                    all.addAll(advice.valueCorrections());
                    // the value was one mistake; the rows of the query that ran can show another
                    List<Hint> notes = Checks.answer(
                            rerun, schema.facts(values), false, call.rows().apply(corrected), call.question());
                    return new Answer<>(
                            corrected,
                            rerun,
                            all,
                            repair.ambiguities(),
                            schema.gateNotes(notes, rerun),
                            valueMessage(advice.valueCorrections()));
                }
            } catch (ToolException rerunFailed) {
                // keep the empty answer and its hints, which name the value to use
            }
        }
        List<Hint> hints = schema.gate(
                AnswerNotes.merge(
                        Checks.answer(
                                repair.tree(),
                                schema.facts(values),
                                true,
                                call.rows().apply(empty),
                                call.question()),
                        advice.hints()),
                repair.tree(),
                null);
        return new Answer<>(
                empty,
                repair.tree(),
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
