package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.List;

/**
 * Expressions, by recursive descent over SoQL's precedence table ({@link Op}), loosest first:
 * OR, AND, NOT, then IS [NOT] NULL / [NOT] LIKE / [NOT] IN / [NOT] BETWEEN, the comparisons,
 * {@code + - ||}, {@code * / %}, {@code ^} (from the right), a sign, {@code ::} casts, and the
 * atoms: literals, names, calls, {@code (...)}, CASE.
 */
final class ExprParser {

    /** Deeper nesting than any real query, and well within the stack. */
    private static final int MAX_DEPTH = 100;

    private final TokenStream in;
    private final AtomParser atoms;
    private int depth;

    ExprParser(TokenStream in) {
        this.in = in;
        this.atoms = new AtomParser(in, this);
    }

    Expr expression() {
        if (++depth > MAX_DEPTH) {
            throw in.failure("an expression nested at most " + MAX_DEPTH + " deep");
        }
        try {
            return or();
        } finally {
            depth--;
        }
    }

    private Expr or() {
        Expr left = and();
        while (in.acceptWord("OR")) {
            Expr right = and();
            left = new Binary(left.start(), right.end(), Op.OR, left, right);
        }
        return left;
    }

    private Expr and() {
        Expr left = not();
        while (in.acceptWord("AND")) {
            Expr right = not();
            left = new Binary(left.start(), right.end(), Op.AND, left, right);
        }
        return left;
    }

    private Expr not() {
        if (in.isWord("NOT")) {
            int start = in.next().start();
            Expr operand = not();
            return new Unary(start, operand.end(), Op.NOT, operand);
        }
        return predicate();
    }

    /** IS NULL, LIKE, IN and BETWEEN after an operand, as many as written. */
    Expr predicate() {
        Expr left = comparison();
        while (true) {
            boolean negated = in.isWord("NOT");
            if (in.acceptWord("IS")) {
                boolean not = in.acceptWord("NOT");
                if (!in.isWord("NULL")) {
                    throw in.failure(not ? "NULL" : "NULL or NOT");
                }
                left = new IsNull(left.start(), in.next().end(), left, not);
                continue;
            }
            if (negated) {
                if (!(in.isWord(1, "LIKE") || in.isWord(1, "IN") || in.isWord(1, "BETWEEN"))) {
                    in.next();
                    throw in.failure("BETWEEN, IN, or LIKE");
                }
                in.next();
            }
            if (in.acceptWord("LIKE")) {
                Expr pattern = predicate();
                left = new Like(left.start(), pattern.end(), left, pattern, negated);
            } else if (in.acceptWord("BETWEEN")) {
                Expr low = predicate();
                in.expectWord("AND");
                Expr high = predicate();
                left = new Between(left.start(), high.end(), left, low, high, negated);
            } else if (in.acceptWord("IN")) {
                in.expectSymbol("(");
                List<Expr> values = list();
                in.expectSymbol(")");
                left = new In(left.start(), in.lastEnd(), left, values, negated);
            } else {
                return left;
            }
        }
    }

    private Expr comparison() {
        return binary(Op.EQ.level());
    }

    /** Left-associative levels 4 to 6 and the right-associative {@code ^} of level 7. */
    private Expr binary(int level) {
        if (level > Op.POWER.level()) {
            return sign();
        }
        Expr left = binary(level + 1);
        Op op = operatorAt(level);
        while (op != null) {
            in.next();
            Expr right = op.rightAssociative() ? binary(level) : binary(level + 1);
            left = new Binary(left.start(), right.end(), op, left, right);
            op = op.rightAssociative() ? null : operatorAt(level);
        }
        return left;
    }

    private Op operatorAt(int level) {
        SoqlToken token = in.peek();
        if (token == null || token.type() != SoqlTokenType.OPERATOR) {
            return null;
        }
        Op op = Op.binary(token.text());
        return op != null && op.level() == level ? op : null;
    }

    private Expr sign() {
        if (in.isSymbol("-") || in.isSymbol("+")) {
            SoqlToken sign = in.next();
            Expr operand = sign();
            return new Unary(sign.start(), operand.end(), sign.text().equals("-") ? Op.MINUS : Op.PLUS, operand);
        }
        Expr value = atoms.atom();
        while (in.acceptSymbol("::")) {
            if (!in.isName(0)) {
                throw in.failure("a type name");
            }
            SoqlToken type = in.next();
            value = new Cast(value.start(), type.end(), value, type.text());
        }
        return value;
    }

    /** ORDER BY's items: each an expression, then ASC or DESC, then NULLS (or NULL) FIRST or LAST. */
    List<OrderItem> orderItems() {
        List<OrderItem> items = new ArrayList<>();
        do {
            Expr expr = expression();
            Boolean descending = in.acceptWord("DESC") ? Boolean.TRUE : in.acceptWord("ASC") ? Boolean.FALSE : null;
            Boolean nullsFirst = null;
            if (in.acceptWord("NULLS") || in.acceptWord("NULL")) {
                if (!(in.isWord("FIRST") || in.isWord("LAST"))) {
                    throw in.failure("FIRST or LAST");
                }
                nullsFirst = in.next().text().equalsIgnoreCase("FIRST");
            }
            items.add(new OrderItem(expr.start(), in.lastEnd(), expr, descending, nullsFirst));
        } while (in.acceptSymbol(","));
        return items;
    }

    /** Expressions separated by commas (at least one). */
    List<Expr> list() {
        List<Expr> values = new ArrayList<>();
        values.add(expression());
        while (in.acceptSymbol(",")) {
            values.add(expression());
        }
        return values;
    }
}
