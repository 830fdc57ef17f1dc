package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.List;

/**
 * The atoms of an expression: literals, names ({@code x}, {@code `x y`}, {@code :id},
 * {@code @t.x}), calls, {@code (...)} and {@code CASE WHEN ... END} (CASE only when WHEN follows:
 * otherwise it is a name, as in {@code case(c, a, true, b)}).
 */
final class AtomParser {

    private final TokenStream in;
    private final ExprParser expressions;
    private final CallParser calls;

    AtomParser(TokenStream in, ExprParser expressions) {
        this.in = in;
        this.expressions = expressions;
        this.calls = new CallParser(in, expressions);
    }

    Expr atom() {
        SoqlToken token = in.peek();
        if (token == null) {
            throw in.failure("an expression");
        }
        if (in.isWord("CASE") && in.isWord(1, "WHEN")) {
            return caseExpression();
        }
        switch (token.type()) {
            case NUMBER:
                in.next();
                return new Literal(token.start(), token.end(), Literal.Kind.NUMBER, token.text());
            case STRING:
                if (!SoqlStrings.isTerminated(token.text())) {
                    throw new ParseFailure(new ParseError(token.start(), "a closed string", "an unterminated one"));
                }
                in.next();
                return new Literal(token.start(), token.end(), Literal.Kind.STRING, token.text());
            case SYSTEM_FIELD:
                if (token.text().equals(":*")) {
                    throw in.failure("an expression (:* only as a select item)");
                }
                in.next();
                return new ColumnRef(token.start(), token.end(), null, token.text());
            case TABLE_IDENTIFIER:
                return qualified();
            default:
                break;
        }
        if (in.isWord("TRUE") || in.isWord("FALSE")) {
            in.next();
            return new Literal(token.start(), token.end(), Literal.Kind.BOOLEAN, token.text());
        }
        if (in.isWord("NULL")) {
            in.next();
            return new Literal(token.start(), token.end(), Literal.Kind.NULL, token.text());
        }
        if (in.isSymbol("(")) {
            return parenthesized();
        }
        if (in.isName(0)) {
            in.next();
            return in.isSymbol("(") ? calls.call(token) : new ColumnRef(token.start(), token.end(), null, token.text());
        }
        throw in.failure("an expression");
    }

    private Expr parenthesized() {
        int start = in.next().start();
        if (in.isWord("SELECT")) {
            throw in.failure("an expression (SoQL has no subqueries: chain queries with |>)");
        }
        Expr inner = expressions.expression();
        in.expectSymbol(")");
        return new Paren(start, in.lastEnd(), inner);
    }

    /** {@code @t.name} or {@code @t.:id}: a column of a joined table. */
    private Expr qualified() {
        SoqlToken table = in.next();
        in.expectSymbol(".");
        SoqlToken name = in.peek();
        if (!in.isName(0) && (name == null || name.type() != SoqlTokenType.SYSTEM_FIELD)) {
            throw in.failure("an identifier");
        }
        in.next();
        return new ColumnRef(table.start(), name.end(), table.text(), name.text());
    }

    private Expr caseExpression() {
        int start = in.next().start();
        List<When> whens = new ArrayList<>();
        while (in.isWord("WHEN")) {
            int whenStart = in.next().start();
            Expr condition = expressions.expression();
            in.expectWord("THEN");
            Expr value = expressions.expression();
            whens.add(new When(whenStart, value.end(), condition, value));
        }
        Expr otherwise = in.acceptWord("ELSE") ? expressions.expression() : null;
        if (!in.isWord("END")) {
            throw in.failure(otherwise == null ? "WHEN, ELSE, or END" : "END");
        }
        in.next();
        return new Case(start, in.lastEnd(), whens, otherwise);
    }
}
