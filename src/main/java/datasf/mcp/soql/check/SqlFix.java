package datasf.mcp.soql.check;

/**
 * One kind of SQL that SoQL lacks, read from a query Socrata refused: a note naming the SoQL form
 * (or the {@code |>} pipe for what a subquery meant), with the query in it when it can be built.
 */
interface SqlFix {

    void fix(SqlText sql, Notes notes);
}
