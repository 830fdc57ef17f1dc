package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Select;
import java.time.LocalDate;

/**
 * "Average trunk size of ginkgos planted since 2010" written with no condition on a date averages
 * the ginkgos of every year; "Clint Eastwood films shot before 1975" lists them all. Noted when
 * the question gives a span by one year ("since 2010", "after 2014", "before 1975") or a decade
 * ("the 2000s"), no condition
 * of the query bounds a date or a year, and the data holds rows outside the span; the note's query
 * bounds the timestamp the question names, else the time a row happened ({@link EventDates}), else
 * the dataset's one column of years ({@code release_year}). "In 2021" is {@link YearAskedCheck}'s.
 */
final class YearSpanAskedCheck implements Check {

    /** A span of years: where it starts (inclusive) or ends (exclusive), in words and as a bound. */
    private record Span(String said, int from, int until) {}

    @Override
    public void check(Review review, Notes notes) {
        Span span = span(review.question().years());
        if (span == null || !review.query().isSimple() || YearAskedCheck.asksAYear(review)) {
            return;
        }
        String time = EventDates.asked(review);
        if (time == null && EventDates.timestamps(review).size() == 1) {
            time = EventDates.timestamps(review).get(0).field(); // the dataset's one date, with gaps
        }
        String condition = time != null ? onTime(review, time, span) : onYears(review, span);
        if (condition == null) {
            return;
        }
        Select select = review.query().last();
        String text = review.text();
        notes.add(
                Notes.shorten(text), // the whole query: its WHERE may be one condition another check notes
                "the question asks about " + span.said() + " and no condition bounds a date: these rows are of"
                        + " every year",
                "WHERE " + condition,
                NullGroupCheck.withCondition(text, select, condition));
    }

    private static Span span(QuestionYears years) {
        if (years.since().isPresent()) {
            return new Span(
                    "what came since " + years.since().get(), years.since().get(), Integer.MAX_VALUE);
        }
        if (years.after().isPresent()) {
            return new Span(
                    "what came after " + years.after().get(), years.after().get() + 1, Integer.MAX_VALUE);
        }
        if (years.decade().isPresent()) {
            int decade = years.decade().get();
            return new Span("the " + decade + "s", decade, decade + 10);
        }
        return years.before()
                .map(year -> new Span("what came before " + year, Integer.MIN_VALUE, year))
                .orElse(null);
    }

    /** The bound on a timestamp, or null when every row of the data is within the span. */
    private static String onTime(Review review, String time, Span span) {
        ColumnFacts facts = review.dataset().column(time);
        LocalDate first = facts == null || facts.stats() == null
                ? null
                : Dates.dayOf(facts.stats().smallest());
        LocalDate last = facts == null || facts.stats() == null
                ? null
                : Dates.dayOf(facts.stats().largest());
        if (first == null || last == null) {
            return null;
        }
        boolean fromCuts = span.from() != Integer.MIN_VALUE && first.getYear() < span.from();
        boolean untilCuts = span.until() != Integer.MAX_VALUE && last.getYear() >= span.until();
        String from = time + " >= '" + span.from() + "-01-01'";
        String until = time + " < '" + span.until() + "-01-01'";
        if (span.from() != Integer.MIN_VALUE && span.until() != Integer.MAX_VALUE) {
            return fromCuts || untilCuts ? from + " AND " + until : null; // a decade: both ends
        }
        return fromCuts ? from : untilCuts ? until : null;
    }

    /** The bound on the dataset's one column of years, or null. */
    private static String onYears(Review review, Span span) {
        ColumnFacts years = null;
        for (ColumnFacts column : review.dataset().columns()) {
            if (Dates.namedForYears(column.field())
                    && (column.type() == SoqlType.NUMBER || column.type() == SoqlType.TEXT)) {
                if (years != null) {
                    return null;
                }
                years = column;
            }
        }
        Double first = years == null || years.stats() == null
                ? null
                : NumberBound.parse(years.stats().smallest());
        Double last = years == null || years.stats() == null
                ? null
                : NumberBound.parse(years.stats().largest());
        if (first == null || last == null || first >= span.from() && last < span.until()) {
            return null; // every row is within the span
        }
        boolean text = years.type() == SoqlType.TEXT;
        String from = text ? "'" + span.from() + "'" : String.valueOf(span.from());
        String until = text ? "'" + span.until() + "'" : String.valueOf(span.until());
        if (span.from() != Integer.MIN_VALUE && span.until() != Integer.MAX_VALUE) {
            return years.field() + " >= " + from + " AND " + years.field() + " < " + until;
        }
        return span.from() != Integer.MIN_VALUE ? years.field() + " >= " + from : years.field() + " < " + until;
    }
}
