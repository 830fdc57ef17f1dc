package datasf.mcp.schema;

import java.util.List;
import java.util.Set;

/**
 * What one row of a dataset is, as far as its statistics and its publisher's words support: the
 * column that holds a different value in every row (one row per incident, per permit), the
 * columns that name a thing and repeat (a film's title in a list of its filming locations: several
 * rows per film), and the column the dataset's name calls its rows (the locations of "Film
 * Locations"). {@code count(*)} counts rows; a thing of several rows is counted with
 * {@code count(DISTINCT <its column>)}.
 *
 * @param key a column unique in every row that identifies or names it, or null when none is
 * @param part the column the dataset's name calls its rows when things repeat, or null
 * @param things the columns that name a thing and repeat, most rows per value first
 * @param rowWords the words that name a row itself: the dataset's name, the key's and the part's
 */
public record RowUnit(String key, String part, List<Thing> things, Set<String> rowWords) {

    public static final RowUnit UNKNOWN = new RowUnit(null, null, List.of(), Set.of());

    /**
     * A column naming a thing that several rows share.
     *
     * @param distinct about how many things (the column's distinct values)
     * @param rows the rows that hold a value in the column
     * @param words what the thing may be called: the column's words, its description's, and the
     *     dataset description's name for it
     */
    public record Thing(String field, long distinct, long rows, Set<String> words) {

        public Thing {
            words = Set.copyOf(words);
        }

        /** About how many rows each thing has. */
        public long rowsEach() {
            return Math.round((double) rows / distinct);
        }
    }

    public RowUnit {
        things = List.copyOf(things);
        rowWords = Set.copyOf(rowWords);
    }

    /** Whether the word is one for one who holds or runs something ("vendors", "companies"). */
    public static boolean namesAHolder(String word) {
        return RowUnits.PARTIES.stream().anyMatch(party -> Words.sameStem(party, Words.singular(word)));
    }

    /** Whether a row is itself one thing: some column identifies every row. */
    public boolean rowsAreThings() {
        return key != null;
    }

    /** The thing whose column is {@code field}, or null. */
    public Thing thing(String field) {
        return things.stream().filter(t -> t.field().equals(field)).findFirst().orElse(null);
    }
}
