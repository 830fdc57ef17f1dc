package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.Words;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which timestamp of a dataset a person's question means: the one its words name ("reported":
 * {@code report_datetime}, "filed": {@code filed_date}), else the time a row happened, which a
 * publisher puts first among the timestamps every row has ({@code incident_datetime},
 * {@code requested_datetime}). Of two named alike, the one with times of day
 * ({@code incident_datetime} before {@code incident_date}).
 */
final class EventDates {

    /** The words of a date column's name that say only that it is a date. */
    private static final Set<String> DATE_WORDS = Set.of("date", "datetime", "time", "timestamp", "dt", "at", "on");

    private EventDates() {}

    /** The dataset's timestamps, in the schema's order. */
    static List<ColumnProfile> timestamps(Review review) {
        List<ColumnProfile> dates = new ArrayList<>();
        for (ColumnFacts column : review.dataset().columns()) {
            ColumnProfile profile = review.dataset().profile().column(column.field());
            if (profile != null && profile.isTimestamp()) {
                dates.add(profile);
            }
        }
        return dates;
    }

    /** The words of a timestamp's name beyond "date" and "time": {@code report_datetime} is report. */
    static Set<String> nameWords(String field) {
        Set<String> words = new LinkedHashSet<>();
        for (String word : Words.of(field)) {
            // a name written in one word: expirationdate is expiration, plantdate plant
            words.add(
                    word.length() > GLUED.length() + 3 && word.endsWith(GLUED)
                            ? word.substring(0, word.length() - GLUED.length())
                            : word);
        }
        words.removeAll(DATE_WORDS);
        return words;
    }

    private static final String GLUED = "date";

    /** Letters a status word and a date's name share at least: {@code EXPIRED} and expiration. */
    private static final int ROOT = 5;

    /** A status word names the date: one stem, or one root of {@link #ROOT} letters (expired, expiration). */
    static boolean names(String word, String name) {
        return Words.sameStem(name, word)
                || word.length() >= ROOT && name.length() >= ROOT && word.regionMatches(0, name, 0, ROOT);
    }

    /** The timestamp named by {@code word}, or null. */
    static String namedBy(Review review, String word) {
        return best(timestamps(review).stream()
                .filter(d -> related(word, nameWords(d.field())))
                .toList());
    }

    /** The timestamp a word of the question names, or null. */
    static String namedByTheQuestion(Review review) {
        return best(timestamps(review).stream()
                .filter(d -> nameWords(d.field()).stream()
                        .anyMatch(w -> review.question().mentions(w)))
                .toList());
    }

    /**
     * The time a row happened: the first timestamp every row has, one with times of day before one
     * of dates only; null when there is none.
     */
    static String eventTime(Review review) {
        List<ColumnProfile> full = timestamps(review).stream()
                .filter(d -> d.rows() > 0 && !d.hasNulls())
                .toList();
        return best(full);
    }

    /** What the question's timestamp is: the one it names, else the time a row happened. */
    static String asked(Review review) {
        String named = namedByTheQuestion(review);
        return named != null ? named : eventTime(review);
    }

    /** Of the columns, the first with times of day, else the first; null for none. */
    private static String best(List<ColumnProfile> named) {
        return named.stream()
                .filter(d -> d.grain() == ColumnProfile.Grain.TIMES)
                .findFirst()
                .or(() -> named.stream().findFirst())
                .map(ColumnProfile::field)
                .orElse(null);
    }

    /** Whether a word and one of a name's words are one ({@link Words#sameStem}). */
    static boolean related(String word, Set<String> names) {
        return names.stream().anyMatch(name -> names(word, name));
    }
}
