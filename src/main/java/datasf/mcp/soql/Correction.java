package datasf.mcp.soql;

/**
 * One change the server made to what the LLM wrote, reported so it can check it and write it
 * right next time. Absent fields are not serialized, so a column fix costs three short fields:
 * {@code {"kind":"column","original":"incident_catagory","corrected":"incident_category"}}.
 *
 * @param kind what sort of change it was
 * @param original the text as written (a column token, a clause, a literal)
 * @param corrected the text that replaced it; empty when the text was dropped
 * @param column the column a value or literal was checked against, when there is one
 * @param reason why, in a few words, when the kind alone does not say it
 */
public record Correction(Kind kind, String original, String corrected, String column, String reason) {

    /** Lower-case constants: they are the JSON values. */
    public enum Kind {
        /** A near-miss column name rewritten to a field name. */
        column,
        /** A literal matching no row replaced by the one value that matches it ignoring case. */
        value,
        /** SQL syntax SoQL does not have, rewritten to the SoQL form. */
        rewrite,
        /** A function SoQL does not have, translated to the SoQL one. */
        function,
        /** A literal of the wrong type for its column, written in the column's type. */
        literal
    }

    public static Correction column(String original, String corrected) {
        return new Correction(Kind.column, original, corrected, null, null);
    }

    public static Correction of(Kind kind, String original, String corrected, String reason) {
        return new Correction(kind, original, corrected, null, reason);
    }
}
