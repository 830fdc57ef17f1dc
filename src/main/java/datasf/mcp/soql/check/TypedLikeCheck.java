package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.math.BigInteger;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * LIKE takes text: {@code release_year LIKE '197%'} for "1970s films", {@code zipcode LIKE
 * '9411%'} or {@code plantdate LIKE '2023%'} is refused by Socrata as a type mismatch. The digits
 * the pattern starts with say which numbers are meant: on a number column whose known values all
 * have as many digits (its smallest and largest), the range of those that start so
 * ({@code release_year BETWEEN 1970 AND 1979}); on a timestamp, the year or the month it names
 * ({@code date_extract_y(plantdate) = 2023}). A block the question names gives the width
 * of house numbers of any width ("the 3200 block": {@code street_number BETWEEN 3200 AND 3299}).
 */
final class TypedLikeCheck implements Check {

    private static final Pattern DIGITS = Pattern.compile("(\\d+)%");
    private static final Pattern PERIOD = Pattern.compile("(\\d{4})(?:-(\\d{2}))?-?%");

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            Literal pattern = condition.kind() == Predicate.Kind.LIKE
                    ? Values.string(condition.values().get(0))
                    : null;
            if (column == null || pattern == null || condition.negated() || !condition.isBareColumn()) {
                continue;
            }
            String field = column.field();
            String fixed = switch (column.type()) {
                case NUMBER -> numbers(column, pattern.value(), review.question());
                case TIMESTAMP -> period(field, pattern.value());
                default -> null;
            };
            if (fixed != null) {
                notes.replace(
                        condition.node(),
                        "LIKE takes text, and " + field + " is "
                                + (column.type() == SoqlType.NUMBER ? "a number" : "a timestamp")
                                + ": the values that start so are a range",
                        fixed);
            }
        }
    }

    private static String numbers(ColumnFacts column, String pattern, Question question) {
        Matcher digits = DIGITS.matcher(pattern);
        if (!digits.matches() || column.stats() == null) {
            return null;
        }
        String prefix = digits.group(1);
        // "the 3200 block" written street_number LIKE '32%': its numbers have four digits
        Optional<String> block = BlockNumbers.begunBy(question, prefix);
        int width = block.map(String::length).orElse(width(column.stats().largest()));
        if (width <= prefix.length() || width != width(column.stats().smallest()) && block.isEmpty()) {
            return null;
        }
        BigInteger scale = BigInteger.TEN.pow(width - prefix.length());
        BigInteger low = new BigInteger(prefix).multiply(scale);
        BigInteger high = low.add(scale).subtract(BigInteger.ONE);
        return column.field() + " BETWEEN " + low + " AND " + high;
    }

    /** Digits before a decimal point, or 0 when the value is no plain whole number. */
    private static int width(String value) {
        if (value == null) {
            return 0;
        }
        String whole = value.contains(".") ? value.substring(0, value.indexOf('.')) : value;
        return whole.matches("\\d+") ? whole.length() : 0;
    }

    private static String period(String field, String pattern) {
        Matcher period = PERIOD.matcher(pattern);
        if (!period.matches()) {
            return null;
        }
        String year = "date_extract_y(" + field + ") = " + period.group(1);
        return period.group(2) == null
                ? year
                : "(" + year + " AND date_extract_m(" + field + ") = " + Integer.parseInt(period.group(2)) + ")";
    }
}
