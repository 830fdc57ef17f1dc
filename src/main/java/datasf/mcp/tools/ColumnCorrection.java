package datasf.mcp.tools;

import datasf.mcp.errors.ToolException;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.soql.SoqlColumnCorrector;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Column names an LLM wrote, against a dataset's schema: the one field a single name means, and
 * "did you mean" suggestions for Socrata's "no such column" errors. (Column names inside SoQL are
 * corrected by {@link datasf.mcp.soql.rewrite.SoqlRepairer}, run by {@link SoqlRunner}.)
 */
@Singleton
public class ColumnCorrection {

    private static final Pattern NO_SUCH_COLUMN = Pattern.compile("(?i)no such column:?\\s*`?([\\w:@]+)`?");

    private final SoqlColumnCorrector corrector;

    public ColumnCorrection(SoqlColumnCorrector corrector) {
        this.corrector = corrector;
    }

    public Optional<String> correctColumn(String name, DatasetSchema schema) {
        return corrector.correctColumn(name, schema.columns());
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
        List<String> suggestions = corrector.suggest(column, schema.columns(), 3);
        String hint = suggestions.isEmpty()
                ? "no similar column; call get_schema for the field names"
                : "did you mean " + String.join(", ", suggestions) + "?";
        String details = error.details() == null ? hint : error.details() + " | " + hint;
        return new ToolException(error.type(), error.getMessage(), details);
    }
}
