package datasf.mcp.soql.analysis;

/**
 * The bound on how deep the checker walks a tree: a left-nested chain of a few thousand
 * {@code AND}s parses (the parser bounds only nesting through parentheses), and a walk that deep
 * would risk the stack. Past the bound the checker gives no verdict, and the query goes to Socrata.
 */
final class Depth {

    static final int MAX = 400;

    /** Unwinds the checker to {@link SoqlChecker}, which then says nothing; carries no stack trace. */
    static final class TooDeep extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooDeep() {
            super("query nested deeper than " + MAX, null, false, false);
        }
    }

    private int depth;

    void enter() {
        if (++depth > MAX) {
            throw new TooDeep();
        }
    }

    void leave() {
        depth--;
    }
}
