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

    /** The most words after "how many" that can name what is counted. */
    private static final int COUNTED_WORDS = 3;

    private static final Pattern COUNTING =
            Pattern.compile("\\b(?:how many|number of|count of|count the|count all)\\b(.*)");

    /** Words between "how many" and the thing counted that say nothing of it. */
    private static final Set<String> BEFORE_THING =
            Set.of("the", "different", "distinct", "unique", "separate", "individual", "total", "of", "all");

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
    private static final Pattern YEAR = Pattern.compile("\\b(in|of|during|for|throughout) (?:the year |(?:january|"
            + "february|march|april|may|june|july|august|september|october|november|december) )?((?:19|20)\\d\\d)\\b");

    /**
     * Meters in each unit a distance may be asked in, beyond meters ("within 500 metres" written
     * 0.5 was in kilometres).
     */
    private static final Map<String, Double> UNITS = Map.of(
            "mile", 1609.344,
            "km", 1000.0,
            "kilometer", 1000.0,
            "kilometre", 1000.0,
            "foot", 0.3048,
            "feet", 0.3048,
            "ft", 0.3048,
            "yard", 0.9144);

    /** "including those with none", "missing", "unknown": the rows without a value are asked for. */
    private static final Set<String> MISSING =
            Set.of("none", "missing", "without", "blank", "unknown", "empty", "null", "unassigned", "unspecified");

    /** "how many trees have a known planting date": a count of the rows that have a value. */
    private static final Pattern HAVE = Pattern.compile("\\b(?:have|has|with) (?:a|an|any|known)\\b|\\bknown\\b");

    private static final Pattern ANY_YEAR = Pattern.compile("\\b(?:19|20)\\d\\d\\b");

    private static final List<String> WEEKDAYS =
            List.of("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday");

    /** "on each day", "per date", "by planting date", "daily": a series by day is asked for. */
    private static final Pattern BY_DAY =
            Pattern.compile("\\b(?:(?:each|every|per|by)(?: [a-z]+)? (?:day|date)s?|daily)\\b");

    /** Words after "the last 30" that make it a period, not a number of rows. */
    private static final Set<String> PERIODS = Set.of(
            "second", "minute", "hour", "day", "night", "week", "weekend", "month", "quarter", "year", "decade",
            "season");

    /**
     * "The 50 most recent incidents": how many rows, whether the newest (or the first), and the
     * words right after, which may say by which date ({@code reported}).
     */
    public record Latest(int rows, boolean newest, List<String> following) {}

    private final List<String> words;
    private final String text;
    private final Set<String> counted;
    private final Latest latest;
    private final Integer year;

    private Question(List<String> words) {
        this.words = List.copyOf(words);
        this.text = "";
        this.counted = Set.of();
        this.latest = null;
        this.year = null;
    }

    private Question(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        this.words = List.copyOf(sequence(lower));
        this.text = text;
        this.counted = Set.copyOf(counted(lower));
        this.latest = latest(lower);
        this.year = year(lower);
    }

    /** The question as the model passed it; {@link #NONE} for null or blank. */
    public static Question of(String text) {
        return text == null || text.isBlank() ? NONE : new Question(text.strip());
    }

    public boolean isKnown() {
        return !words.isEmpty();
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

    /** Whether the question asks for the rows without a value too ("including trees that have none"). */
    public boolean asksForMissing() {
        return words.stream().anyMatch(MISSING::contains);
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

    /** Whether the question asks for a series by day ("on each planting date", "daily"). */
    public boolean byDay() {
        return BY_DAY.matcher(String.join(" ", words)).find();
    }

    /**
     * The one year the question asks within ("which month of 2024"), if it names exactly one year
     * and names it so; not "since 2020" or "from 2019 to 2024".
     */
    public Optional<Integer> year() {
        return Optional.ofNullable(year);
    }

    /** Whether {@code word} (singular) is in the question, or a word of it with the same stem ({@link Words#sameStem}). */
    public boolean mentions(String word) {
        return words.stream().anyMatch(own -> Words.sameStem(own, word));
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
    private static List<String> sequence(String lower) {
        List<String> all = new ArrayList<>();
        for (String word : lower.split("[^a-z0-9]+")) {
            if (!word.isEmpty()) {
                all.add(Words.singular(word));
            }
        }
        return all;
    }

    private static Set<String> counted(String lower) {
        Matcher counting = COUNTING.matcher(lower);
        Set<String> thing = new LinkedHashSet<>();
        if (!counting.find()) {
            return thing;
        }
        for (String word : sequence(counting.group(1))) {
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

    private static Integer year(String lower) {
        String spaced = lower.replaceAll("[^a-z0-9]+", " ");
        Set<String> years = new LinkedHashSet<>();
        Matcher any = ANY_YEAR.matcher(spaced);
        while (any.find()) {
            years.add(any.group());
        }
        Matcher within = YEAR.matcher(spaced);
        return years.size() == 1 && within.find() ? Integer.valueOf(within.group(2)) : null;
    }

    private static Latest latest(String lower) {
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
            return new Latest(Integer.parseInt(number), newest, following);
        }
        return null;
    }
}
