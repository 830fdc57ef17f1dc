package datasf.mcp.schema;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The words of a name or a sentence as the profile compares them: lower case, split at anything
 * that is not a letter or digit and between a lower-case letter and an upper-case one
 * ({@code TreeID} is tree, id), each in its singular ({@code films} is film, {@code facilities}
 * facility), so that an alias {@code num_films}, a column {@code title} and a description's
 * "titles" meet.
 */
public final class Words {

    /** Letters two words must share to be taken as one ({@code approvals} and {@code approved}). */
    public static final int STEM = 6;

    private Words() {}

    /**
     * Whether two words (singular, lower case) are one: equal, or both of {@link #STEM} letters or
     * more that share their first {@link #STEM} ({@code reported} and {@code report}).
     */
    public static boolean sameStem(String a, String b) {
        return a.equals(b) || a.length() >= STEM && b.length() >= STEM && a.regionMatches(0, b, 0, STEM);
    }

    /** Endings that make a word of a shorter one: erect, erecting; out, outage. */
    private static final Set<String> ENDINGS = Set.of("ing", "ed", "ion", "age", "er", "ment");

    /**
     * Whether {@code longer} is {@code base} (three letters or more) with an ending that makes a
     * word of it ("erecting" of erect, "outage" of out), where the two are too short to share a
     * {@link #STEM}.
     */
    public static boolean madeFrom(String longer, String base) {
        return base.length() >= 3
                && longer.length() > base.length()
                && longer.startsWith(base)
                && ENDINGS.contains(longer.substring(base.length()));
    }

    /**
     * Words people use for one thing where city data uses another ("stolen vehicles" are
     * {@code Motor Vehicle Theft}, a "car" is a {@code Vehicle}): each set is one meaning. Kept to
     * plain English words that name the same thing in any dataset, never a dataset's own codes.
     */
    private static final List<Set<String>> MEANINGS = List.of(
            Set.of("stolen", "steal", "theft", "thief", "stole", "larceny"),
            Set.of("car", "auto", "automobile", "vehicle"),
            Set.of("bike", "bicycle"),
            Set.of("trash", "garbage", "litter", "rubbish", "debris"),
            Set.of("homeless", "encampment", "tent"),
            Set.of("kid", "child", "juvenile"),
            Set.of("drug", "narcotic"),
            Set.of("gun", "firearm", "handgun", "pistol"),
            Set.of("fire", "arson"),
            Set.of("home", "house", "residential", "residence", "dwelling"),
            Set.of("business", "commercial", "store", "shop", "retail"),
            Set.of("film", "movie"),
            Set.of("maintain", "maintained", "maintenance", "care", "cared", "caretaker", "caregiver"));

    /** Whether two words (singular, lower case) are one ({@link #sameStem}) or mean one thing ({@link #MEANINGS}). */
    public static boolean sameMeaning(String a, String b) {
        return sameStem(a, b) || synonyms(a, b);
    }

    /** Each word of {@link #MEANINGS} and the meaning it belongs to, to look one up at once. */
    private static final Map<String, Integer> MEANING_OF = meaningOf();

    /** Whether two words (singular, lower case) are equal or mean one thing ({@link #MEANINGS}), stems aside. */
    public static boolean synonyms(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        Integer meaning = MEANING_OF.get(a);
        return meaning != null && meaning.equals(MEANING_OF.get(b));
    }

    /** Words of {@link #MEANINGS} that cover the others of their set and more: a vehicle is a car or a motorcycle. */
    private static final Set<String> GENERAL = Set.of("vehicle");

    /**
     * Whether {@code general} means {@code word} and more ({@link #GENERAL}): a value saying
     * "Vehicle" does not say "car", though "car" is a kind of vehicle.
     */
    public static boolean covers(String general, String word) {
        return GENERAL.contains(general) && !general.equals(word) && synonyms(general, word);
    }

    private static Map<String, Integer> meaningOf() {
        Map<String, Integer> of = new HashMap<>();
        for (int meaning = 0; meaning < MEANINGS.size(); meaning++) {
            for (String word : MEANINGS.get(meaning)) {
                of.put(word, meaning);
            }
        }
        return Map.copyOf(of);
    }

    /**
     * The words of a value, each by its singular with the value's own spelling of it, in order
     * ({@code Vehicle, Stolen, Auto}: vehicle as {@code Vehicle}...): what a note needs to match
     * the value with a pattern as it is written.
     */
    public static Map<String, String> spellings(String text) {
        Map<String, String> spellings = new LinkedHashMap<>();
        for (String written : text.split("[^A-Za-z0-9]+")) {
            if (!written.isEmpty()) {
                spellings.putIfAbsent(singular(written.toLowerCase(Locale.ROOT)), written);
            }
        }
        return spellings;
    }

    /** The words of {@code text}, singular, in order; none for null. */
    public static Set<String> of(String text) {
        Set<String> words = new LinkedHashSet<>();
        if (text == null) {
            return words;
        }
        String spaced = text.replaceAll("([a-z0-9])([A-Z])", "$1 $2");
        for (String word : spaced.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (!word.isEmpty()) {
                words.add(singular(word));
            }
        }
        return words;
    }

    /** {@code films} -> film, {@code facilities} -> facility, {@code addresses} -> address; others as they are. */
    public static String singular(String word) {
        if (word.length() > 4 && word.endsWith("ies")) {
            return word.substring(0, word.length() - 3) + "y";
        }
        if (word.length() > 4 && (word.endsWith("sses") || word.endsWith("xes") || word.endsWith("ches"))) {
            return word.substring(0, word.length() - 2);
        }
        if (word.length() > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }
}
