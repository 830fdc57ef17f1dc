package datasf.mcp.soql.text;

import datasf.mcp.soql.syntax.SoqlWords;
import java.util.regex.Pattern;

/**
 * Writes a column name into generated SoQL. Names come from the dataset's schema (never straight
 * from user text), and anything that is not a plain identifier, or is a SoQL keyword, is
 * backtick-quoted, so a generated query can never be bent by a name.
 */
public final class SoqlIdentifiers {

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private SoqlIdentifiers() {}

    public static String quote(String fieldName) {
        if (fieldName.indexOf('`') >= 0 || fieldName.isEmpty()) {
            throw new IllegalArgumentException("not a usable column name");
        }
        boolean plain = PLAIN.matcher(fieldName).matches() && !SoqlWords.isKeyword(fieldName);
        return plain || fieldName.startsWith(":") ? fieldName : "`" + fieldName + "`";
    }
}
