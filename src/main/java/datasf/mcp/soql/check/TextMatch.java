package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.LikePattern;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * How LIKE, contains and starts_with match a value, with and without regard to case. LIKE goes
 * through {@link LikePattern}, never a regex: a pattern of many {@code %} read as {@code .*}
 * backtracks for minutes against a value it does not match.
 */
enum TextMatch {
    LIKE,
    CONTAINS,
    STARTS_WITH;

    /**
     * The match of one pattern or part, as a predicate over values: the pattern is read once for
     * all the values it is tried on; {@code caseless} folds both to upper case.
     */
    Predicate<String> matcher(String pattern, boolean caseless) {
        String p = caseless ? pattern.toUpperCase(Locale.ROOT) : pattern;
        LikePattern like = this == LIKE ? LikePattern.of(p, false) : null;
        return value -> {
            String v = caseless ? value.toUpperCase(Locale.ROOT) : value;
            return switch (this) {
                case LIKE -> like.matches(v);
                case CONTAINS -> v.contains(p);
                case STARTS_WITH -> v.startsWith(p);
            };
        };
    }

    /** The known values the pattern matches. */
    List<ColumnStats.Count> matches(ColumnFacts column, String pattern, boolean caseless) {
        Predicate<String> match = matcher(pattern, caseless);
        return column.values().stream().filter(v -> match.test(v.value())).toList();
    }
}
