package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.List;

/**
 * A select list: items separated by commas, each an expression with an optional {@code AS alias},
 * the stars ({@code *}, {@code :*}, {@code @t.*}) before any expression. A list that does not
 * start with an item is empty, as Socrata reads {@code SELECT DISTINCT}.
 */
final class SelectListParser {

    private final TokenStream in;
    private final ExprParser expressions;

    SelectListParser(TokenStream in, ExprParser expressions) {
        this.in = in;
        this.expressions = expressions;
    }

    List<SelectItem> items() {
        List<SelectItem> items = new ArrayList<>();
        if (!startsItem()) {
            return items;
        }
        boolean expressionSeen = false;
        do {
            Star star = star();
            if (star != null && expressionSeen) {
                throw new ParseFailure(new ParseError(star.start(), "an expression (* comes first)", "`*'"));
            }
            Expr expr = star != null ? star : expressions.expression();
            expressionSeen |= star == null;
            Alias alias = null;
            if (star == null && in.acceptWord("AS")) {
                alias = alias(expr);
            }
            items.add(new SelectItem(expr.start(), in.lastEnd(), expr, alias));
        } while (in.acceptSymbol(","));
        return items;
    }

    /** Whether the next token can start a select item; if not, the list is empty (as Socrata reads it). */
    private boolean startsItem() {
        SoqlToken token = in.peek();
        if (token == null) {
            return false;
        }
        return switch (token.type()) {
            case IDENTIFIER, QUOTED_IDENTIFIER, STRING, NUMBER, SYSTEM_FIELD, TABLE_IDENTIFIER -> true;
            case OPERATOR ->
                token.text().equals("-")
                        || token.text().equals("+")
                        || token.text().equals("*");
            case PUNCTUATION -> token.text().equals("(");
            case KEYWORD ->
                in.isName(0) || in.isWord("NOT") || in.isWord("TRUE") || in.isWord("FALSE") || in.isWord("NULL");
            default -> false;
        };
    }

    /** {@code *}, {@code :*}, {@code @t.*} or {@code @t.:*}; null (nothing read) when the item is none. */
    private Star star() {
        SoqlToken token = in.peek();
        if (token == null) {
            return null; // a comma at the end: the expression parser names what is missing
        }
        if (in.isSymbol("*")
                || token.type() == SoqlTokenType.SYSTEM_FIELD && token.text().equals(":*")) {
            in.next();
            return new Star(token.start(), token.end(), null, !token.text().equals("*"));
        }
        SoqlToken member = in.peek(2);
        boolean qualifiedStar = token.type() == SoqlTokenType.TABLE_IDENTIFIER
                && member != null
                && (member.text().equals("*") || member.text().equals(":*"))
                && ".".equals(in.peek(1) == null ? null : in.peek(1).text());
        if (!qualifiedStar) {
            return null;
        }
        in.next();
        in.next();
        in.next();
        return new Star(token.start(), member.end(), token.text(), member.text().equals(":*"));
    }

    private Alias alias(Expr expr) {
        SoqlToken token = in.peek();
        boolean sameSystemName = token != null
                && token.type() == SoqlTokenType.SYSTEM_FIELD
                && expr instanceof ColumnRef ref
                && ref.text().equalsIgnoreCase(token.text());
        if (!in.isName(0) && !sameSystemName) {
            throw in.failure("an identifier");
        }
        in.next();
        return new Alias(token.start(), token.end(), token.text());
    }
}
