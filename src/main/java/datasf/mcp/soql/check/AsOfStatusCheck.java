package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import java.time.LocalDate;
import java.time.Month;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "As of June 30, 2025, how many permits had been completed?" written {@code status = 'complete'}:
 * a status is where each row stands today, so it counts what is complete now, including what was
 * completed after that day. The date of the event the status names says when. Noted when the
 * question asks "as of" a day (or "by the start of" a year), a WHERE compares a text column with one value whose word names a
 * timestamp ({@code complete}: {@code completed_date}; {@code Closed}: {@code closed_date}), and
 * the question does not ask where things stand now ("currently", "still"); the note's query counts
 * the rows whose event came before the end of that day instead.
 */
final class AsOfStatusCheck implements Check {

    private static final Pattern AS_OF = Pattern.compile(
            "\\bas of (?:(january|february|march|april|may|june|july|august|september|october|november|december)"
                    + " (\\d{1,2}),? (\\d{4})|(\\d{4})-(\\d{2})-(\\d{2}))\\b");

    /** "By the start of 2025", "by the end of 2024": as of the day before the year, or its last. */
    private static final Pattern BY_YEAR = Pattern.compile("\\bby the (start|beginning|end) of (\\d{4})\\b");

    /** Words that ask for the status as it is now. */
    private static final Set<String> NOW = Set.of("still", "currently", "current", "now", "remain", "yet", "active");

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown()
                || !question.words().contains("as") && !question.words().contains("by")
                || NOW.stream().anyMatch(question::mentions)
                || !review.query().isSimple()) {
            return;
        }
        LocalDate day = asOf(question);
        if (day == null) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            Literal value = TextEquality.value(review, condition);
            if (value == null || !condition.isEquality() || condition.negated() || condition.underOr()) {
                continue;
            }
            Set<String> said = Words.of(value.value());
            String date = said.size() == 1
                    ? EventDates.namedBy(review, said.iterator().next())
                    : null;
            if (date == null) {
                continue;
            }
            notes.replace(
                    condition.node(),
                    condition.column() + " is where each row stands today, not on " + day + "; " + date
                            + " says when it happened",
                    date + " < '" + day.plusDays(1) + "'");
            return;
        }
    }

    /** The day the question asks "as of", or null. */
    private static LocalDate asOf(Question question) {
        Matcher year = question.read(BY_YEAR);
        if (year.find()) {
            int named = Integer.parseInt(year.group(2));
            return year.group(1).equals("end") ? LocalDate.of(named, 12, 31) : LocalDate.of(named - 1, 12, 31);
        }
        Matcher said = question.read(AS_OF);
        if (!said.find()) {
            return null;
        }
        try {
            return said.group(1) != null
                    ? LocalDate.of(
                            Integer.parseInt(said.group(3)),
                            Month.valueOf(said.group(1).toUpperCase(Locale.ROOT)),
                            Integer.parseInt(said.group(2)))
                    : LocalDate.of(
                            Integer.parseInt(said.group(4)),
                            Integer.parseInt(said.group(5)),
                            Integer.parseInt(said.group(6)));
        } catch (java.time.DateTimeException e) {
            return null;
        }
    }
}
