package datasf.mcp.query;

import datasf.mcp.soql.text.Splice;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Query;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.Objects;

/**
 * Sets the LIMIT and OFFSET of a query, and its default order, on its syntax tree: the number is
 * replaced, or the clause spliced in where Socrata's order puts it, so that everything else in
 * the query (literals, comments, spacing) stays exactly as written. They apply to the select
 * whose rows are the answer, the last of a pipeline. Every text is spliced from the tree of the
 * query as written ({@link Splice}): the order, the LIMIT and the OFFSET of a page together need
 * one parse, that of the query.
 *
 * <p>A text that is not SoQL ({@code ... LIMIT 10;}, {@code LIMIT ALL}, {@code LIMIT 20, 10}) is
 * returned unchanged: Socrata rejects it either way, and its error must quote the query the LLM
 * wrote, not {@code ...; LIMIT 101} or {@code LIMIT 101 ALL}.
 */
public final class SoqlPaging {

    /** The order raw rows are paged in when the query has none: Socrata's row id, one row each. */
    public static final String DEFAULT_ORDER = ":id";

    private SoqlPaging() {}

    /** {@code soql} with the answer's LIMIT set to {@code limit}, adding the clause if absent. */
    public static String withLimit(String soql, int limit) {
        return withLimit(SoqlTree.parse(Objects.requireNonNull(soql, "soql")), limit);
    }

    public static String withLimit(SoqlTree tree, int limit) {
        return page(tree, false, false, limit, 0);
    }

    /** {@code soql} with the answer's OFFSET set to {@code offset}, adding the clause if absent. */
    public static String withOffset(String soql, int offset) {
        SoqlTree tree = SoqlTree.parse(Objects.requireNonNull(soql, "soql"));
        Splice splice = new Splice(soql);
        if (tree.isValid()) {
            set(tree.query(), Clause.Kind.OFFSET, offset, splice);
        }
        return splice.apply();
    }

    /**
     * {@code soql} with {@code ORDER BY order} when it has none, placed before any LIMIT/OFFSET.
     * Paging with OFFSET is only exact over a stable order; Socrata documents {@code :id} as the
     * order that makes pages of raw rows stable. A pipeline or set operation is left as written
     * (a later stage has no {@code :id}).
     */
    public static String withDefaultOrder(String soql, String order) {
        SoqlTree tree = SoqlTree.parse(Objects.requireNonNull(soql, "soql"));
        Splice splice = new Splice(soql);
        defaultOrder(tree, order, splice);
        return splice.apply();
    }

    /**
     * The text of a page of {@code tree}'s query: with {@link #DEFAULT_ORDER} when it has no
     * ORDER BY ({@code byDefault}), its order made total ({@code tieBroken}, {@link StableOrder}),
     * its LIMIT set when {@code limit} is not null, and its OFFSET when {@code offset} is past 0
     * (0 leaves the OFFSET as written).
     */
    public static String page(SoqlTree tree, boolean byDefault, boolean tieBroken, Integer limit, long offset) {
        return page(tree, new Splice(tree.text()), byDefault, tieBroken, limit, offset);
    }

    /** The same, after the edits {@code splice} of the tree's text already holds. */
    public static String page(
            SoqlTree tree, Splice splice, boolean byDefault, boolean tieBroken, Integer limit, long offset) {
        if (!tree.isValid()) {
            return splice.apply();
        }
        // a default order is total by itself: :id is one row each, and DISTINCT rows are distinct
        if (!(byDefault && defaultOrder(tree, DEFAULT_ORDER, splice)) && tieBroken) {
            StableOrder.tieBreakers(tree, splice);
        }
        if (limit != null) {
            set(tree.query(), Clause.Kind.LIMIT, limit, splice);
        }
        if (offset > 0) {
            set(tree.query(), Clause.Kind.OFFSET, Math.toIntExact(offset), splice);
        }
        return splice.apply();
    }

    /** Adds {@code ORDER BY order} to a simple query without one; whether it did. */
    private static boolean defaultOrder(SoqlTree tree, String order, Splice splice) {
        if (!tree.isValid() || !tree.query().isSimple()) {
            return false;
        }
        Select select = tree.query().last();
        if (select.has(Clause.Kind.ORDER_BY)) {
            return false;
        }
        splice.addClause(select, Clause.Kind.ORDER_BY, "ORDER BY " + order);
        return true;
    }

    private static void set(Query query, Clause.Kind kind, int value, Splice splice) {
        if (value < 0) {
            throw new IllegalArgumentException(kind.keyword() + " must not be negative, was " + value);
        }
        Clause existing = query.last().clause(kind);
        String number = Integer.toString(value);
        if (existing != null) {
            splice.replace(existing.literal(), number);
        } else {
            splice.addClause(query.last(), kind, kind.keyword() + " " + number);
        }
    }
}
