package datasf.mcp.soql.check;

import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The years a person's question gives: the one it asks within ("each month of 2024"), the first
 * and last of a span ("since 2020", "through 2021"), a decade ("the 1990s"), every year it writes, and whether it wants
 * whole years ("which complete year").
 */
public final class QuestionYears {

    /** "in 2024", "during March 2023", "each month of 2024": a year asked within; not "as of 2025-06-30". */
    private static final Pattern WITHIN = Pattern.compile(
            "\\b(in|(?<!\\bas )of|during|for|throughout) (?:the year |(?:january|"
                    + "february|march|april|may|june|july|august|september|october|november|december) )?((?:19|20)\\d\\d)\\b");

    private static final Pattern ANY = Pattern.compile("\\b(?:19|20)\\d\\d\\b");

    /**
     * "since 2020", "starting in 2019", "from 2021 to 2024", "since the start of 2020": a first
     * year the span takes in.
     */
    private static final Pattern SINCE = Pattern.compile(
            "\\b(?:since|starting(?: in| from)?|beginning(?: in)?|from)(?: the (?:start|beginning) of)? ((?:19|20)\\d\\d)\\b");

    /** "through 2021", "from 2019 to 2021": a last year the span takes in. */
    private static final Pattern THROUGH = Pattern.compile(
            "\\b(?:through|thru) ((?:19|20)\\d\\d)\\b|\\bfrom (?:19|20)\\d\\d (?:to|and) ((?:19|20)\\d\\d)\\b");

    /** "before 1975": a year the span ends before (the year is group 1); InclusiveBoundCheck reads it too. */
    static final Pattern BEFORE = Pattern.compile("\\bbefore ((?:19|20)\\d\\d)\\b");

    /** "after 2014": a year the span starts after (group 1). */
    static final Pattern AFTER = Pattern.compile("\\bafter ((?:19|20)\\d\\d)\\b");

    /** "the 1990s", "in the 2010's": a decade. */
    private static final Pattern DECADE = Pattern.compile("\\b((?:19|20)\\d)0'?s\\b");

    /** "which complete year", "full years only": years the question wants whole. */
    private static final Pattern WHOLE = Pattern.compile("\\b(?:complete|full|whole|entire) (?:calendar )?years?\\b");

    private final Integer within;
    private final Set<Integer> written;
    private final Integer since;
    private final Integer through;
    private final Integer before;
    private final Integer after;
    private final Integer decade;
    private final boolean whole;

    private QuestionYears(String lower) {
        String spaced = lower.replaceAll("[^a-z0-9']+", " ");
        written = new LinkedHashSet<>();
        whole = spaced.contains("year") && WHOLE.matcher(spaced).find();
        if (!spaced.contains("19") && !spaced.contains("20")) {
            // no year written: nothing below can match (most questions; the checks read this on every answer)
            within = since = through = before = after = decade = null;
            return;
        }
        Matcher any = ANY.matcher(spaced);
        while (any.find()) {
            written.add(Integer.valueOf(any.group()));
        }
        Matcher in = WITHIN.matcher(spaced);
        within = written.size() == 1 && in.find() ? Integer.valueOf(in.group(2)) : null;
        Matcher from = SINCE.matcher(spaced);
        since = from.find() ? Integer.valueOf(from.group(1)) : null;
        Matcher last = THROUGH.matcher(spaced);
        through = last.find() ? Integer.valueOf(last.group(1) != null ? last.group(1) : last.group(2)) : null;
        before = first(BEFORE.matcher(spaced));
        after = first(AFTER.matcher(spaced));
        Matcher tens = DECADE.matcher(spaced);
        decade = tens.find() ? Integer.parseInt(tens.group(1)) * 10 : null;
    }

    private static Integer first(Matcher year) {
        return year.find() ? Integer.valueOf(year.group(1)) : null;
    }

    /** The years of a lower-case question. */
    static QuestionYears of(String lower) {
        return new QuestionYears(lower);
    }

    /**
     * The one year the question asks within ("which month of 2024"), if it names exactly one year
     * and names it so; not "since 2020" or "from 2019 to 2024".
     */
    public Optional<Integer> within() {
        return Optional.ofNullable(within);
    }

    /** Whether the question writes no year at all. */
    public boolean namesNone() {
        return written.isEmpty();
    }

    /** Whether the question writes {@code year} ("is crime down in 2025"). */
    public boolean writes(int year) {
        return written.contains(year);
    }

    /** The first year of a span the question gives ("since 2020", "starting in 2019"), if it gives one. */
    public Optional<Integer> since() {
        return Optional.ofNullable(since);
    }

    /** The last year of a span the question gives ("through 2021", "from 2019 to 2021"), if it gives one. */
    public Optional<Integer> through() {
        return Optional.ofNullable(through);
    }

    /** The year the question asks before ("filmed before 1975"), if it names one. */
    public Optional<Integer> before() {
        return Optional.ofNullable(before);
    }

    /** The year the question asks after ("released after 2014"), if it names one. */
    public Optional<Integer> after() {
        return Optional.ofNullable(after);
    }

    /** The first year of the decade the question names ("the 1990s": 1990), if it names one. */
    public Optional<Integer> decade() {
        return Optional.ofNullable(decade);
    }

    /** Whether the question wants whole years only ("which complete year had the fewest"). */
    public boolean whole() {
        return whole;
    }
}
