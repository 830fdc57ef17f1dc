package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Cast;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "Which district had the most burglaries in 2021?" written with no condition on a date counts
 * the burglaries of every year: the rows look like an answer and are not. The query alone cannot
 * show it; the person's question names the year. Noted when the question asks within one year
 * ("in 2021", "in March 2024"), no condition of the query bounds a date's year
 * ({@code date_extract_m(x) = 3} is March of every year), and the data spans that year and others; the
 * note's query keeps that year's rows of the timestamp the question names, else of the time a
 * row happened ({@link EventDates}). A part of the year grouped over years is
 * {@link PartOverPeriodsCheck}'s.
 */
final class YearAskedCheck implements Check {

    /** A text that starts with a year and goes on as a date does: '20220101', '2022-07', '2022%'. */
    private static final Pattern DATED = Pattern.compile("(?:19|20)\\d\\d(?:[-/]?\\d\\d){0,2}%?");

    /** The functions whose value is a timestamp's year. */
    private static final Set<String> YEARS = Set.of("date_extract_y", "date_trunc_y");

    private static final Set<String> PARTS = Set.of("date_extract_m", "date_extract_woy", "date_extract_d");

    /** Functions of a timestamp whose value keeps its year. */
    private static final Set<String> KEEP_YEAR =
            Set.of("date_extract_y", "date_trunc_y", "date_trunc_ym", "date_trunc_ymd", "date_extract_iso_y");

