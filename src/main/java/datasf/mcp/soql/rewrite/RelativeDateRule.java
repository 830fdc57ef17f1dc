package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.rewrite.Intervals.IntervalAt;
import datasf.mcp.soql.rewrite.Intervals.Shift;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * "Now" and date arithmetic, which SoQL lacks: {@code NOW()}, {@code CURRENT_DATE},
 * {@code GETDATE()}, SQLite's {@code date('now', '-7 days')}, with any {@code ± INTERVAL '7 days'}
 * after them, {@code DATE_SUB(NOW(), INTERVAL 30 DAY)} and {@code DATEADD(day, -30, GETDATE())},
 * become one ISO literal computed at request time in the portal's local time (DataSF's
 * timestamps are floating, in San Francisco time). A column of that name is never touched.
 */
final class RelativeDateRule implements RewriteRule {

    static final String REASON = "computed at request time, San Francisco time";

    private static final Set<String> NOW_CALLS = Set.of(
            "now", "getdate", "current_timestamp", "localtimestamp", "sysdate", "current_datetime", "systimestamp");
    private static final Set<String> TODAY_CALLS = Set.of("current_date", "today", "curdate");
    private static final Set<String> BARE_NOW = Set.of("current_timestamp", "localtimestamp", "sysdate");
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");

    /** A point in time and the tokens that wrote it. */
    private record Moment(int first, int last, LocalDateTime value, boolean dateOnly, boolean literal) {

        Moment plus(int last, Shift shift) {
            return new Moment(
                    first,
                    last,
                    value.plus(shift.amount(), shift.unit()),
                    dateOnly && shift.unit().compareTo(ChronoUnit.DAYS) >= 0,
                    false);
        }

        String soql() {
            return "'" + (dateOnly ? value.toLocalDate().toString() : DATE_TIME.format(value)) + "'";
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
            edits.add(Edit.tokens(
                    query,
                    moment.first(),
                    moment.last(),
                    fixed,
                    Correction.of(
                            Correction.Kind.function, query.slice(moment.first(), moment.last()), fixed, REASON)));
            i = moment.last();
        }
        return edits;
    }

    /** The moment written at token {@code i}: a "now" call or word, an arithmetic call, or an ISO literal. */
    private Moment moment(QueryText query, int i, RewriteContext context) {
        LocalDateTime now = context.now().truncatedTo(ChronoUnit.SECONDS);
        SoqlToken token = query.token(i);
        if (token.type() == SoqlTokenType.STRING) {
            LocalDateTime value = isoValue(SoqlStrings.value(token));
            return value == null
                    ? null
                    : new Moment(i, i, value, !SoqlStrings.value(token).contains("T"), true);
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
    private Moment arithmeticCall(
            QueryText query,
            int name,
            int close,
            String word,
            List<QueryText.Range> arguments,
            RewriteContext context) {
        if ((word.equals("date_sub") || word.equals("date_add") || word.equals("subdate") || word.equals("adddate"))
                && arguments.size() == 2) {
            Moment base = whole(query, arguments.get(0), context);
            int interval = arguments.get(1).first();
            if (base == null || !query.isWord(interval, "INTERVAL")) {
                return null;
            }
            IntervalAt parsed = Intervals.interval(query, interval);
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
            ChronoUnit unit = Intervals.unit(query.slice(arguments.get(0)));
            Long amount = Intervals.integer(query.slice(arguments.get(1)));
            Moment base = whole(query, arguments.get(2), context);
            if (unit == null || amount == null || base == null) {
                return null;
            }
            Moment result = base.plus(close, new Shift(amount, unit));
            return new Moment(name, close, result.value(), result.dateOnly(), false);
        }
        if ((word.equals("date") || word.equals("datetime"))
                && !arguments.isEmpty()
                && isString(query, arguments.get(0), "now")) {
            LocalDateTime now = context.now().truncatedTo(ChronoUnit.SECONDS);
            Moment result = new Moment(
                    name,
                    close,
                    word.equals("date") ? now.truncatedTo(ChronoUnit.DAYS) : now,
                    word.equals("date"),
                    false);
            for (QueryText.Range modifier : arguments.subList(1, arguments.size())) {
                List<Shift> shifts =
                        modifier.first() == modifier.last() && query.is(modifier.first(), SoqlTokenType.STRING)
                                ? Intervals.shifts(SoqlStrings.value(query.token(modifier.first())))
                                : null;
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
            IntervalAt parsed = Intervals.interval(query, interval);
            if (parsed == null) {
                return result;
            }
            for (Shift shift : parsed.shifts()) {
                result = result.plus(parsed.last(), minus ? shift.negated() : shift);
            }
        }
    }

    private static boolean isString(QueryText query, QueryText.Range argument, String value) {
        return argument.first() == argument.last()
                && query.is(argument.first(), SoqlTokenType.STRING)
                && SoqlStrings.value(query.token(argument.first())).equalsIgnoreCase(value);
    }

    /** An ISO date or date-time literal ('2024-01-01', '2024-01-01T10:00:00'), else null. */
    private static LocalDateTime isoValue(String text) {
        try {
            return text.contains("T")
                    ? LocalDateTime.parse(text)
                    : LocalDate.parse(text).atStartOfDay();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
