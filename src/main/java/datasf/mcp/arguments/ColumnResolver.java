package datasf.mcp.arguments;

import datasf.mcp.errors.ToolException;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;

/**
 * Column names an LLM wrote, against a dataset's schema: the column a name means (a field name, a
 * display name or a near miss), or a validation error naming the argument with the closest names;
 * and the closest names for a column Socrata did not know ({@link datasf.mcp.advisor.SocrataErrorText}
 * recognises its error), so the next call can get it right.
 * Used by the tools that build SoQL themselves, so no unchecked text becomes an identifier. (Column
 * names inside SoQL are corrected by {@link datasf.mcp.soql.rewrite.SoqlRepairer}, run by
 * the pipeline's {@code SoqlRunner}.)
 */
@Singleton
public class ColumnResolver {

    private final SoqlColumnCorrector corrector;

    public ColumnResolver(SoqlColumnCorrector corrector) {
        this.corrector = corrector;
    }

    /** A resolved column and, when the name was rewritten, the correction to report. */
    public record Resolved(ColumnInfo column, Correction correction) {}

    public Resolved resolve(String written, DatasetSchema schema, String argument) {
        String name = written.strip();
        Optional<ColumnInfo> exact = find(schema, name);
        if (exact.isPresent()) {
            return new Resolved(exact.get(), null);
        }
        Optional<ColumnInfo> corrected =
                corrector.correctColumn(name, schema.columns()).flatMap(field -> find(schema, field));
        if (corrected.isPresent()) {
            return new Resolved(
                    corrected.get(), Correction.column(name, corrected.get().fieldName()));
        }
        ToolException unknown = ToolException.validation(
                "Invalid " + argument + ": \"" + name + "\" is not a column of " + schema.datasetId());
        throw withSuggestions(unknown, name, schema);
    }

    private static Optional<ColumnInfo> find(DatasetSchema schema, String fieldName) {
        return schema.columns().stream()
                .filter(c -> c.fieldName().equals(fieldName))
                .findFirst();
    }

    /** Corrections that were made, in order, without nulls. */
    public static List<Correction> corrections(List<Resolved> resolved) {
        return resolved.stream()
                .map(Resolved::correction)
                .filter(c -> c != null)
                .toList();
    }

    /** The error with the closest field names added, so the next call can get it right. */
    public ToolException withSuggestions(ToolException error, String column, DatasetSchema schema) {
        List<String> suggestions = corrector.suggest(column, schema.columns(), 3);
        String hint = suggestions.isEmpty()
                ? "no similar column; call get_schema for the field names"
                : "did you mean " + String.join(", ", suggestions) + "?";
        String details = error.details() == null ? hint : error.details() + " | " + hint;
        return new ToolException(error.type(), error.getMessage(), details);
    }
}
