package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;

/**
 * A span of years the question gives and the query shifts by one: "burglaries each year since
 * 2020" written {@code incident_year > '2020'} leaves 2020 out; "trees planted in the 1990s"
 * written {@code date_extract_y(plantdate) BETWEEN 1990 AND 2000} takes 2000 in; "permits filed
 * from 2019 through 2021" written {@code filed_date < '2021-01-01'} leaves 2021 out. Noted when a
 * condition on a year (a column of years, or {@code date_extract_y}) compares the question's
 * first year with {@code >}, or bounds its decade by the next decade's first year inclusively,
 * or a timestamp ends before the first day of the span's last year; the note's query keeps the
 * years the question says.
 */
final class YearRangeCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        Integer since = question.years().since().orElse(null);
        Integer decade = question.years().decade().orElse(null);
        Integer through = question.years().through().orElse(null);
        if (since == null && decade == null && through == null) {
            return;
        }
        String text = review.text();
        for (Predicate condition : review.predicates()) {
            if (through != null && endsBefore(review, condition, through)) {
                String subject = condition.subject().in(text);
                String end = subject + " < '" + (through + 1) + "-01-01'";
                notes.replace(
                        condition.node(),
                        "\"through " + through + "\" takes " + through + " in, and the bound ends at its first day",
                        condition.kind() == Predicate.Kind.BETWEEN
                                ? subject + " >= " + condition.values().get(0).in(text) + " AND " + end
                                : end);
                return;
            }
            if (condition.clause() != Clause.Kind.WHERE
                    || condition.negated()
                    || condition.underNot()
                    || !ofYears(condition)) {
                continue;
            }
            String subject = condition.subject().in(text);
            if (since != null
                    && condition.kind() == Predicate.Kind.COMPARE
                    && condition.op() == Op.GT
                    && Dates.yearOf(condition.values().get(0)) == since) {
                notes.replace(
                        condition.node(),
                        "\"since " + since + "\" takes " + since + " in, and > leaves it out",
                        subject + " >= " + condition.values().get(0).in(text));
                return;
            }
            if (decade != null && endsAtTheNextDecade(condition, decade)) {
                Expr low = condition.values().get(0);
                String last = written(condition.values().get(condition.values().size() - 1), decade + 9);
                notes.replace(
                        condition.node(),
                        "the " + decade + "s end with " + (decade + 9) + ", and the bound takes " + (decade + 10)
                                + " in",
                        condition.kind() == Predicate.Kind.BETWEEN
                                ? subject + " BETWEEN " + low.in(text) + " AND " + last
                                : subject + " <= " + last);
                return;
            }
        }
    }

    /** A timestamp bounded {@code < '2021-01-01'}, or a BETWEEN ending there, where the span runs through 2021. */
    private static boolean endsBefore(Review review, Predicate condition, int through) {
        boolean less = condition.kind() == Predicate.Kind.COMPARE && condition.op() == Op.LT;
        boolean between = condition.kind() == Predicate.Kind.BETWEEN;
        Literal day = less || between
                ? Values.string(condition.values().get(condition.values().size() - 1))
                : null;
        return day != null
                && condition.clause() == Clause.Kind.WHERE
                && condition.function() == null
                && condition.column() != null
                && review.dataset().type(condition.column()) == SoqlType.TIMESTAMP
                && !condition.negated()
                && !condition.underNot()
                && LocalDate.of(through, 1, 1).equals(Dates.dayOf(day.value()));
    }

    /** {@code BETWEEN 1990 AND 2000} or {@code <= 2000} for the 1990s. */
    private static boolean endsAtTheNextDecade(Predicate condition, int decade) {
        return condition.kind() == Predicate.Kind.BETWEEN
                        && Dates.yearOf(condition.values().get(0)) == decade
                        && Dates.yearOf(condition.values().get(1)) == decade + 10
                || condition.kind() == Predicate.Kind.COMPARE
                        && condition.op() == Op.LE
                        && Dates.yearOf(condition.values().get(0)) == decade + 10;
    }

    /** A column of years ({@code incident_year}) or the year of a timestamp. */
    private static boolean ofYears(Predicate condition) {
        return condition.column() != null
                && (condition.function() == null && Dates.namedForYears(condition.column())
                        || "date_extract_y".equals(condition.function()));
    }

    /** {@code year} written as {@code like} is: quoted when it is. */
    private static String written(Expr like, int year) {
        return Values.string(like) != null ? "'" + year + "'" : String.valueOf(year);
    }
}
