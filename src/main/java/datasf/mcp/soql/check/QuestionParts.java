package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reading the parts of a question that take a pattern of words ({@link Question}): what a count
 * counts, a number of latest or first rows, the one year asked within.
 */
final class QuestionParts {

    /** The most words after "how many" that can name what is counted. */
    private static final int COUNTED_WORDS = 3;

    private static final Pattern COUNTING =
            Pattern.compile("\\b(?:how many|number of|count of|count the|count all)\\b(.*)");

    /** Words between "how many" and the thing counted that say nothing of it. */
    private static final Set<String> BEFORE_THING = Set.of(
            "the",
            "different",
            "distinct",
            "unique",
            "separate",
            "individual",
            "total",
            "of",
            "all",
            // a state the things are in: "how many pending (requested) applications"
            "pending",
            "open",
            "active",
            "current",
            "still");

    /** Words that end the name of what is counted: "how many vendors <in> the Mission". */
    private static final Set<String> AFTER_THING = Set.of(
            "do", "doe", "did", "is", "are", "wa", "were", "be", "been", "have", "ha", "had", "in", "on", "at", "of",
            "for", "with", "from", "by", "per", "since", "during", "between", "before", "after", "that", "which", "who",
            "whom", "where", "when", "there", "than", "to", "a", "an", "the", "or", "and", "each", "every", "will",
            "would", "can", "could", "should", "may", "might", "within", "under", "over", "into", "about", "across",
            "last", "this", "these", "those", "got", "get");

    /** Verbs that follow what is counted ("how many vendors sell tacos"); one ending in -ed ends it too. */
    private static final Set<String> VERBS = Set.of(
            "hold", "sell", "operate", "run", "own", "exist", "remain", "happen", "occur", "serve", "contain",
            "include", "use", "show", "list", "take", "make", "need", "receive", "involve", "appear");

    private static final String LATEST_WORDS = "most recent(?:ly)?|latest|last|newest|earliest|oldest|first";
    private static final Pattern LATEST = Pattern.compile(
            "\\b(?:(\\d+) (" + LATEST_WORDS + ")|(" + LATEST_WORDS + ") (\\d+))\\b( [a-z]+)?( [a-z]+)?");

    /** A year the question asks within: "in 2024", "of 2024", "during 2024". */
    /** Words after "the last 30" that make it a period, not a number of rows. */
    private static final Set<String> PERIODS = Set.of(
            "second", "minute", "hour", "day", "night", "week", "weekend", "month", "quarter", "year", "decade",
            "season");

    private QuestionParts() {}

    /** The words of what a lower-case question counts, singular. */
    static Set<String> counted(String lower) {
        Matcher counting = COUNTING.matcher(lower);
        Set<String> thing = new LinkedHashSet<>();
        if (!counting.find()) {
            return thing;
        }
        for (String word : Question.sequence(counting.group(1))) {
            boolean number = word.chars().allMatch(Character::isDigit);
            if (thing.isEmpty() && (BEFORE_THING.contains(word) || number)) {
                continue; // "how many different 311 cases"
            }
            if (AFTER_THING.contains(word)
                    || VERBS.contains(word)
                    || number
                    || word.length() >= 5 && word.endsWith("ed")) {
                break; // "how many incidents <occurred>", "how many vendors <sell>"
            }
            thing.add(word);
            if (thing.size() == COUNTED_WORDS) {
                break;
            }
        }
        return thing;
    }

    /**
     * Plain-English names whose words are not the ones city data uses, and the words it uses:
     * a "car break-in" is a theft from a vehicle; "Public Works" is the DPW; trees "looked after"
     * are cared for; what "took place" or "happened" occurred.
     */
    static final Map<Pattern, List<String>> SAID_OTHERWISE = Map.of(
            Pattern.compile(
                    "\\b(?:car|auto|vehicle)s? ?break[- ]?ins?\\b|\\bbreak[- ]?ins? (?:of|into|to) (?:cars|vehicles)\\b"),
            List.of("theft", "from", "vehicle"),
            Pattern.compile("\\bthefts? from (?:parked |locked |unlocked )?(?:cars|autos)\\b"),
            List.of("theft", "from", "vehicle"),
            Pattern.compile("\\bpublic works\\b"),
            List.of("dpw"),
            Pattern.compile("\\blook(?:s|ed|ing)? after\\b"),
            List.of("care"),
            Pattern.compile("\\b(?:took|take|takes|taking) place\\b|\\bhappen(?:s|ed|ing)?\\b"),
            List.of("occurred"));

    /** The words, and after them the ones city data uses for a name the question says otherwise. */
    /** "Business hours", "a business day": a time, which says nothing of businesses. */
    private static final Pattern BUSINESS_TIME = Pattern.compile("\\bbusiness (hours?|days?)\\b");

