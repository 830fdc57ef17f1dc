package datasf.mcp.soql;

import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Query;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.Objects;

/**
 * Sets the LIMIT and OFFSET of a query, and its default order, on its syntax tree: the number is
 * replaced, or the clause spliced in where Socrata's order puts it, so that everything else in
 * the query (literals, comments, spacing) stays exactly as written. They apply to the select
 * whose rows are the answer, the last of a pipeline.
 *
 * <p>A text that is not SoQL ({@code ... LIMIT 10;}, {@code LIMIT ALL}, {@code LIMIT 20, 10}) is
 * returned unchanged: Socrata rejects it either way, and its error must quote the query the LLM
 * wrote, not {@code ...; LIMIT 101} or {@code LIMIT 101 ALL}.
 */
public final class SoqlPaging {

    private SoqlPaging() {}

    /** {@code soql} with the answer's LIMIT set to {@code limit}, adding the clause if absent. */
    public static String withLimit(String soql, int limit) {
        return withClause(soql, Clause.Kind.LIMIT, limit);
    }

    /** {@code soql} with the answer's OFFSET set to {@code offset}, adding the clause if absent. */
    public static String withOffset(String soql, int offset) {
        return withClause(soql, Clause.Kind.OFFSET, offset);
    }

    /**
     * {@code soql} with {@code ORDER BY order} when it has none, placed before any LIMIT/OFFSET.
     * Paging with OFFSET is only exact over a stable order; Socrata documents {@code :id} as the
     * order that makes pages of raw rows stable. A pipeline or set operation is left as written
     * (a later stage has no {@code :id}).
     */
    public static String withDefaultOrder(String soql, String order) {
        Objects.requireNonNull(soql, "soql");
        SoqlTree tree = SoqlTree.parse(soql);
        if (!tree.isValid() || !tree.query().isSimple()) {
            return soql;
        }
        Select select = tree.query().last();
        return select.has(Clause.Kind.ORDER_BY)
                ? soql
                : ClauseSplices.addClause(soql, select, Clause.Kind.ORDER_BY, "ORDER BY " + order);
    }

    private static String withClause(String soql, Clause.Kind kind, int value) {
        Objects.requireNonNull(soql, "soql");
        if (value < 0) {
            throw new IllegalArgumentException(kind.keyword() + " must not be negative, was " + value);
        }
        SoqlTree tree = SoqlTree.parse(soql);
        if (!tree.isValid()) {
            return soql;
        }
        Query query = tree.query();
        Clause existing = query.last().clause(kind);
        String number = Integer.toString(value);
        if (existing != null) {
            Literal written = existing.literal();
            return ClauseSplices.replace(soql, written, number);
        }
        return ClauseSplices.addClause(soql, query.last(), kind, kind.keyword() + " " + number);
    }
}
