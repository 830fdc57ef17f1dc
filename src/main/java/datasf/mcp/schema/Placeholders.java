package datasf.mcp.schema;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Values that are not one of the things a column names but stand in for one: a value written for
 * "not known" where the publisher never leaves the column null ({@code Tree(s) ::},
 * {@code Unknown}, {@code N/A}), and a bucket for the rows outside every real value
 * ({@code Out of SF}). A question about the things ("which district", "trees of unknown species")
 * is answered with them in mind.
 */
public final class Placeholders {

    /** Whole values that say "not known", lower case. */
    private static final Set<String> UNKNOWN = Set.of(
            "unknown",
            "n/a",
            "na",
            "none",
            "not specified",
            "unspecified",
            "not applicable",
            "not available",
            "not provided",
            "not recorded",
            "no data",
            "tbd",
            "null",
            "blank",
            "-",
            "--",
            "?");

    /** A value with an empty part ({@code Tree(s) ::}: a scientific and a common name, both left out). */
    private static final Pattern EMPTY_PART = Pattern.compile(".*::\\s*$|^\\s*::.*");

    /** A value that names where the rows are not ({@code Out of SF}, {@code Outside city limits}). */
    private static final Pattern OUTSIDE = Pattern.compile("(?:out of|outside)\\b.*");

    private Placeholders() {}

    /** Whether {@code value} is written for "not known": a word for it, an empty part, no letters at all. */
    public static boolean standsForUnknown(String value) {
        String lower = value.strip().toLowerCase(Locale.ROOT);
        return UNKNOWN.contains(lower) || EMPTY_PART.matcher(lower).matches() || !lower.matches(".*[\\p{L}\\d].*");
    }

    /**
     * Whether {@code value} is no real value of its column: written for "not known", or a bucket
     * for the rows outside every real one.
     */
    public static boolean isBucket(String value) {
        return standsForUnknown(value)
                || OUTSIDE.matcher(value.strip().toLowerCase(Locale.ROOT)).matches();
    }
}
