package datasf.mcp.query;

import datasf.mcp.soql.SoqlAnalysis;
import datasf.mcp.soql.tree.SoqlTree;

/**
 * A query the pages run, read once: the tree of its text as the caller (or a cursor) wrote it, and
 * the order the server gives it. Every text a page sends, a cursor carries or an export links is
 * spliced from that one tree ({@link SoqlPaging#page}), so paging parses no text of its own.
 */
public final class PagedQuery {

    private final SoqlTree tree;
    /** Ordered by {@link SoqlPaging#DEFAULT_ORDER} when it has no ORDER BY. */
    private final boolean byDefault;
    /** Its order made total ({@link StableOrder}). */
    private final boolean tieBroken;

    private String text;
    private SoqlAnalysis analysis;

    private PagedQuery(SoqlTree tree, boolean byDefault, boolean tieBroken) {
        this.tree = tree;
        this.byDefault = byDefault;
        this.tieBroken = tieBroken;
    }

    /** The query as written. */
    public static PagedQuery of(SoqlTree tree) {
        return new PagedQuery(tree, false, false);
    }

    /**
     * Ordered by {@code :id} when it has no ORDER BY: raw rows page exactly only over a stable
     * order (a pipeline or set operation keeps its own).
     */
    public PagedQuery byDefaultOrder() {
        return new PagedQuery(tree, true, tieBroken);
    }

    /** With the tie-breakers its order lacks: what a cursor walks. */
    PagedQuery tieBroken() {
        return new PagedQuery(tree, byDefault, true);
    }

    /** The tree of the query as written, before the server's order. */
    public SoqlTree tree() {
        return tree;
    }

    /** The query the pages run, without their LIMIT and OFFSET: what a cursor carries. */
    public String text() {
        if (text == null) {
            text = byDefault || tieBroken ? SoqlPaging.page(tree, byDefault, tieBroken, null, 0) : tree.text();
        }
        return text;
    }

    /** The query one page sends: its LIMIT set, its OFFSET too past 0. */
    String page(int limit, long offset) {
        return SoqlPaging.page(tree, byDefault, tieBroken, limit, offset);
    }

    /** The query of the whole result: its own LIMIT when it bounds it, else {@link ExportLinks#ALL_ROWS}. */
    String whole(boolean bounded) {
        return bounded ? text() : page(ExportLinks.ALL_ROWS, 0);
    }

    /** LIMIT, OFFSET, grouping and aggregates, as written: the server's order changes none of them. */
    SoqlAnalysis analysis() {
        if (analysis == null) {
            analysis = SoqlAnalysis.of(tree);
        }
        return analysis;
    }
}
