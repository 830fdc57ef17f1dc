package datasf.mcp.query;

import datasf.mcp.soql.text.SoqlIdentifiers;

/**
 * The grouped query for a column's most frequent values with their row counts, as distinct_values
 * and the advisor's value lookups both send it, so that one's answer can stand for the other's:
 * {@code SELECT col, count(*) AS count [WHERE ...] GROUP BY col ORDER BY count DESC, col LIMIT n}.
 * The column breaks ties of equal counts ({@link StableOrder}'s group key): without it the database
 * may give them in any order, so the first n rows of a larger LIMIT, or of the whole result a
 * download gives, would not be the n rows of this one.
 */
public final class ValueCountQuery {

    private ValueCountQuery() {}

    /** The count's name in the rows: {@code count}, or {@code row_count} for a column named count. */
    public static String countAlias(String field) {
        return field.equals("count") ? "row_count" : "count";
    }

    /** @param where a condition, or null for every row */
    public static String of(String field, String where, int limit) {
        String column = SoqlIdentifiers.quote(field);
        String alias = countAlias(field);
        return "SELECT " + column + ", count(*) AS " + alias + (where == null ? "" : " WHERE " + where) + " GROUP BY "
                + column + " ORDER BY " + alias + " DESC, " + column + " LIMIT " + limit;
    }
}
