package datasf.mcp.socrata;

import java.util.regex.Pattern;

/**
 * Socrata's dataset identifier, the "4x4": two groups of four lower-case letters or digits. One
 * definition for every place that checks one: the tools' arguments, cursors, the Socrata URLs an
 * id becomes part of, and the request log (which records only well-formed ids).
 */
public final class DatasetId {

    /** An id as a regular expression, to find one inside a longer text (a resource URI). */
    public static final String ID = "[a-z0-9]{4}-[a-z0-9]{4}";

    /** The rule as a regular expression, for constraint annotations and messages. */
    public static final String PATTERN = "^" + ID + "$";

    /** What a client is told when an id breaks the rule. */
    public static final String RULE = "must be a dataset id like wg3w-h783 (pattern " + PATTERN + ")";

    private static final Pattern COMPILED = Pattern.compile(PATTERN);

    private DatasetId() {}

    public static boolean isValid(String text) {
        return text != null && COMPILED.matcher(text).matches();
    }
}
