package datasf.mcp.tools;

import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.soql.CorrectionOutcome;
import datasf.mcp.soql.SchemaColumn;
import datasf.mcp.soql.SoqlColumnCorrector;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Auto-correction of column names against a dataset's schema, and "did you mean" suggestions
 * for Socrata's "no such column" errors, shared by the tools that take SoQL or column names.
 */
@Singleton
public class ColumnCorrection {

    private static final Pattern NO_SUCH_COLUMN = Pattern.compile("(?i)no such column:?\\s*`?([\\w:@]+)`?");

    private final SoqlColumnCorrector corrector;
    private final SchemaService schemas;

    public ColumnCorrection(SoqlColumnCorrector corrector, SchemaService schemas) {
        this.corrector = corrector;
        this.schemas = schemas;
    }

    /**
     * Runs {@code attempt} on the corrected query. With the schema cached, correction happens
     * first at no upstream cost. Without it, the query runs as written (most are right) and only
     * Socrata's "no such column" answer triggers a schema fetch, correction and one retry. An
     * unknown column that correction cannot fix comes back with "did you mean" suggestions.
     */
    public <T> T run(String datasetId, String soql, boolean autoCorrect, Function<CorrectionOutcome, T> attempt) {
        Optional<DatasetSchema> cached = autoCorrect ? schemas.cached(datasetId) : Optional.empty();
        CorrectionOutcome first = cached.map(schema -> correct(soql, schema))
                .orElse(CorrectionOutcome.unchanged(soql));
        try {
            return attempt.apply(first);
        } catch (ToolException error) {
            Optional<String> unknown = unknownColumn(error);
            if (unknown.isEmpty()) {
                throw error;
            }
            DatasetSchema schema = schemas.schema(datasetId).schema();
            if (autoCorrect && cached.isEmpty()) {
                CorrectionOutcome retry = correct(soql, schema);
                if (retry.changed()) {
                    try {
                        return attempt.apply(retry);
                    } catch (ToolException again) {
                        throw unknownColumn(again).map(column -> withSuggestions(again, column, schema)).orElse(again);
                    }
                }
            }
            throw withSuggestions(error, unknown.get(), schema);
        }
    }

    public CorrectionOutcome correct(String soql, DatasetSchema schema) {
        return corrector.correct(soql, columns(schema));
    }

    public Optional<String> correctColumn(String name, DatasetSchema schema) {
        return corrector.correctColumn(name, columns(schema));
    }

    /** The unknown column Socrata named in a "no such column" error, if that is what this is. */
    public static Optional<String> unknownColumn(ToolException error) {
        for (String text : new String[] {error.getMessage(), error.details()}) {
            if (text != null) {
                Matcher m = NO_SUCH_COLUMN.matcher(text);
                if (m.find()) {
                    return Optional.of(m.group(1));
                }
            }
        }
        return Optional.empty();
    }

    /** The error with the closest field names added, so the next call can get it right. */
    public ToolException withSuggestions(ToolException error, String column, DatasetSchema schema) {
        List<String> suggestions = corrector.suggest(column, columns(schema), 3);
        String hint = suggestions.isEmpty()
                ? "no similar column; call get_schema for the field names"
                : "did you mean " + String.join(", ", suggestions) + "?";
        String details = error.details() == null ? hint : error.details() + " | " + hint;
        return new ToolException(error.type(), error.getMessage(), details);
    }

    static List<SchemaColumn> columns(DatasetSchema schema) {
        return schema.columns().stream().map(c -> new SchemaColumn(c.fieldName(), c.name())).toList();
    }
}
