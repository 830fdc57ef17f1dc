package datasf.mcp.answer;

/**
 * An answer whose rows continue on a next page, reached with its cursor: its page is fitted to
 * the answer's byte budget where the cursor is made, so the budget never cuts its data afterwards
 * (a cut row would be skipped by the cursor). Only its advice may be cut ({@link Advised}).
 */
public interface Paged {

    /** The cursor to the next page, or null when there is none. */
    String nextCursor();
}
