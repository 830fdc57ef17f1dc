package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * "On average, how many incidents a day in 2024" written {@code ... GROUP BY day |> SELECT avg(n)}:
 * a day with no row is no group, so the average is over the days that had one and comes out too
 * high. It matters only where periods go empty: noted when the grouped column's statistics give
 * fewer than {@link #FEW} rows a period (scaled by the share of rows each equality keeps, where its
 * value's count is known) and the WHERE bounds the periods counted (a year, or two dates); the
 * note's query divides the count by the periods in the range.
 */
final class EmptyPeriodsCheck implements Check {

    /** Fewer rows than this a period, and some periods are likely to have none. */
    static final double FEW = 3;

    /** "Days with at least one", "days that had any": the average over days with rows is meant. */
    private static final Pattern WITH_ROWS =
            Pattern.compile("\\b(?:with at least one|that had any|that have any|with any|active days|days with)\\b");

    private static final Map<String, ChronoUnit> GRAINS = Map.of(
            "date_trunc_ymd", ChronoUnit.DAYS,
            "date_trunc_ym", ChronoUnit.MONTHS,
            "date_trunc_y", ChronoUnit.YEARS);

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null
                || review.query().selects().size() != 2
                || review.question().read(WITH_ROWS).find()) {
            return;
        }
        Select first = review.query().selects().get(0);
        Select second = review.query().last();
        if (first.groupBy().size() != 1 || second.items().size() != 1) {
            return;
        }
        Expr key = Outputs.resolved(first, first.groupBy().get(0));
        ChronoUnit grain =
                key instanceof Call call && call.arguments().size() == 1 ? GRAINS.get(call.function()) : null;
        ColumnFacts column =
                grain == null ? null : review.column(((Call) key).arguments().get(0));
        SelectItem count = first.items().stream()
                .filter(item -> Outputs.countsAll(item.expr()))
                .findFirst()
                .orElse(null);
        SelectItem average = second.items().get(0);
        if (column == null
                || column.type() != SoqlType.TIMESTAMP
                || count == null
                || !(Outputs.unwrapped(average.expr()) instanceof Call avg)
                || !avg.function().equals("avg")
                || avg.arguments().size() != 1
                || !(avg.arguments().get(0) instanceof ColumnRef of)
                || !of.name().equals(Outputs.field(count))) {
            return;
        }
        long[] range = range(review, first);
        double perPeriod = perPeriod(review, first, column, grain);
        if (range == null || perPeriod < 0 || perPeriod >= FEW) {
            return;
        }
        long periods = grain.between(LocalDate.ofEpochDay(range[0]), LocalDate.ofEpochDay(range[1]));
        Clause where = first.clause(Clause.Kind.WHERE);
        String name = average.alias() == null ? "average" : average.alias().name();
        String unit = grain.toString().toLowerCase(Locale.ROOT);
        notes.add(
                avg,
                "avg(" + of.name() + ") averages over the " + unit + " that have a row: a " + unit.replaceAll("s$", "")
                        + " with none is no group, and at about " + String.format(Locale.ROOT, "%.1f", perPeriod)
                        + " rows a " + unit.replaceAll("s$", "") + " here many have none",
                "count(*) / " + periods + ", the " + unit + " in the range",
                "SELECT count(*) / " + periods + " AS " + name + (where == null ? "" : " " + where.in(review.text())));
    }

    /** The first and the day after the last day the first stage's WHERE keeps, as epoch days, or null. */
    private static long[] range(Review review, Select first) {
        LocalDate low = null;
        LocalDate high = null;
        for (Predicate condition : review.predicates()) {
            if (condition.select() != first
                    || condition.negated()
                    || condition.underOr()
                    || !condition.isBareColumn()) {
                continue;
            }
            if (condition.isEquality() && Dates.namedForYears(condition.column())) {
                int year = Dates.yearOf(condition.values().get(0));
                if (year > 0) {
                    low = LocalDate.of(year, 1, 1);
                    high = low.plusYears(1);
                }
            } else if (condition.kind() == Predicate.Kind.COMPARE
                    && condition.op().isOrdering()) {
                Literal literal = Values.string(condition.values().get(0));
                LocalDate day = literal == null ? null : Dates.dayOf(literal.value());
                if (condition.op() == Op.GE) {
                    low = day;
                } else if (condition.op() == Op.LT) {
                    high = day;
                }
            }
        }
        return low == null || high == null || !low.isBefore(high)
                ? null
                : new long[] {low.toEpochDay(), high.toEpochDay()};
    }

    /**
     * About how many rows a period holds: the column's rows over the periods from its first to its
     * last value, times the share each equality on a column of known counts keeps; -1 if unknown.
     */
    private static double perPeriod(Review review, Select first, ColumnFacts column, ChronoUnit grain) {
        ColumnStats stats = column.stats();
        LocalDate from = stats == null ? null : Dates.dayOf(stats.smallest());
        LocalDate to = stats == null ? null : Dates.dayOf(stats.largest());
        if (from == null || to == null) {
            return -1;
        }
        double rows = stats.nonNull() / (double) Math.max(1, grain.between(from, to) + 1);
        for (Predicate condition : review.predicates()) {
            ColumnFacts other = review.column(condition);
            Literal value = condition.select() == first && condition.isEquality() && other != null
                    ? Values.string(condition.values().get(0))
                    : null;
            if (value == null || other.stats() == null || Dates.namedForYears(other.field())) {
                continue;
            }
            long total = other.stats().nonNull() + other.stats().nulls();
            long kept = other.values().stream()
                    .filter(known -> known.value().equals(value.value()))
                    .mapToLong(ColumnStats.Count::count)
                    .sum();
            if (kept > 0 && total > 0) {
                rows *= kept / (double) total;
            }
        }
        return rows;
    }
}
