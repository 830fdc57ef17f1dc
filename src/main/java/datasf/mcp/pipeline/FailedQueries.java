package datasf.mcp.pipeline;

import datasf.mcp.advisor.ColumnValues;
import datasf.mcp.advisor.ErrorHints;
import datasf.mcp.advisor.SocrataErrorText;
import datasf.mcp.arguments.ColumnResolver;
import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.analysis.Advice;
import datasf.mcp.soql.analysis.Finding;
import datasf.mcp.soql.analysis.SoqlChecker;
import datasf.mcp.soql.check.Checks;
import datasf.mcp.soql.check.NullGroupSuggestions;
import datasf.mcp.soql.rewrite.SoqlRepairer;
import datasf.mcp.soql.tree.SoqlTree;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

/**
 * A query Socrata refused, or the server refused before sending it, as the tool's error: Socrata's
 * words kept, with the corrections made before it and how to fix it.
 */
final class FailedQueries {

    private final SchemaService schemas;
    private final ColumnResolver columns;
    private final SoqlRepairer repairer;
    private final ColumnValues values;

    FailedQueries(SchemaService schemas, ColumnResolver columns, SoqlRepairer repairer, ColumnValues values) {
        this.schemas = schemas;
        this.columns = columns;
        this.repairer = repairer;
        this.values = values;
    }

    /** A refusal found before sending, worded and coded as Socrata's own. */
    static ToolException refused(Finding finding) {
        return new ToolException(
                ErrorType.VALIDATION,
                "Invalid soql: " + finding.code() + "; " + finding.message()
                        + " (Socrata refuses this query: found before sending it)",
                finding.code());
    }

    /**
     * The error with the corrections made before it and how to fix it: the checker's fix when it
     * knows why Socrata refused the query, else the SoQL form of SQL it holds, else the fix line
     * for Socrata's error code; for unknown columns, the closest names.
     *
     * @param written the call's query as written, parsed
     */
    ToolException explained(
            ToolException error,
            SoqlRunner.Call<?> call,
            SoqlTree written,
            Repair repair,
            LocalDateTime now,
            CallSchema schema) {
        String code = SocrataErrorText.code(error.details());
        Optional<String> unknown = SocrataErrorText.unknownColumn(error.getMessage(), error.details());
        if (code == null && unknown.isEmpty()) {
            // not a SoQL mistake (timeout, rate limit, server error): nothing to explain, no schema to wait for
            return error.withAdvice(repair.corrections(), List.of());
        }
        ToolException result = error;
        if (unknown.isPresent()) {
            DatasetSchema known = schema.await()
                    .orElseGet(() -> schemas.schema(call.datasetId()).schema());
            result = columns.withSuggestions(error, unknown.get(), known);
        }
        SoqlChecker checker = schema.checker();
        Repair wouldBe = call.autoCorrect() ? null : repairer.repair(written, checker.columns(), now);
        List<Hint> hints = wouldBe != null && wouldBe.changed()
                ? List.of()
                : Advice.of(checker).explain(checker.check(repair.tree()), code);
        if (hints.isEmpty()) {
            // SQL that SoQL lacks explains the error by itself: Socrata's parse error names only a token
            hints = Checks.missingSql(repair.tree(), schema.facts(values));
        }
        if (hints.isEmpty()) {
            hints = AnswerNotes.merge(
                    Checks.error(repair.tree(), schema.facts(values), call.question()),
                    ErrorHints.explain(
                            code,
                            error.getMessage(),
                            repair.tree(),
                            wouldBe,
                            checker.columns().asMap()));
        }
        hints = NullGroupSuggestions.leftOut(hints, schema.facts(values), call.question());
        return result.withAdvice(repair.corrections(), schema.gate(hints, repair.tree(), code));
    }

    /** Column names and literal types can only be fixed with the schema. */
    static boolean isSchemaFixable(ToolException error) {
        return SocrataErrorText.unknownColumn(error.getMessage(), error.details())
                        .isPresent()
                || SocrataErrorText.TYPE_MISMATCH.equals(SocrataErrorText.code(error.details()));
    }
}
