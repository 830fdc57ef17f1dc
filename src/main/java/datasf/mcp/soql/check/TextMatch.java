package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.LikePattern;
import java.util.List;
import java.util.Locale;
import java.util.function.BiPredicate;

/**
 * How LIKE, contains and starts_with match a value, with and without regard to case. LIKE goes
 * through {@link LikePattern}, never a regex: a pattern of many {@code %} read as {@code .*}
 * backtracks for minutes against a value it does not match.
 */
enum TextMatch {
    LIKE,
    CONTAINS,
    STARTS_WITH;

    /** The match as a predicate over (value, pattern or part); {@code caseless} folds both to upper case. */
    BiPredicate<String, String> matcher(boolean caseless) {
        return (value, pattern) -> {
            String v = caseless ? value.toUpperCase(Locale.ROOT) : value;
            String p = caseless ? pattern.toUpperCase(Locale.ROOT) : pattern;
            return switch (this) {
                case LIKE -> LikePattern.of(p, false).matches(v);
                case CONTAINS -> v.contains(p);
                case STARTS_WITH -> v.startsWith(p);
            };
        };
    }

    /** The known values the pattern matches. */
    List<ColumnStats.Count> matches(ColumnFacts column, String pattern, boolean caseless) {
        BiPredicate<String, String> match = matcher(caseless);
        return column.values().stream()
                .filter(v -> match.test(v.value(), pattern))
                .toList();
    }
}
