package datasf.mcp.advisor;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What Socrata said about a failed query, read from an error's message and details (its code and
 * data, {@code "query.soql.no-such-column: {...}"}, as {@code socrata.SocrataErrors} keeps them):
 * the error code, and the column a "no such column" error names. The one place that recognises
 * them, for every tool and hint.
 */
public final class SocrataErrorText {

    public static final String NO_SUCH_COLUMN = "query.soql.no-such-column";
    public static final String TYPE_MISMATCH = "query.soql.type-mismatch";

    private static final Pattern CODE = Pattern.compile("^(query\\.[a-z.\\-]+)");
    /** Socrata's words, for an error without its code: the name as written, backticked or bare. */
    private static final Pattern MESSAGE_COLUMN = Pattern.compile("(?i)no such column:?\\s*(?:`([^`]+)`|([\\w:@]+))");

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * How much of Socrata's message (and of its error data) the advice reads: what it looks for is
     * near the start, and the patterns stay cheap on a message of any length.
     */
    static final int READ = 4096;

    private SocrataErrorText() {}

    /** Socrata's error code ({@code query.soql.type-mismatch}) from an error's details, or null. */
    public static String code(String details) {
        if (details == null) {
            return null;
        }
        Matcher m = CODE.matcher(details);
        return m.find() ? m.group(1) : null;
    }

    /**
     * The unknown column a "no such column" error names: its data's {@code column} (exactly as
     * written, spaces and all), else the name in its message. An error with another code is not
     * one, even when its message quotes a query that says "no such column".
     */
    public static Optional<String> unknownColumn(String message, String details) {
        String code = code(details);
        if (code != null && !code.equals(NO_SUCH_COLUMN)) {
            return Optional.empty();
        }
        if (code != null) {
            Optional<String> fromData = dataColumn(details.substring(code.length()));
            if (fromData.isPresent()) {
                return fromData;
            }
        }
        for (String text : new String[] {message, details}) {
            Matcher m = text == null ? null : MESSAGE_COLUMN.matcher(head(text));
            if (m != null && m.find()) {
                return Optional.of(m.group(1) != null ? m.group(1) : m.group(2));
            }
        }
        return Optional.empty();
    }

    /** The start of a text of Socrata's, as much as the advice reads ({@link #READ}); null stays null. */
    static String head(String text) {
        return text == null || text.length() <= READ ? text : text.substring(0, READ);
    }

    /** {@code data.column} of the details after the code (": {...}"), when that is JSON. */
    private static Optional<String> dataColumn(String afterCode) {
        int brace = afterCode.indexOf('{');
        if (brace < 0) {
            return Optional.empty();
        }
        try {
            JsonNode column = JSON.readTree(afterCode.substring(brace)).path("column");
            return column.isTextual() && !column.asText().isBlank() ? Optional.of(column.asText()) : Optional.empty();
        } catch (java.io.IOException e) {
            return Optional.empty();
        }
    }
}
