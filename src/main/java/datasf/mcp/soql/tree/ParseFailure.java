package datasf.mcp.soql.tree;

/**
 * Unwinds the parser to {@link SoqlTree#parse} at the first error; never leaves this package.
 * Carries no stack trace: it is how a parse ends, not a fault.
 */
final class ParseFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient ParseError error;

    ParseFailure(ParseError error) {
        super(error.message(), null, false, false);
        this.error = error;
    }

    ParseError error() {
        return error;
    }
}
