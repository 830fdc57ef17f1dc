package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlToken;
import java.util.ArrayList;
import java.util.List;

/**
 * A call: its arguments ({@code *}, {@code DISTINCT x}, or a list), then SoQL 2.1's
 * {@code FILTER (WHERE ...)} and {@code OVER ([PARTITION BY ...] [ORDER BY ...] [frame])}: the frame is
 * {@code RANGE}, {@code ROWS} or {@code GROUPS}, then a bound or {@code BETWEEN} two, then an
 * optional {@code EXCLUDE}; a bound is {@code UNBOUNDED PRECEDING|FOLLOWING}, {@code CURRENT ROW}
 * or {@code n PRECEDING|FOLLOWING}.
 */
final class CallParser {

    private final TokenStream in;
    private final ExprParser expressions;

    CallParser(TokenStream in, ExprParser expressions) {
        this.in = in;
        this.expressions = expressions;
    }

    Expr call(SoqlToken name) {
        in.expectSymbol("(");
        List<Expr> arguments = List.of();
        boolean star = false;
        boolean distinct = false;
        if (in.acceptSymbol("*")) {
            star = true;
        } else if (in.acceptWord("DISTINCT")) {
            distinct = true;
            arguments = List.of(expressions.expression());
        } else if (!in.isSymbol(")")) {
            arguments = expressions.list();
        }
        if (!in.isSymbol(")")) {
            throw in.failure(star || distinct ? "`)'" : "`,' or `)'");
        }
        in.next();
        Expr filter = null;
        if (in.acceptWord("FILTER")) {
            in.expectSymbol("(");
            in.expectWord("WHERE");
            filter = expressions.expression();
            in.expectSymbol(")");
        }
        Window window = in.isWord("OVER") ? over() : null;
        return new Call(name.start(), in.lastEnd(), name.text(), arguments, star, distinct, filter, window);
    }

    private Window over() {
        int start = in.next().start();
        in.expectSymbol("(");
        List<Expr> partition = List.of();
        if (in.acceptWord("PARTITION")) {
            in.expectWord("BY");
            partition = expressions.list();
        }
        List<OrderItem> order = List.of();
        if (in.acceptWord("ORDER")) {
            in.expectWord("BY");
            order = expressions.orderItems();
        }
        List<String> frame = new ArrayList<>();
        if (in.isWord("RANGE") || in.isWord("ROWS") || in.isWord("GROUPS")) {
            frame.add(word());
            if (in.isWord("BETWEEN")) {
                frame.add(word());
                bound(frame);
                frame.add(in.expectWord("AND").text().toUpperCase(java.util.Locale.ROOT));
            }
            bound(frame);
            exclusion(frame);
        }
        in.expectSymbol(")");
        return new Window(start, in.lastEnd(), partition, order, frame);
    }

    private void bound(List<String> frame) {
        if (in.isWord("UNBOUNDED") || isInteger()) {
            frame.add(word());
            expectOneOf(frame, "PRECEDING", "FOLLOWING");
        } else if (in.isWord("CURRENT")) {
            frame.add(word());
            expectOneOf(frame, "ROW");
        } else {
            throw in.failure("UNBOUNDED, CURRENT, or an integer");
        }
    }

    private void exclusion(List<String> frame) {
        if (!in.isWord("EXCLUDE")) {
            return;
        }
        frame.add(word());
        if (in.isWord("CURRENT")) {
            frame.add(word());
            expectOneOf(frame, "ROW");
        } else if (in.isWord("NO")) {
            frame.add(word());
            expectOneOf(frame, "OTHERS");
        } else {
            expectOneOf(frame, "GROUP", "TIES");
        }
    }

    private void expectOneOf(List<String> frame, String... words) {
        for (String word : words) {
            if (in.isWord(word)) {
                frame.add(word());
                return;
            }
        }
        throw in.failure(String.join(" or ", words));
    }

    private boolean isInteger() {
        return in.peek() != null && in.peek().text().chars().allMatch(c -> c >= '0' && c <= '9');
    }

    private String word() {
        return in.next().text().toUpperCase(java.util.Locale.ROOT);
    }
}
