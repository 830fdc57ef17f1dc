package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.SoqlToken;
import datasf.mcp.soql.SoqlTokenType;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Now" and date arithmetic, which SoQL lacks: {@code NOW()}, {@code CURRENT_DATE},
 * {@code GETDATE()}, SQLite's {@code date('now', '-7 days')}, with any {@code ± INTERVAL '7 days'}
 * after them, {@code DATE_SUB(NOW(), INTERVAL 30 DAY)} and {@code DATEADD(day, -30, GETDATE())},
 * become one ISO literal computed at request time in the portal's local time (DataSF's
 * timestamps are floating, in San Francisco time). A column of that name is never touched.
 */
final class RelativeDateRule implements RewriteRule {

    static final String REASON = "computed at request time, San Francisco time";

    private static final Set<String> NOW_CALLS = Set.of("now", "getdate", "current_timestamp", "localtimestamp",
            "sysdate", "current_datetime", "systimestamp");
    private static final Set<String> TODAY_CALLS = Set.of("current_date", "today", "curdate");
    private static final Set<String> BARE_NOW = Set.of("current_timestamp", "localtimestamp", "sysdate");
    private static final Map<String, ChronoUnit> UNITS = Map.ofEntries(
            Map.entry("second", ChronoUnit.SECONDS), Map.entry("minute", ChronoUnit.MINUTES),
            Map.entry("hour", ChronoUnit.HOURS), Map.entry("day", ChronoUnit.DAYS), Map.entry("week", ChronoUnit.WEEKS),
            Map.entry("month", ChronoUnit.MONTHS), Map.entry("mon", ChronoUnit.MONTHS), Map.entry("year", ChronoUnit.YEARS),
            Map.entry("dd", ChronoUnit.DAYS), Map.entry("d", ChronoUnit.DAYS), Map.entry("mm", ChronoUnit.MONTHS),
            Map.entry("m", ChronoUnit.MONTHS), Map.entry("yy", ChronoUnit.YEARS), Map.entry("yyyy", ChronoUnit.YEARS),
            Map.entry("wk", ChronoUnit.WEEKS), Map.entry("hh", ChronoUnit.HOURS));
    private static final Pattern AMOUNT = Pattern.compile("([+-]?\\d+)\\s*([a-z]+)");
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");

    /** A point in time and the tokens that wrote it. */
    private record Moment(int first, int last, LocalDateTime value, boolean dateOnly, boolean literal) {

        Moment plus(int last, Shift shift) {
            return new Moment(first, last, value.plus(shift.amount(), shift.unit()),
                    dateOnly && shift.unit().compareTo(ChronoUnit.DAYS) >= 0, false);
        }

        String soql() {
            return "'" + (dateOnly ? value.toLocalDate().toString() : DATE_TIME.format(value)) + "'";
        }
    }

