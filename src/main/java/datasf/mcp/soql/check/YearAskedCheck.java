package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;
import java.time.LocalDate;
import java.util.Set;

/**
 * "Which district had the most burglaries in 2021?" written with no condition on a date counts
 * the burglaries of every year: the rows look like an answer and are not. The query alone cannot
 * show it; the person's question names the year. Noted when the question asks within one year,
 * no condition of the query reads a date or a year, and the data spans that year and others; the
 * note's query keeps that year's rows of the timestamp the question names, else of the time a
 * row happened ({@link EventDates}). A part of the year grouped over years is
 * {@link PartOverPeriodsCheck}'s.
 */
final class YearAskedCheck implements Check {

    private static final Set<String> PARTS = Set.of("date_extract_m", "date_extract_woy", "date_extract_d");

    @Override
    public void check(Review review, Notes notes) {
        Integer year = review.question().year().orElse(null);
        if (year == null || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        if (asksADate(review)
                || Walk.all(select, Call.class).stream().anyMatch(call -> PARTS.contains(call.function()))) {
            return;
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
                "the question asks about " + year + " and no condition reads a date: these rows are of every year from "
                        + first.getYear() + " to " + last.getYear(),
                "WHERE " + bounds,
                NullGroupCheck.withCondition(text, select, bounds));
    }

    /** A condition reads a timestamp, a year ({@code date_extract_y}) or a column of years ({@code incident_year}). */
    private static boolean asksADate(Review review) {
        for (Predicate condition : review.predicates()) {
            String column = condition.column();
            if (column != null
                    && (review.dataset().type(column) == SoqlType.TIMESTAMP
                            || Words.of(column).contains("year"))) {
                return true;
            }
        }
        return false;
    }
}
