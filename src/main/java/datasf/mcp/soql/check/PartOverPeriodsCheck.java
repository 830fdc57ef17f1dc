package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Equivalence;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code date_extract_m} is the month of the year and drops the year: grouped over more than a
 * year, January 2023 and January 2024 are one group (so is the 5th of every month with
 * {@code date_extract_d}, and week 12 of every year with {@code date_extract_woy}). Noted when the
 * query's own conditions ask for a period longer than one year (a month) and no group key keeps
 * the larger part, or, without such conditions, when the parts are listed as a series (ordered by
 * the part, or not ordered) over data that spans more than a year; a ranking of months ("which
 * month of the year is busiest") is what the part is for, unless the question ranks single
 * calendar periods ("the worst single month since 2018"). The note's query groups by
 * {@code date_trunc_ym} ({@code date_trunc_ymd}); SoQL truncates to no week, so weeks are kept
 * apart by the year before them ({@code date_extract_y(x) AS year, ... GROUP BY year, week}).
 * When the person's question asks within one year ("which month of 2024") and the query does
 * not, ranked or listed, the note's query keeps that year's rows instead.
 */
final class PartOverPeriodsCheck implements Check {

    /** The part, what it drops, and the truncation that keeps it (null: none, the year is added as a key). */
    private record Part(String period, String trunc, Set<String> keepers) {}

    private static final Pattern POOLED = Pattern.compile(
            "\\b(?:pooled|all years (?:together|combined)|across (?:all )?(?:the )?years|regardless of (?:the )?year)\\b");

    private static final Pattern SINGLE =
            Pattern.compile("\\bsingle (?:\\w+ )?(month|week|day)s?\\b"); // "single worst month"

    private static final Set<String> KEEP_YEAR =
            Set.of("date_extract_y", "date_trunc_y", "date_trunc_ym", "date_trunc_ymd");

    private static final Map<String, Part> PARTS = Map.of(
            "date_extract_m",
            new Part("year", "date_trunc_ym", KEEP_YEAR),
            "date_extract_woy",
            new Part("year", null, KEEP_YEAR),
            "date_extract_d",
            new Part("month", "date_trunc_ymd", Set.of("date_trunc_ym", "date_trunc_ymd")));

    @Override
    public void check(Review review, Notes notes) {
        if (review.empty() || review.rows().size() == 0 || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        for (Expr key : select.groupBy()) {
            SelectItem item = Outputs.item(select, key);
            Expr grouped = item == null ? key : item.expr();
            if (!(Outputs.unwrapped(grouped) instanceof Call call) || !PARTS.containsKey(call.function())) {
                continue;
            }
            String column = Outputs.callOn(review, call, call.function());
            Part part = PARTS.get(call.function());
            ColumnFacts facts = review.dataset().column(column);
            if (column == null || facts == null || facts.stats() == null || kept(review, select, column, part)) {
                continue;
            }
            LocalDate[] range = {
                Dates.dayOf(facts.stats().smallest()), Dates.dayOf(facts.stats().largest())
            };
            if (review.question().read(POOLED).find()) {
                continue; // "by calendar month, all years pooled together": the part of every year is asked
            }
            boolean asked = narrow(review, column, range);
            if (range[0] == null || range[1] == null || !longer(range, part)) {
                continue;
            }
            String unit = switch (call.function()) {
                case "date_extract_m" -> "month";
                case "date_extract_woy" -> "week";
                default -> "day";
            };
            String why = call.name() + " drops the " + part.period() + ": from " + range[0] + " to " + range[1]
                    + " the same " + unit + " of different " + part.period() + "s is one group";
            Integer within = askedYear(review, facts, part, range, asked);
            if (within != null) {
                String bounds = column + " >= '" + within + "-01-01' AND " + column + " < '" + (within + 1) + "-01-01'";
                notes.add(
                        call,
                        why + ", and the question asks within " + within,
                        "WHERE " + bounds,
                        NullGroupCheck.withCondition(review.text(), select, bounds));
                return;
            }
            if (!asked && !series(select, item, key) && !asksOneCalendar(review, unit)) {
                continue;
            }
            if (part.trunc() == null) {
                String year = yearName(review, select, column);
                notes.add(
                        call,
                        why,
                        "date_extract_y(" + column + ") AS " + year + " as a key before it",
                        item == null ? null : withYear(review.text(), select, item, key, column, year));
                return;
            }
            String truncated = part.trunc() + "(" + column + ")";
            Edits edits = new Edits(review.text()).replace(call, truncated);
            for (Expr other : select.groupBy()) {
                if (same(other, call)) {
                    edits.replace(other, truncated);
                }
            }
            if (!same(key, call)) {
                for (OrderItem order : select.orderBy()) {
                    if (same(order.expr(), call)) {
                        edits.replace(order.expr(), truncated);
                    }
                }
            }
            notes.add(call, why, truncated, edits.apply());
            return;
        }
    }

    /**
     * The question ranks single calendar periods ("the worst single month for larceny since
     * 2018"): a month of one year, not the month of every year.
     */
    private static boolean asksOneCalendar(Review review, String unit) {
        // reached only by a ranking of parts over more than one period: no plain word to look for first
        Matcher single = review.question().read(SINGLE);
        return single.find() && single.group(1).equals(unit);
    }

    /**
     * The query with the year selected before the part, grouped by first, and first in the order
     * when the part leads it: {@code ... GROUP BY year, week ORDER BY year, week}.
     */
    private static String withYear(String text, Select select, SelectItem item, Expr key, String column, String year) {
        Edits edits = new Edits(text).insert(item.start(), "date_extract_y(" + column + ") AS " + year + ", ");
        edits.insert(key.start(), year + ", ");
        if (!select.orderBy().isEmpty()) {
            OrderItem first = select.orderBy().get(0);
            if (Outputs.item(select, first.expr()) == item) {
                edits.insert(first.start(), year + ", ");
            }
        }
        return edits.apply();
    }

    /**
     * The one year the person's question asks within ("which month of 2024"), when the query's
     * conditions do not narrow the column, the column is a timestamp and its data spans that year
     * and others: then the parts of that year alone are meant, ranked or listed; else null.
     */
    private static Integer askedYear(Review review, ColumnFacts facts, Part part, LocalDate[] range, boolean asked) {
        Integer year = review.question().years().within().orElse(null);
        return year != null
                        && !asked
                        && part.period().equals("year")
                        && facts.type() == SoqlType.TIMESTAMP
                        && range[0].getYear() <= year
                        && year <= range[1].getYear()
                ? year
                : null;
    }

    /** {@code year}, unless the query or the dataset already has that name. */
    private static String yearName(Review review, Select select, String column) {
        return select.aliased("year") == null && !review.dataset().isColumn("year") ? "year" : column + "_year";
    }

    private static boolean same(Expr a, Call call) {
        return Equivalence.same(Outputs.unwrapped(a), call);
    }

    /** Another group key keeps the part's larger period of the same column. */
    private static boolean kept(Review review, Select select, String column, Part part) {
        for (Expr key : select.groupBy()) {
            Expr grouped = Outputs.resolved(select, key);
            if (Outputs.unwrapped(grouped) instanceof Call call
                    && part.keepers().contains(call.function())
                    && column.equals(Outputs.callOn(review, call, call.function()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Narrows {@code range} to the query's WHERE conditions on the column, or on a column of years
     * ({@code incident_year = '2024'}); whether any did.
     */
    private static boolean narrow(Review review, String column, LocalDate[] range) {
        boolean asked = false;
        for (Predicate condition : review.predicates()) {
            if (condition.clause() != Clause.Kind.WHERE
                    || !column.equals(condition.column()) && !ofYears(condition)
                    || condition.negated()
                    || condition.underNot()
                    || condition.underOr()) {
                continue;
            }
            LocalDate[] bounds = bounds(condition);
            if (bounds != null) {
                asked = true;
                range[0] = bounds[0] != null && bounds[0].isAfter(range[0]) ? bounds[0] : range[0];
                range[1] = bounds[1] != null && bounds[1].isBefore(range[1]) ? bounds[1] : range[1];
            }
        }
        return asked;
    }

    /** A bare column named for years ({@code incident_year}, {@code fiscal_year}): its values are years. */
    private static boolean ofYears(Predicate condition) {
        return condition.column() != null && condition.function() == null && Dates.namedForYears(condition.column());
    }

    /** The first and last day a condition allows (null for an open end), or null when it is no bound. */
    private static LocalDate[] bounds(Predicate condition) {
        boolean year = "date_extract_y".equals(condition.function()) || ofYears(condition);
        if (condition.function() != null && !year) {
            return null;
        }
        LocalDate[] days = new LocalDate[condition.values().size()];
        for (int i = 0; i < days.length; i++) {
            days[i] = year
                    ? yearStart(condition.values().get(i))
                    : day(condition.values().get(i));
            if (days[i] == null) {
                return null;
            }
        }
        LocalDate[] bounds = switch (condition.kind()) {
            case BETWEEN -> new LocalDate[] {days[0], days[1]};
            case COMPARE -> compared(condition.op(), days[0]);
            default -> null;
        };
        if (bounds != null && year && bounds[1] != null) {
            bounds[1] = bounds[1].withDayOfYear(bounds[1].lengthOfYear());
        }
        return bounds;
    }

    private static LocalDate[] compared(Op op, LocalDate day) {
        return switch (op) {
            case GT, GE -> new LocalDate[] {day, null};
            case LT -> new LocalDate[] {null, day.minusDays(1)};
            case LE -> new LocalDate[] {null, day};
            default -> op.isEquality() ? new LocalDate[] {day, day} : null;
        };
    }

    private static LocalDate day(Expr value) {
        Literal literal = Values.string(value);
        return literal == null ? null : Dates.dayOf(literal.value());
    }

    /** January 1st of a year written as a number or as text ({@code 2024}, {@code '2024'}), else null. */
    private static LocalDate yearStart(Expr value) {
        int year = Dates.yearOf(value);
        return year < 0 ? null : LocalDate.of(year, 1, 1);
    }

    /** Whether the same part of two different periods falls in the range. */
    private static boolean longer(LocalDate[] range, Part part) {
        LocalDate next =
                part.period().equals("year") ? range[0].plusYears(1).withDayOfMonth(1) : range[0].plusMonths(1);
        return !range[1].isBefore(next);
    }

    /** Listed as a series: ordered by the part, or not ordered. */
    private static boolean series(Select select, SelectItem item, Expr key) {
        if (select.orderBy().isEmpty()) {
            return true;
        }
        Expr first = select.orderBy().get(0).expr();
        SelectItem ordered = Outputs.item(select, first);
        return ordered != null && ordered == item || Equivalence.same(Outputs.unwrapped(first), Outputs.unwrapped(key));
    }
}