    private record Shift(long amount, ChronoUnit unit) {
        Shift negated() {
            return new Shift(-amount, unit);
        }
    }

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int i = 0; i < query.size(); i++) {
            Moment moment = moment(query, i, context);
            if (moment == null) {
                continue;
            }
            moment = withIntervals(query, moment);
            if (moment.literal()) {
                continue; // a plain literal with nothing to compute
            }
            String fixed = moment.soql();
            edits.add(Edit.tokens(query, moment.first(), moment.last(), fixed,
                    Correction.of(Correction.Kind.function, query.slice(moment.first(), moment.last()), fixed, REASON)));
            i = moment.last();
        }
        return edits;
    }

    /** The moment written at token {@code i}: a "now" call or word, an arithmetic call, or an ISO literal. */
    private Moment moment(QueryText query, int i, RewriteContext context) {
        LocalDateTime now = context.now().truncatedTo(ChronoUnit.SECONDS);
        SoqlToken token = query.token(i);
        if (token.type() == SoqlTokenType.STRING) {
            LocalDateTime value = isoValue(QueryText.stringValue(token));
            return value == null ? null : new Moment(i, i, value, !QueryText.stringValue(token).contains("T"), true);
        }
        if (token.type() != SoqlTokenType.IDENTIFIER || context.isColumn(token.text())) {
            return null;
        }
        String word = query.lower(i);
        if (query.isCall(i)) {
            List<QueryText.Range> arguments = query.arguments(i);
            int close = query.closing(query.next(i));
            if (arguments == null) {
                return null;
            }
            if (arguments.isEmpty() && NOW_CALLS.contains(word)) {
                return new Moment(i, close, now, false, false);
            }
            if (arguments.isEmpty() && TODAY_CALLS.contains(word)) {
                return new Moment(i, close, now.truncatedTo(ChronoUnit.DAYS), true, false);
            }
            return arithmeticCall(query, i, close, word, arguments, context);
        }
        if (word.equals("current_date")) {
            return new Moment(i, i, now.truncatedTo(ChronoUnit.DAYS), true, false);
        }
        return BARE_NOW.contains(word) ? new Moment(i, i, now, false, false) : null;
    }

    /** {@code DATE_SUB(m, INTERVAL ..)}, {@code DATE_ADD(m, INTERVAL ..)}, {@code DATEADD(unit, n, m)}, {@code date('now', '-7 days')}. */
    private Moment arithmeticCall(QueryText query, int name, int close, String word, List<QueryText.Range> arguments,
                                  RewriteContext context) {
        if ((word.equals("date_sub") || word.equals("date_add") || word.equals("subdate") || word.equals("adddate"))
                && arguments.size() == 2) {
            Moment base = whole(query, arguments.get(0), context);
            int interval = arguments.get(1).first();
            if (base == null || !query.isWord(interval, "INTERVAL")) {
                return null;
            }
            IntervalAt parsed = interval(query, interval);
            if (parsed == null || parsed.last() != arguments.get(1).last()) {
                return null;
            }
            Moment result = base;
            for (Shift shift : parsed.shifts()) {
                result = result.plus(close, word.contains("sub") ? shift.negated() : shift);
            }
            return new Moment(name, close, result.value(), result.dateOnly(), false);
        }
        if (word.equals("dateadd") && arguments.size() == 3) {
            ChronoUnit unit = UNITS.get(singular(query.slice(arguments.get(0)).toLowerCase(Locale.ROOT)));
            Long amount = integer(query.slice(arguments.get(1)));
            Moment base = whole(query, arguments.get(2), context);
            if (unit == null || amount == null || base == null) {
                return null;
            }
            Moment result = base.plus(close, new Shift(amount, unit));
            return new Moment(name, close, result.value(), result.dateOnly(), false);
        }
        if ((word.equals("date") || word.equals("datetime")) && !arguments.isEmpty()
                && isString(query, arguments.get(0), "now")) {
            LocalDateTime now = context.now().truncatedTo(ChronoUnit.SECONDS);
            Moment result = new Moment(name, close, word.equals("date") ? now.truncatedTo(ChronoUnit.DAYS) : now,
                    word.equals("date"), false);
            for (QueryText.Range modifier : arguments.subList(1, arguments.size())) {
                List<Shift> shifts = modifier.first() == modifier.last() && query.is(modifier.first(), SoqlTokenType.STRING)
                        ? shifts(QueryText.stringValue(query.token(modifier.first()))) : null;
                if (shifts == null) {
                    return null;
                }
                for (Shift shift : shifts) {
                    result = result.plus(close, shift);
                }
            }
            return result;
        }
        return null;
    }

    /** A moment that fills the whole argument, or null. */
    private Moment whole(QueryText query, QueryText.Range argument, RewriteContext context) {
        Moment moment = moment(query, argument.first(), context);
        if (moment == null) {
            return null;
        }
        moment = withIntervals(query, moment);
        return moment.last() == argument.last() ? moment : null;
    }

    private static Moment withIntervals(QueryText query, Moment moment) {
        Moment result = moment;
        while (true) {
            int sign = query.next(result.last());
            int interval = query.next(sign);
            boolean minus = query.isOperator(sign, "-");
            if (!(minus || query.isOperator(sign, "+")) || !query.isWord(interval, "INTERVAL")) {
                return result;
            }
            IntervalAt parsed = interval(query, interval);
            if (parsed == null) {
                return result;
            }
            for (Shift shift : parsed.shifts()) {
                result = result.plus(parsed.last(), minus ? shift.negated() : shift);
            }
        }
    }

    private record IntervalAt(int last, List<Shift> shifts) {
    }

    /** {@code INTERVAL '7 days'}, {@code INTERVAL '7' DAY}, {@code INTERVAL 7 DAY}, {@code INTERVAL '1 year 2 months'}. */
    private static IntervalAt interval(QueryText query, int keyword) {
        int amount = query.next(keyword);
        if (amount == QueryText.NONE) {
            return null;
        }
        int unit = query.next(amount);
        String amountText = query.is(amount, SoqlTokenType.STRING)
                ? QueryText.stringValue(query.token(amount)) : query.token(amount).text();
        if (query.is(unit, SoqlTokenType.IDENTIFIER) && UNITS.containsKey(singular(query.lower(unit)))
                && integer(amountText) != null) {
            return new IntervalAt(unit, List.of(new Shift(integer(amountText), UNITS.get(singular(query.lower(unit))))));
        }
        if (query.is(amount, SoqlTokenType.STRING)) {
            List<Shift> shifts = shifts(amountText);
            return shifts == null ? null : new IntervalAt(amount, shifts);
        }
        return null;
    }

    /** {@code '-7 days'}, {@code '1 year 2 months'}; null when anything else is written. */
    private static List<Shift> shifts(String text) {
        String rest = text.trim().toLowerCase(Locale.ROOT);
        Matcher matcher = AMOUNT.matcher(rest);
        List<Shift> shifts = new ArrayList<>();
        int at = 0;
        while (matcher.find() && rest.substring(at, matcher.start()).isBlank()) {
            ChronoUnit unit = UNITS.get(singular(matcher.group(2)));
            if (unit == null) {
                return null;
            }
            shifts.add(new Shift(Long.parseLong(matcher.group(1)), unit));
            at = matcher.end();
        }
        return shifts.isEmpty() || !rest.substring(at).isBlank() ? null : shifts;
    }

    private static String singular(String unit) {
        return unit.length() > 2 && unit.endsWith("s") ? unit.substring(0, unit.length() - 1) : unit;
    }

    private static Long integer(String text) {
        String trimmed = text.trim().replace(" ", "");
        return trimmed.matches("[+-]?\\d{1,6}") ? Long.valueOf(trimmed) : null;
    }

    private static boolean isString(QueryText query, QueryText.Range argument, String value) {
        return argument.first() == argument.last() && query.is(argument.first(), SoqlTokenType.STRING)
                && QueryText.stringValue(query.token(argument.first())).equalsIgnoreCase(value);
    }

    /** An ISO date or date-time literal ('2024-01-01', '2024-01-01T10:00:00'), else null. */
    private static LocalDateTime isoValue(String text) {
        try {
            return text.contains("T") ? LocalDateTime.parse(text) : LocalDate.parse(text).atStartOfDay();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