    /** The question with the times named after businesses said as working times. */
    static String timesOfDayApart(String lower) {
        return BUSINESS_TIME.matcher(lower).replaceAll("working $1");
    }

    static List<String> withWordsSaidOtherwise(List<String> words, String lower) {
        List<String> all = new ArrayList<>(words);
        SAID_OTHERWISE.forEach((name, used) -> {
            if (name.matcher(lower).find()) {
                used.stream().filter(w -> !all.contains(w)).forEach(all::add);
            }
        });
        return all;
    }

    /** "30 cm", "300 millimetres", "a foot", "2 feet": a length the question gives in its own unit. */
    static final Pattern STATED_LENGTH = Pattern.compile("\\b(\\d+(?:\\.\\d+)?|an?|one|two|three) ?"
            + "(cm|centimet(?:er|re)s?|mm|millimet(?:er|re)s?|feet|foot|ft)\\b");

    /** "reported stolen", "reported as missing": what happened, said as it was reported. */
    static final Pattern REPORTED_STATE = Pattern.compile("\\breported (?:as )?(?:stolen|missing|lost|abandoned)\\b");

    /** "where there is one", "if available", "otherwise", "falling back to": one value in place of another. */
    static final Pattern FALLBACK =
            Pattern.compile("\\b(?:where there is one|if there is one|when there is one|where available|if available"
                    + "|when available|otherwise|fall(?:ing)? back|else"
                    + "|where it was never \\w+|where there (?:is|was) none|if (?:it was|there is) no \\w+)\\b");

    /** "a mile", "half a mile", "a quarter mile", "2 miles", "500 feet", "1.5 km": a distance asked for. */
    private static final Pattern DISTANCE = Pattern.compile(
            "(?<!\\$)\\b(half an?|quarter(?: of an?)?|an?|one|two|three|\\d+(?:\\.\\d+)?) ?(miles?|km|kilomet(?:er|re)s?|feet|foot|ft"
                    + "|yards?|met(?:er|re)s?|m)\\b");

    /**
     * The distance a lower-case question asks within, in meters, or null when it names none or
     * several different ones.
     */
    static Double distance(String lower) {
        Matcher found = DISTANCE.matcher(lower);
        Double meters = null;
        while (found.find()) {
            String amount = found.group(1);
            double count = amount.startsWith("half")
                    ? 0.5
                    : amount.startsWith("quarter")
                            ? 0.25
                            : amount.equals("a") || amount.equals("an") || amount.equals("one")
                                    ? 1
                                    : amount.equals("two")
                                            ? 2
                                            : amount.equals("three") ? 3 : Double.parseDouble(amount);
            // meters themselves are the unit the table of others is in
            double each = Question.UNITS.getOrDefault(Words.singular(found.group(2)), 1.0);
            double these = count * each;
            if (meters != null && Math.abs(these - meters) > meters / 10) {
                return null; // two distances; one said twice ("a quarter mile (1320 ft)") is one
            }
            if (meters == null) {
                meters = these;
            }
        }
        return meters;
    }

    /** "4am", "10 pm", "2 a.m.": a time of day by its hour. */
    private static final Pattern CLOCK = Pattern.compile("\\b(1[0-2]|0?[1-9])(?::00)? ?([ap])\\.?m\\b");

    /** The hours of the day (0 to 23) a lower-case question names on the clock ("until 4am": 4). */
    static Set<Integer> hours(String lower) {
        Set<Integer> hours = new LinkedHashSet<>();
        Matcher clock = CLOCK.matcher(lower);
        while (clock.find()) {
            int hour = Integer.parseInt(clock.group(1)) % 12;
            hours.add(clock.group(2).equals("p") ? hour + 12 : hour);
        }
        return hours;
    }

    /** The latest (or first) rows a lower-case question asks about, or null. */
    static Question.Latest latest(String lower) {
        Matcher found = LATEST.matcher(lower.replaceAll("[^a-z0-9]+", " "));
        while (found.find()) {
            String number = found.group(1) != null ? found.group(1) : found.group(4);
            String which = found.group(1) != null ? found.group(2) : found.group(3);
            List<String> following = new ArrayList<>();
            for (int group = 5; group <= 6; group++) {
                if (found.group(group) != null) {
                    following.add(Words.singular(found.group(group).strip()));
                }
            }
            if (!following.isEmpty() && PERIODS.contains(following.get(0)) || number.length() > 6) {
                continue;
            }
            boolean newest = !which.equals("earliest") && !which.equals("oldest") && !which.equals("first");
            return new Question.Latest(Integer.parseInt(number), newest, following);
        }
        return null;
    }
}
