package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.QueryText;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The amounts of time SQL dialects write for date arithmetic ({@link RelativeDateRule}):
 * {@code INTERVAL '7 days'}, {@code INTERVAL '7' DAY}, {@code INTERVAL 7 DAY},
 * {@code INTERVAL '1 year 2 months'}, SQLite's modifiers ({@code '-7 days'}) and the unit names of
 * {@code DATEADD(day, ...)}, read into shifts of a number of calendar units.
 */
final class Intervals {

    private static final Map<String, ChronoUnit> UNITS = Map.ofEntries(
            Map.entry("second", ChronoUnit.SECONDS),
            Map.entry("minute", ChronoUnit.MINUTES),
            Map.entry("hour", ChronoUnit.HOURS),
            Map.entry("day", ChronoUnit.DAYS),
            Map.entry("week", ChronoUnit.WEEKS),
            Map.entry("month", ChronoUnit.MONTHS),
            Map.entry("mon", ChronoUnit.MONTHS),
            Map.entry("year", ChronoUnit.YEARS),
            Map.entry("dd", ChronoUnit.DAYS),
            Map.entry("d", ChronoUnit.DAYS),
            Map.entry("mm", ChronoUnit.MONTHS),
            Map.entry("m", ChronoUnit.MONTHS),
            Map.entry("yy", ChronoUnit.YEARS),
            Map.entry("yyyy", ChronoUnit.YEARS),
            Map.entry("wk", ChronoUnit.WEEKS),
            Map.entry("hh", ChronoUnit.HOURS));
    private static final Pattern AMOUNT = Pattern.compile("([+-]?\\d+)\\s*([a-z]+)");

    private Intervals() {}

    /** A number of calendar units, to add to a moment. */
    record Shift(long amount, ChronoUnit unit) {
        Shift negated() {
            return new Shift(-amount, unit);
        }
    }

    /** The shifts an {@code INTERVAL} wrote, and its last token. */
    record IntervalAt(int last, List<Shift> shifts) {}

    /** The unit a name such as {@code day}, {@code days} or {@code dd} stands for, or null. */
    static ChronoUnit unit(String name) {
        return UNITS.get(singular(name.toLowerCase(Locale.ROOT)));
    }

    /** The interval whose {@code INTERVAL} keyword is at {@code keyword}, or null when it is none of the forms. */
    static IntervalAt interval(QueryText query, int keyword) {
        int amount = query.next(keyword);
        if (amount == QueryText.NONE) {
            return null;
        }
        int unit = query.next(amount);
        String amountText = query.is(amount, SoqlTokenType.STRING)
                ? SoqlStrings.value(query.token(amount))
                : query.token(amount).text();
        if (query.is(unit, SoqlTokenType.IDENTIFIER)
                && unit(query.lower(unit)) != null
                && integer(amountText) != null) {
            return new IntervalAt(unit, List.of(new Shift(integer(amountText), unit(query.lower(unit)))));
        }
        if (query.is(amount, SoqlTokenType.STRING)) {
            List<Shift> shifts = shifts(amountText);
            return shifts == null ? null : new IntervalAt(amount, shifts);
        }
        return null;
    }

    /** {@code '-7 days'}, {@code '1 year 2 months'}; null when anything else is written. */
    static List<Shift> shifts(String text) {
        String rest = text.trim().toLowerCase(Locale.ROOT);
        Matcher matcher = AMOUNT.matcher(rest);
        List<Shift> shifts = new ArrayList<>();
        int at = 0;
        while (matcher.find() && rest.substring(at, matcher.start()).isBlank()) {
            ChronoUnit unit = unit(matcher.group(2));
            if (unit == null) {
                return null;
            }
            shifts.add(new Shift(Long.parseLong(matcher.group(1)), unit));
            at = matcher.end();
        }
        return shifts.isEmpty() || !rest.substring(at).isBlank() ? null : shifts;
    }

    /** A small whole number as written ({@code -30}, {@code ' 7 '}), or null. */
    static Long integer(String text) {
        String trimmed = text.trim().replace(" ", "");
        return trimmed.matches("[+-]?\\d{1,6}") ? Long.valueOf(trimmed) : null;
    }

    private static String singular(String unit) {
        return unit.length() > 2 && unit.endsWith("s") ? unit.substring(0, unit.length() - 1) : unit;
    }
}
