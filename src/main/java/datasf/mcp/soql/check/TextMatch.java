package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import java.util.List;
import java.util.Locale;
import java.util.function.BiPredicate;
import java.util.regex.Pattern;

/** How LIKE, contains and starts_with match a value, with and without regard to case. */
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
                case LIKE -> like(p).matcher(v).matches();
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

    /** A LIKE pattern as a regular expression: {@code %} any text, {@code _} one character. */
    static Pattern like(String pattern) {
        StringBuilder regex = new StringBuilder();
        StringBuilder literal = new StringBuilder();
        for (char c : pattern.toCharArray()) {
            if (c == '%' || c == '_') {
                regex.append(Pattern.quote(literal.toString())).append(c == '%' ? ".*" : ".");
                literal.setLength(0);
            } else {
                literal.append(c);
            }
        }
        regex.append(Pattern.quote(literal.toString()));
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }
}
