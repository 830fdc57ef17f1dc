package datasf.mcp.schema;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what one row is ({@link RowUnit}) from a dataset's columns, statistics and words. A
 * column names a thing when its name or a short description says it is an identifier
 * ({@code incident_id}, {@code permit_number}, {@code TreeID}, "Permit number") or its description
 * says it is a name or a title ("Name of permit holder", "Title of the production"). Such a
 * column with a different value in every row is the row's key; one whose values each fill
 * several rows (at least {@link #MIN_ROWS_EACH} on average) is a thing of several rows.
 */
final class RowUnits {

    /** Rows per value from which a column's values are things of several rows: far fewer values than rows. */
    static final double MIN_ROWS_EACH = 1.5;

    private static final Set<String> ID_WORDS = Set.of("id", "number", "no", "num");
    private static final Set<String> GENERIC_ROW_IDS = Set.of("row", "object", "record", "id", "objectid", "rowid");
    private static final Set<String> NOT_NAMES = Set.of(
            "id",
            "number",
            "no",
            "num",
            "name",
            "title",
            "of",
            "the",
            "a",
            "an",
            "and",
            "in",
            "for",
            "to",
            "from",
            "present",
            "data",
            "list",
            "san",
            "francisco",
            "sf",
            "city",
            "each",
            "this",
            "that",
            "with");
    private static final Pattern NAME_OF = Pattern.compile("(?i)\\bnames? of (?:the |a )?([a-z]+)");

    /**
     * The words for one who holds or runs something: a thing called by one ("permit holder",
     * "vendor") answers to them all, so "how many food truck operators" counts the vendors.
     */
    static final List<String> PARTIES = List.of(
            "holder",
            "vendor",
            "applicant",
            "owner",
            "operator",
            "company",
            "business",
            "firm",
            "merchant",
            "seller",
            "proprietor",
            "contractor");

    private RowUnits() {}

    static RowUnit of(String name, String description, List<ColumnInfo> columns, Map<String, ColumnProfile> profiles) {
        Set<String> nameWords = content(Words.of(name));
        Set<String> fields = new LinkedHashSet<>();
        columns.forEach(c -> fields.add(c.fieldName().toLowerCase(Locale.ROOT)));
        List<ColumnInfo> keys = new ArrayList<>();
        List<RowUnit.Thing> things = new ArrayList<>();
        for (ColumnInfo column : columns) {
            ColumnProfile profile = profiles.get(column.fieldName());
            if (profile == null || !namesAThing(column)) {
                continue;
            }
            if (profile.unique()) {
                keys.add(column);
            } else if (profile.fillsSeveralRows()) {
                things.add(new RowUnit.Thing(
                        column.fieldName(),
                        profile.distinct(),
                        profile.nonNull(),
                        thingWords(column, description, fields)));
            }
        }
        things.sort(Comparator.comparingLong(RowUnit.Thing::rowsEach).reversed());
        String key = keys.stream()
                .filter(c -> shares(content(words(c)), nameWords))
                .findFirst()
                .or(() -> keys.stream()
                        .filter(c -> !GENERIC_ROW_IDS.containsAll(words(c)))
                        .findFirst())
                .or(() -> keys.stream().findFirst())
                .map(ColumnInfo::fieldName)
                .orElse(null);
        String part = things.isEmpty() ? null : part(columns, profiles, nameWords, key, things);
        Set<String> rowWords = new LinkedHashSet<>(nameWords);
        columns.stream()
                .filter(c -> c.fieldName().equals(key) || c.fieldName().equals(part))
                .forEach(c -> rowWords.addAll(content(words(c))));
        return new RowUnit(key, part, things, rowWords);
    }

    /** An identifier by its name, or a name or title by its description. */
    static boolean namesAThing(ColumnInfo column) {
        String field = column.fieldName().toLowerCase(Locale.ROOT);
        if (field.startsWith(":")) {
            return false;
        }
        List<String> fieldWords = List.copyOf(Words.of(column.fieldName()));
        List<String> nameWords = List.copyOf(Words.of(column.name()));
        boolean idLike = field.matches("(object|row|record)?id")
                || !fieldWords.isEmpty() && ID_WORDS.contains(fieldWords.get(fieldWords.size() - 1))
                || !nameWords.isEmpty() && ID_WORDS.contains(nameWords.get(nameWords.size() - 1));
        String description = column.description() == null
                ? ""
                : column.description().strip().toLowerCase(Locale.ROOT).replaceFirst("^the ", "");
        List<String> described = List.copyOf(Words.of(description));
        // a short description that ends in an identifier's word: "Permit number"
        boolean describedAsId =
                described.size() <= 4 && !described.isEmpty() && ID_WORDS.contains(described.get(described.size() - 1));
        boolean named = description.startsWith("name of ")
                || description.startsWith("title of ")
                || field.equals("title")
                || field.equals("name");
        return idLike || describedAsId || named;
    }

    /**
     * The column the dataset's name calls its rows, when it is not the key and its values
     * repeat: {@code locations} in "Film Locations in San Francisco".
     */
    private static String part(
            List<ColumnInfo> columns,
            Map<String, ColumnProfile> profiles,
            Set<String> nameWords,
            String key,
            List<RowUnit.Thing> things) {
        for (ColumnInfo column : columns) {
            ColumnProfile profile = profiles.get(column.fieldName());
            Set<String> words = Words.of(column.fieldName());
            if (profile != null
                    && !column.fieldName().equals(key)
                    && things.stream().noneMatch(t -> t.field().equals(column.fieldName()))
                    && !profile.unique()
                    && !words.isEmpty()
                    && nameWords.containsAll(words)) {
                return column.fieldName();
            }
        }
        return null;
    }

    /**
     * What the thing may be called: its column's words, those its description gives after "of"
     * ("Name of permit holder": holder), and, for a name, what the dataset's description calls
     * it ("name of vendor": vendor); not the name of another column. One who holds or runs
     * something answers to every word of {@link #PARTIES}.
     */
    private static Set<String> thingWords(ColumnInfo column, String datasetDescription, Set<String> fields) {
        Set<String> words = new LinkedHashSet<>();
        String description =
                column.description() == null ? "" : column.description().toLowerCase(Locale.ROOT);
        int of = description.indexOf(" of ");
        if (description.matches("(the )?(name|title) of .*") && of >= 0) {
            words.addAll(Words.of(description.substring(of + 4)));
            if (datasetDescription != null && description.matches("(the )?name of .*")) {
                Matcher named = NAME_OF.matcher(datasetDescription);
                while (named.find()) {
                    words.add(Words.singular(named.group(1).toLowerCase(Locale.ROOT)));
                }
            }
        }
        words.removeIf(fields::contains);
        Set<String> all = content(words);
        all.addAll(words(column));
        if (all.stream().anyMatch(PARTIES::contains)) {
            all.addAll(PARTIES);
        }
        return all;
    }

    private static Set<String> words(ColumnInfo column) {
        Set<String> words = new LinkedHashSet<>(Words.of(column.fieldName()));
        words.addAll(Words.of(column.name()));
        return words;
    }

    private static Set<String> content(Set<String> words) {
        Set<String> content = new LinkedHashSet<>(words);
        content.removeIf(word -> NOT_NAMES.contains(word) || word.chars().allMatch(Character::isDigit));
        return content;
    }

    private static boolean shares(Set<String> a, Set<String> b) {
        return a.stream().anyMatch(b::contains);
    }
}
