package datasf.mcp.soql.tree;

/** What a value is, when it is written as a constant: the checks on literals ask these. */
public final class Values {

    private Values() {}

    /** A number literal, possibly signed ({@code -5}): the literal, else null. */
    public static Literal number(Expr value) {
        Expr unsigned = value instanceof Unary unary && unary.op() != Op.NOT ? unary.operand() : value;
        return unsigned instanceof Literal literal && literal.isNumber() ? literal : null;
    }

    public static boolean isNumber(Expr value) {
        return number(value) != null;
    }

    /** A string literal, else null. */
    public static Literal string(Expr value) {
        return value instanceof Literal literal && literal.isString() ? literal : null;
    }

    public static boolean isString(Expr value) {
        return string(value) != null;
    }

    public static boolean isNull(Expr value) {
        return value instanceof Literal literal && literal.isNull();
    }
}
