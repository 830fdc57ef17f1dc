package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The person's question, when the model passes it with the query ({@code question}): what a check
 * compares the answer with where the query alone cannot tell a mistake from a fair question. The
 * count of approved permits and the count of the vendors that hold them are the same
 * {@code count(*)}; the question says which was asked. Read only where its words say so plainly:
 * what a count counts ("how many different vendors"), a number of latest or first rows ("the 50
 * most recent incidents"), the one year asked within ("each month of 2024"), the days of the week
 * it names, whether it asks for each day, and whether it names a value, a column or a date (its
 * words, singular, compared with theirs). Anything else in it is ignored; without one,
 * the checks read the query alone. It is never sent to Socrata and never logged.
 */
public final class Question {

    /** No question: the checks read the query alone. */
    public static final Question NONE = new Question(List.of());

    /** The longest question a tool takes. */
    public static final int MAX_LENGTH = 500;

    /**
     * Meters in each unit a distance may be asked in, beyond meters ("within 500 metres" written
     * 0.5 was in kilometres).
     */
    static final Map<String, Double> UNITS = Map.of(
            "mile", 1609.344,
            "km", 1000.0,
            "kilometer", 1000.0,
            "kilometre", 1000.0,
            "foot", 0.3048,
            "feet", 0.3048,
            "ft", 0.3048,
            "yard", 0.9144);

    /** Words of four letters or more that say nothing of a value. */
    private static final Set<String> COMMON = Set.of(
            "what", "which", "many", "much", "were", "have", "with", "from", "that", "this", "there", "their", "they",
            "does", "into", "than", "then", "each", "every", "some", "most", "more", "only", "also", "other", "about",
            "over", "under", "after", "before", "since", "during", "where", "when", "show", "list");

    /** "including those with none", "missing", "unknown": the rows without a value are asked for. */
    private static final Set<String> MISSING =
            Set.of("none", "missing", "without", "blank", "unknown", "empty", "null", "unassigned", "unspecified");

    /** "how many trees have a known planting date": a count of the rows that have a value. */
    private static final Pattern HAVE = Pattern.compile("\\b(?:have|has|with) (?:a|an|any|some|known)\\b|\\bknown\\b");

    private static final List<String> WEEKDAYS =
            List.of("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday");

    /** "on each day", "per date", "by planting date", "daily": a series by day is asked for. */
    private static final Pattern BY_DAY =
            Pattern.compile("\\b(?:(?:each|every|per|by)(?: [a-z]+)? (?:day|date)s?|daily)\\b");

    /**
     * "The 50 most recent incidents": how many rows, whether the newest (or the first), and the
     * words right after, which may say by which date ({@code reported}).
     */
    public record Latest(int rows, boolean newest, List<String> following) {}

    private final List<String> words;
    private final String text;
    /** The text in lower case, as the readings of its phrases take it. */
    private final String lower;

    private final Set<String> counted;
    private final Latest latest;
    private final QuestionYears years;

    private Question(List<String> words) {
        this.words = List.copyOf(words);
        this.text = "";
        this.lower = "";
        this.counted = Set.of();
        this.latest = null;
        this.years = QuestionYears.of("");
    }

    private Question(String text) {
        this.lower = text.toLowerCase(Locale.ROOT);
        this.words = List.copyOf(QuestionParts.withWordsSaidOtherwise(sequence(lower), lower));
        this.text = text;
        this.counted = java.util.Collections.unmodifiableSet(QuestionParts.counted(lower)); // in order
        this.latest = QuestionParts.latest(lower);
        this.years = QuestionYears.of(lower);
    }

    /** The question as the model passed it; {@link #NONE} for null or blank. */
    public static Question of(String text) {
        return text == null || text.isBlank() ? NONE : new Question(text.strip());
    }

    public boolean isKnown() {
        return !words.isEmpty();
    }

    /** The question's words, lower case, singular, in order. */
    public List<String> words() {
        return words;
    }

    /** The words of what the question counts ("how many different vendors hold": vendor, hold), singular. */
    public Set<String> counted() {
        return counted;
    }

    /** The number of latest (or first) rows the question asks about, if it names one. */
    public Optional<Latest> latest() {
        return Optional.ofNullable(latest);
    }

    /**
     * The days of the week the question names, as {@code date_extract_dow} counts them (Sunday 0
     * to Saturday 6).
     */
    public Set<Integer> weekdays() {
        Set<Integer> days = new LinkedHashSet<>();
        for (int day = 0; day < WEEKDAYS.size(); day++) {
            if (words.contains(WEEKDAYS.get(day))) {
                days.add(day);
            }
        }
        return days;
    }

    /** Meters in the unit of distance the question names ("half a mile": 1609.344), if it names one. */
    public Optional<Double> metersPerUnit() {
        for (String word : words) {
            if (UNITS.containsKey(word)) {
                return Optional.of(UNITS.get(word));
            }
        }
        return Optional.empty();
    }

    /** The one distance the question asks within, in meters ("within a mile": 1609), if it names one. */
    public Optional<Double> distanceInMeters() {
        return Optional.ofNullable(QuestionParts.distance(lower));
    }

    /** Whether the question asks for the rows without a value too ("including trees that have none"). */
    public boolean asksForMissing() {
        return words.stream().anyMatch(MISSING::contains);
    }

    /** The one length the question gives in centimetres, millimetres or feet ("over 30 cm"), if it gives one. */
    public Optional<StatedLength> statedLength() {
        return StatedLength.in(lower);
    }

    /**
     * Whether the question says a thing was "reported stolen" (missing, lost): the idiom for the
     * event, not for the day of the report.
     */
    public boolean reportsAState() {
        return QuestionParts.REPORTED_STATE.matcher(lower).find();
    }

    /** Whether the question takes one value in place of another ("the revised cost where there is one"). */
    public boolean asksFallback() {
        return QuestionParts.FALLBACK.matcher(lower).find();
    }

    /**
     * Where {@code word} first stands in the question, as itself or but for its ending
     * ({@link #mentionsRootOf}): its index among the question's words, or -1.
     */
    public int position(String word) {
        for (int at = 0; at < words.size(); at++) {
            String own = words.get(at);
            if (Words.sameStem(own, word) || rootOf(own, word)) {
                return at;
            }
        }
        return -1;
    }

    /** Whether the question counts what rows have ("how many trees have a known planting date"). */
    public boolean asksWhatTheyHave() {
        return HAVE.matcher(String.join(" ", words)).find();
    }

    /**
     * Whether the question writes {@code word} as a name: capitalized, and not as the first word
     * ("in the Mission neighborhood").
     */
    public boolean namesProperly(String word) {
        Matcher found = Pattern.compile(
                        "(?<![\\p{L}\\d])" + Pattern.quote(word) + "(?![\\p{L}\\d])", Pattern.CASE_INSENSITIVE)
                .matcher(text);
        while (found.find()) {
            String written = found.group();
            boolean first = text.substring(0, found.start()).isBlank();
            if (!first && Character.isUpperCase(written.charAt(0))) {
                return true;
            }
        }
        return false;
    }

    /** The word right after {@code phrase} in the question ("the Mission neighborhood": neighborhood), or null. */
    public String wordAfter(String phrase) {
        List<String> run = sequence(phrase.toLowerCase(Locale.ROOT));
        int at = run.isEmpty() ? -1 : runAt(run);
        return at < 0 || at + run.size() >= words.size() ? null : words.get(at + run.size());
    }

    /**
     * The one period the question groups by, if it names exactly one: "month" ("which month",
     * "monthly"), "year" ("each year", "yearly", "annual") or "day".
     */
    public Optional<String> period() {
        Set<String> named = new LinkedHashSet<>();
        for (String word : words) {
            switch (word) {
                case "month", "monthly" -> named.add("month");
                case "year", "yearly", "annual", "annually" -> named.add("year");
                case "day", "daily" -> named.add("day");
                default -> {}
            }
        }
        return named.size() == 1 ? Optional.of(named.iterator().next()) : Optional.empty();
    }

    /** Whether the question speaks of days ("the busiest day", "daily", "by date"). */
    public boolean speaksOfDays() {
        return words.contains("day") || words.contains("daily") || words.contains("date");
    }

    /** Whether the question asks for a series by day ("on each planting date", "daily"). */
    public boolean byDay() {
        return BY_DAY.matcher(String.join(" ", words)).find();
    }

    /** The years the question gives: the one it asks within, a span's first year, a decade. */
    public QuestionYears years() {
        return years;
    }

    /** A matcher of {@code pattern} over the question in lower case: for a check's own phrases. */
    public Matcher read(Pattern pattern) {
        return pattern.matcher(lower);
    }

    /** Whether the question names the hour (0 to 23) on the clock: "until 4am" names 4, "10pm" 22. */
    public boolean namesHour(int hour) {
        return QuestionParts.hours(lower).contains(hour);
    }

    /** Whether {@code word} (singular) is in the question, or a word of it with the same stem ({@link Words#sameStem}). */
    public boolean mentions(String word) {
        return words.stream().anyMatch(own -> Words.sameStem(own, word));
    }

    /** Whether a word of the question is {@code word} with an ending ({@link Words#madeFrom}): "erecting" for erect. */
    public boolean mentionsAFormOf(String word) {
        return words.stream().anyMatch(own -> Words.madeFrom(own, word));
    }

    /**
     * Whether a word of the question other than {@code besides} means {@code word}
     * ({@link Words#sameMeaning}): "stolen" for theft.
     */
    public boolean mentionsMeaning(String word, Set<String> besides) {
        return words.stream().anyMatch(own -> !besides.contains(own) && Words.sameMeaning(own, word));
    }

    /**
     * Whether a word of the question is {@code word} but for its ending: the two share their first
     * four letters or more, and the question's word has at most two letters beyond ("cared" for
     * caretaker, "produce" for production, "planted" for plantdate).
     */
    public boolean mentionsRootOf(String word) {
        return words.stream().anyMatch(own -> rootOf(own, word));
    }

    private static boolean rootOf(String own, String word) {
        int shared = 0;
        while (shared < Math.min(own.length(), word.length()) && own.charAt(shared) == word.charAt(shared)) {
            shared++;
        }
        return !isCommon(own) && shared >= 4 && shared >= own.length() - 2;
    }

    /** Whether {@code word} says nothing of a value: short, or a word every question has. */
    public static boolean isCommon(String word) {
        return word.length() < 4 || COMMON.contains(word);
    }

    /**
     * Whether {@code word} is in the question ({@link #mentions}) and is not what it counts: a
     * word the question says of something else ("how many permits were <issued>").
     */
    public boolean namesBesidesCounted(String word) {
        return mentions(word) && !counted.contains(word);
    }

    /**
     * Whether the question names {@code value}: its words, singular, stand in the question in a
     * row ("how many motor vehicle thefts" names {@code Motor Vehicle Theft}), or, of two words or
     * more, all stand in it ("commercial robberies": {@code Robbery - Commercial}), or two of them
     * or more stand in it in a row, one of them {@code word} ("Brisbane Box trees" and
     * {@code Lophostemon confertus :: Brisbane Box}, {@code word} box).
     */
    public boolean names(String value, String word) {
        List<String> wanted = sequence(value.toLowerCase(Locale.ROOT));
        if (wanted.isEmpty()) {
            return false;
        }
        if (runAt(wanted) >= 0 || wanted.size() > 1 && words.containsAll(wanted)) {
            return true;
        }
        String own = Words.singular(word.toLowerCase(Locale.ROOT));
        for (int from = 0; from < wanted.size(); from++) {
            for (int to = from + 2; to <= wanted.size(); to++) {
                List<String> run = wanted.subList(from, to);
                if (run.contains(own) && runAt(run) >= 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the question says, right beside the pattern's word, another word of {@code value}
     * of four letters or more, or a form of one ("street cleaning requests": {@code Street and
     * Sidewalk Cleaning}, pattern street; "streetlight outages": {@code Streetlight - Light_Out}):
     * the words around it say which of the values it matches is meant.
     */
    public boolean sharesAWordBeyond(String value, String pattern) {
        Set<String> own = Words.of(pattern);
        Set<String> beyond = Words.of(value);
        beyond.removeAll(own);
        for (int at = 0; at < words.size(); at++) {
            if (!own.contains(words.get(at))) {
                continue;
            }
            for (int next : new int[] {at - 1, at + 1}) {
                if (next >= 0 && next < words.size()) {
                    String word = words.get(next);
                    if (word.length() >= 4
                            && !COMMON.contains(word)
                            && beyond.stream().anyMatch(b -> b.equals(word) || Words.madeFrom(word, b))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** How many times {@code word} (any case, singular or plural) stands in the question. */
    public int occurrences(String word) {
        String own = Words.singular(word.toLowerCase(Locale.ROOT));
        return (int) words.stream().filter(own::equals).count();
    }

    /** Where the words stand in the question in a row, or -1. */
    private int runAt(List<String> run) {
        for (int at = 0; at + run.size() <= words.size(); at++) {
            if (words.subList(at, at + run.size()).equals(run)) {
                return at;
            }
        }
        return -1;
    }

    /** The words of a text in order, singular, as {@link Words} reads them. */
    static List<String> sequence(String lower) {
        List<String> all = new ArrayList<>();
        for (String word : QuestionParts.timesOfDayApart(lower).split("[^a-z0-9]+")) {
            if (!word.isEmpty()) {
                all.add(Words.singular(word));
            }
        }
        return all;
    }
}
