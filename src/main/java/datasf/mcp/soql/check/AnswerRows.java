package datasf.mcp.soql.check;

/**
 * The rows an answer came back with, as the checks read them: a value's text by row and output
 * field (its alias, or the column's name). What the rows show is evidence the query's text
 * cannot give: the nulls a DESC put first, the null group, groups of one row each.
 */
public interface AnswerRows {

    /** No rows to read: the answer is not a table of the query's rows (or there was none). */
    AnswerRows NONE = new AnswerRows() {
        @Override
        public int size() {
            return 0;
        }

        @Override
        public String value(int row, String field) {
            return null;
        }

        @Override
        public boolean known() {
            return false;
        }
    };

    int size();

    /** The value's text, or null when the row holds none (Socrata leaves a null out of a row). */
    String value(int row, String field);

    /**
     * Whether the row after the last was read: the query's own LIMIT left it out, and the server
     * asked for it only to see whether the cut split a tie.
     */
    default boolean hasPastLimit() {
        return false;
    }

    /** A value of the row after the query's LIMIT ({@link #hasPastLimit}), or null. */
    default String pastLimit(String field) {
        return null;
    }

    /** Whether these are the answer's rows, which then may be read; false for {@link #NONE}. */
    default boolean known() {
        return true;
    }

    /** One row of one value: a count_rows answer. */
    static AnswerRows single(String field, String value) {
        return new AnswerRows() {
            @Override
            public int size() {
                return 1;
            }

            @Override
            public String value(int row, String name) {
                return row == 0 && name.equals(field) ? value : null;
            }
        };
    }
}
