package datasf.mcp.support.soql;

import java.util.Locale;

/** One lexical token; {@code text} is the value (a string literal unescaped, without quotes). */
record Token(Kind kind, String text, int start, int end) {

    enum Kind {
        /** a bare word: a keyword, a column or a function name */
        WORD,
        /** a `backtick quoted` identifier */
        QUOTED_IDENTIFIER,
        /** :id, :created_at, :@computed_region_x, :* */
        SYSTEM,
        /** @table */
        TABLE,
        STRING,
        NUMBER,
        OPERATOR,
        END
    }

    boolean isWord(String... words) {
        if (kind != Kind.WORD) {
            return false;
        }
        for (String word : words) {
            if (text.equalsIgnoreCase(word)) {
                return true;
            }
        }
        return false;
    }

    boolean isOperator(String op) {
        return kind == Kind.OPERATOR && text.equals(op);
    }

    /** As Socrata names the token in "Expected ..., but got X". */
    String describe() {
        return switch (kind) {
            case END -> "end of input";
            case STRING -> "`'" + text.replace("'", "''") + "''";
            case WORD -> "`" + (Keywords.isReserved(text) ? text.toUpperCase(Locale.ROOT) : text) + "'";
            default -> "`" + text + "'";
        };
    }
}