    @Override
    public void check(Review review, Notes notes) {
        Integer year = review.question().years().within().orElse(null);
        if (year == null || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        if (asksAYear(review)) {
            openEnded(review, select, year, notes);
            return;
        }
        if (groupsByAPart(select) || groupsByYear(review, select)) {
            return; // a count per year shows the year asked beside the others: "rarer now than in 2019"
        }
        String column = EventDates.asked(review);
        ColumnFacts facts = review.dataset().column(column);
        if (facts == null || facts.stats() == null) {
            return;
        }
        LocalDate first = Dates.dayOf(facts.stats().smallest());
        LocalDate last = Dates.dayOf(facts.stats().largest());
        if (first == null
                || last == null
                || first.getYear() == last.getYear()
                || year < first.getYear()
                || year > last.getYear()) {
            return;
        }
        String bounds = column + " >= '" + year + "-01-01' AND " + column + " < '" + (year + 1) + "-01-01'";
        String text = review.text();
        notes.add(
                select.where() == null ? Notes.shorten(text) : select.where().in(text),
                "the question asks about " + year
                        + " and no condition keeps one year: these rows are of every year from " + first.getYear()
                        + " to " + last.getYear(),
                "WHERE " + bounds,
                NullGroupCheck.withCondition(text, select, bounds));
    }

    /**
     * "Permits filed in Q1 of 2024" written {@code date_extract_m(filed_date) <= 3 AND filed_date >=
     * '2024-01-01'}: the bound opens the year asked and nothing closes it, so the first months of
     * every later year are in. Noted when the one bound of a timestamp is its start ({@code >=} the
     * first day of the year asked), nothing else bounds a date or a year, and the data runs past
     * that year; the note's query closes it.
     */
    private static void openEnded(Review review, Select select, int year, Notes notes) {
        QuestionYears years = review.question().years();
        if (years.since().isPresent()
                || years.after().isPresent()
                || years.through().isPresent()
                || review.question().words().contains("later")) {
            return; // "since the start of 2024", "2021 or later": a span that stays open
        }
        Predicate start = null;
        for (Predicate condition : review.predicates()) {
            String column = condition.column();
            boolean dated = column != null
                    && (review.dataset().type(column) == SoqlType.TIMESTAMP || Dates.namedForYears(column));
            if (!dated || condition.function() != null) {
                continue; // date_extract_m(x) <= 3 bounds the month of every year, not the years
            }
            Literal day = condition.values().size() == 1
                    ? Values.string(condition.values().get(0))
                    : null;
            if (start != null
                    || condition.kind() != Predicate.Kind.COMPARE
                    || condition.op() != Op.GE
                    || condition.negated()
                    || condition.underOr()
                    || day == null
                    || !LocalDate.of(year, 1, 1).equals(Dates.dayOf(day.value()))) {
                return;
            }
            start = condition;
        }
        ColumnFacts facts = start == null ? null : review.dataset().column(start.column());
        LocalDate last = facts == null || facts.stats() == null
                ? null
                : Dates.dayOf(facts.stats().largest());
        if (last == null || last.getYear() <= year) {
            return;
        }
        String end = start.column() + " < '" + (year + 1) + "-01-01'";
        notes.add(
                start.node(),
                "the question asks within " + year + " and nothing ends the rows there: they run to " + last,
                "AND " + end,
                NullGroupCheck.withCondition(review.text(), select, end));
    }

    /**
     * A condition bounds a timestamp ({@code x >= '2024-01-01'}, {@code date_extract_y(x) = 2024})
     * or a column of years ({@code incident_year}); {@code date_extract_m(x) = 3} is March of
     * every year.
     */
    static boolean asksAYear(Review review) {
        for (Predicate condition : review.predicates()) {
            String column = condition.column();
            if (column == null && condition.subject() instanceof Cast cast) {
                column = Outputs.bareColumn(review, cast.operand()); // incident_year::number >= 2020
            }
            if (column == null) {
                continue;
            }
            boolean timestamp = review.dataset().type(column) == SoqlType.TIMESTAMP
                    && (condition.function() == null || KEEP_YEAR.contains(condition.function()));
            if (timestamp || Dates.namedForYears(column) || datedText(review, condition, column)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The question names a timestamp by a word no value the query compares holds: "approved in 2023"
     * names {@code approved}; "applications that are approved" beside {@code status IN
     * ('APPROVED', ...)} says a status.
     */
    private static boolean namesAnotherDate(Review review) {
        String named = EventDates.namedByTheQuestion(review);
        if (named == null) {
            return false;
        }
        Set<String> said = EventDates.nameWords(named);
        for (Predicate condition : review.predicates()) {
            for (Expr value : condition.values()) {
                Literal literal = Values.string(value);
                if (literal != null
                        && Words.of(literal.value()).stream()
                                .anyMatch(word -> said.stream().anyMatch(w -> Words.sameStem(w, word)))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A text column of dates compared with a dated literal: {@code received >= '20220101'}, {@code LIKE '2022%'}. */
    private static boolean datedText(Review review, Predicate condition, String column) {
        if (review.dataset().type(column) != SoqlType.TEXT || condition.function() != null) {
            return false;
        }
        for (Expr value : condition.values()) {
            Literal literal = Values.string(value);
            if (literal != null && DATED.matcher(literal.value()).matches()) {
                // "approved in 2023" names a timestamp: received LIKE '2023%' keeps another year
                return !namesAnotherDate(review);
            }
        }
        return false;
    }

    /** A group key is the year: a column of years, or a timestamp's year. */
    private static boolean groupsByYear(Review review, Select select) {
        return groupsBy(
                select,
                key -> key instanceof Call call && YEARS.contains(call.function())
                        || Dates.namedForYears(Outputs.bareColumn(review, key)));
    }

    /** A group key is a part of the year, whose years {@link PartOverPeriodsCheck} notes. */
    private static boolean groupsByAPart(Select select) {
        return groupsBy(select, key -> key instanceof Call call && PARTS.contains(call.function()));
    }

    /** Whether a group key, read through its alias, is one {@code is} tells. */
    private static boolean groupsBy(Select select, java.util.function.Predicate<Expr> is) {
        return select.groupBy().stream().anyMatch(key -> is.test(Outputs.unwrapped(Outputs.resolved(select, key))));
    }
}
