package datasf.mcp.pipeline;

import datasf.mcp.advisor.ColumnValues;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.socrata.SocrataException;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.analysis.SoqlChecker;
import datasf.mcp.soql.analysis.Suggestions;
import datasf.mcp.soql.check.DatasetFacts;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The dataset's schema as one tool call sees it: at hand (cached) when the call starts or not,
 * awaited when the answer needs it, and read once into the call's {@link ColumnTypes} and
 * {@link SoqlChecker}, which the repairs, the checks, the advisor and the gate all use.
 */
final class CallSchema {

    private final CompletableFuture<SchemaLookup> future;
    private DatasetSchema read;
    private SoqlChecker checker;
    private DatasetFacts facts;

    CallSchema(CompletableFuture<SchemaLookup> future) {
        this.future = future;
    }

    /** The schema when it is already known (cached), without waiting. */
    Optional<DatasetSchema> ready() {
        return future.isDone() && !future.isCompletedExceptionally()
                ? Optional.of(future.join().schema())
                : Optional.empty();
    }

    /** The schema once fetched; empty when it could not be read (the query's own answer still stands). */
    Optional<DatasetSchema> await() {
        try {
            return Optional.of(future.join().schema());
        } catch (CompletionException | SocrataException e) {
            return Optional.empty();
        }
    }

    /** The checker over the column types of the schema when at hand now, else over none. */
    SoqlChecker readyChecker() {
        return checkerOf(ready());
    }

    /**
     * The checker over the column types of the schema when the instance had it cached before the
     * call, else over none: what a refusal before sending relies on, so that whether the server or
     * Socrata refuses a query depends on what the instance knew, not on which request came first.
     */
    SoqlChecker cachedChecker() {
        boolean cached = future.isDone()
                && !future.isCompletedExceptionally()
                && future.join().cached();
        return cached ? readyChecker() : checkerOf(Optional.empty());
    }

    /** The checker over the column types of the schema, waited for; over none when it cannot be read. */
    SoqlChecker checker() {
        return checkerOf(await());
    }

    ColumnTypes types() {
        return checker().columns();
    }

    /**
     * What the checks know of the dataset: its schema once fetched, and the values already looked
     * up. Built once per call, on the first answer or error that needs it.
     */
    DatasetFacts facts(ColumnValues values) {
        if (facts == null) {
            facts = await().map(schema -> DatasetFacts.of(
                            schema,
                            checkerOf(Optional.of(schema)).columns(),
                            (dataset, field) -> values.cached(dataset, field).map(AnswerNotes::known)))
                    .orElseGet(DatasetFacts::none);
        }
        return facts;
    }

    /**
     * Every hint and note of an answer passes the one gate ({@link Suggestions}) before it is
     * given: its query, if any, checked against the query it is about.
     */
    List<Hint> gate(List<Hint> hints, SoqlTree soql, String refusal) {
        if (hints.stream().allMatch(hint -> hint.query() == null)) {
            return hints;
        }
        return Suggestions.about(checker(), soql, refusal).pass(hints);
    }

    /**
     * The notes on an answer with rows through the same gate, each later query mending what the
     * ones before it mend too where they change other parts ({@link Suggestions#passTogether}).
     */
    List<Hint> gateNotes(List<Hint> notes, SoqlTree soql) {
        if (notes.stream().allMatch(hint -> hint.query() == null)) {
            return notes;
        }
        return Suggestions.about(checker(), soql, null).passTogether(soql.text(), notes);
    }

    /** One reading of a schema per call: the same schema gives the same checker. */
    private SoqlChecker checkerOf(Optional<DatasetSchema> schema) {
        if (schema.isEmpty()) {
            return SoqlChecker.of(ColumnTypes.none());
        }
        if (schema.get() != read) {
            read = schema.get();
            checker = SoqlChecker.of(ColumnTypes.of(read.columns()));
        }
        return checker;
    }
}
