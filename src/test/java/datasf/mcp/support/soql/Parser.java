package datasf.mcp.support.soql;

import datasf.mcp.support.soql.Query.OrderItem;
import datasf.mcp.support.soql.Query.SelectItem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Recursive-descent parser for SoQL pipelines. What real SoQL does not parse is refused here with
 * Socrata's "Expected ..., but got ..." at the offending token: {@code FROM} without an
 * {@code @table}, {@code t.col}, {@code TOP n}, {@code LIMIT ALL}, {@code LIMIT 20, 10},
 * {@code ILIKE}, {@code CAST(x AS T)}, {@code AS "quoted alias"}, and a clause out of Socrata's
 * order (WHERE, GROUP BY, HAVING, then ORDER BY and SEARCH in either order, then LIMIT and OFFSET
 * in either order) or written twice.
 *
 * <p>Precedence, loosest first: OR, AND, NOT, one comparison (= != < > <= >=, IS [NOT] NULL,
 * [NOT] IN/LIKE/BETWEEN), + - ||, * / %, unary minus, {@code ::} casts. SQL that SoQL lacks fails
 * here too: a subquery ({@code IN (SELECT ...)}, {@code FROM (SELECT ...)}), {@code WITH},
 * {@code UNION}, {@code FETCH FIRST n ROWS ONLY}, {@code OFFSET n ROWS}, {@code IS TRUE},
 * {@code count(DISTINCT a, b)}, {@code SIMILAR TO}.
 */
final class Parser {

    private static final String CLAUSES =
            "one of WHERE, GROUP BY, HAVING, ORDER BY, LIMIT, OFFSET, SEARCH, `|>' or end of input";
    /**
     * Each clause's place in Socrata's grammar: a clause may follow only clauses of a lower or equal
     * rank (ORDER BY and SEARCH share one, as do LIMIT and OFFSET: either may come first).
     */
    private static final Map<String, Integer> CLAUSE_RANKS = clauseRanks();

    private static final List<String> COMPARISONS = List.of("=", "==", "!=", "<>", "<", ">", "<=", ">=");

    private static Map<String, Integer> clauseRanks() {
        Map<String, Integer> ranks = new LinkedHashMap<>();
        ranks.put("WHERE", 0);
        ranks.put("GROUP", 1);
        ranks.put("HAVING", 2);
        ranks.put("ORDER", 3);
        ranks.put("SEARCH", 3);
        ranks.put("LIMIT", 4);
        ranks.put("OFFSET", 4);
        return Collections.unmodifiableMap(ranks);
    }

    private final List<Token> tokens;
    private int at;

    private Parser(String text) {
        this.tokens = Lexer.tokenize(text);
    }

    /** The stages of the pipeline, first to last. */
    static List<Query> parse(String text) {
        return new Parser(text).pipeline();
    }

    private List<Query> pipeline() {
        List<Query> stages = new ArrayList<>();
        stages.add(query());
        while (acceptOperator("|>")) {
            stages.add(query());
        }
        if (token().kind() != Token.Kind.END) {
            throw expected(CLAUSES, token());
        }
        return stages;
    }

    private Query query() {
        boolean distinct = false;
        List<SelectItem> select = null;
        if (acceptWord("SELECT")) {
            distinct = acceptWord("DISTINCT");
            select = commaList(this::selectItem);
            if (acceptWord("FROM")) {
                from();
            }
        }
        Expr where = null;
        Expr having = null;
        List<Expr> groupBy = List.of();
        List<OrderItem> orderBy = List.of();
        Long limit = null;
        Long offset = null;
        String search = null;
        Set<String> seen = new HashSet<>();
        int rank = 0;
        while (token().isWord(CLAUSE_RANKS.keySet().toArray(String[]::new))) {
            String word = token().text().toUpperCase(Locale.ROOT);
            if (seen.contains(word) || CLAUSE_RANKS.get(word) < rank) {
                throw expected("one of " + stillAllowed(seen, rank) + "`|>' or end of input", token());
            }
            next();
            seen.add(word);
            rank = CLAUSE_RANKS.get(word);
            switch (word) {
                case "WHERE" -> where = expression();
                case "HAVING" -> having = expression();
                case "GROUP" -> {
                    expectWord("BY");
                    groupBy = commaList(this::expression);
                }
                case "ORDER" -> {
                    expectWord("BY");
                    orderBy = commaList(this::orderItem);
                }
                case "SEARCH" -> {
                    if (token().kind() != Token.Kind.STRING) {
                        throw expected("a string literal", token());
                    }
                    search = next().text();
                }
                case "LIMIT" -> limit = integer();
                default -> offset = integer();
            }
        }
        return new Query(distinct, select, where, groupBy, having, orderBy, limit, offset, search);
    }

    /** The clauses that may still follow, in Socrata's order, as its message lists them ("GROUP BY, ..., "). */
    private static String stillAllowed(Set<String> seen, int rank) {
        StringBuilder allowed = new StringBuilder();
        CLAUSE_RANKS.forEach((word, at) -> {
            if (at >= rank && !seen.contains(word)) {
                allowed.append(word)
                        .append(word.equals("GROUP") || word.equals("ORDER") ? " BY" : "")
                        .append(", ");
            }
        });
        return allowed.toString();
    }

    /** SoQL's FROM names a table ({@code @this AS t}); a dataset id or a bare name does not parse. */
    private void from() {
        Token table = next();
        if (table.kind() != Token.Kind.TABLE) {
            throw expected("a table identifier", table);
        }
        if (!table.text().equalsIgnoreCase("@this")) {
            throw SoqlError.malformed(
                    "FROM " + table.text() + ": only FROM @this AS alias is known here", table.start());
        }
        if (!acceptWord("AS") || !isIdentifier(token())) {
            throw expected("an alias for @this", token());
        }
        next();
    }

    private long integer() {
        Token t = token();
        if (t.kind() != Token.Kind.NUMBER || !t.text().chars().allMatch(Character::isDigit)) {
            throw expected("an integer", t);
        }
        next();
        try {
            return Long.parseLong(t.text());
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }

    private SelectItem selectItem() {
        if (acceptOperator("*")) {
            return new SelectItem(SelectItem.Kind.ALL_COLUMNS, null, null);
        }
        if (token().kind() == Token.Kind.SYSTEM && token().text().equals(":*")) {
            next();
            return new SelectItem(SelectItem.Kind.SYSTEM_FIELDS, null, null);
        }
        Expr expr = expression();
        String alias = null;
        if (acceptWord("AS")) {
            Token name = next();
            if (!isIdentifier(name)) {
                throw expected("an alias", name);
            }
            alias = name.text();
        }
        return SelectItem.of(expr, alias);
    }

    private static boolean isIdentifier(Token t) {
        return t.kind() == Token.Kind.QUOTED_IDENTIFIER
                || (t.kind() == Token.Kind.WORD && !Keywords.isReserved(t.text()));
    }

    private OrderItem orderItem() {
        Expr expr = expression();
        boolean descending = acceptWord("DESC");
        if (!descending) {
            acceptWord("ASC");
        }
        Boolean nullsFirst = null;
        if (acceptWord("NULL", "NULLS")) {
            Token placement = next();
            if (!placement.isWord("FIRST", "LAST")) {
                throw expected("FIRST or LAST", placement);
            }
            nullsFirst = placement.isWord("FIRST");
        }
        return new OrderItem(expr, descending, nullsFirst);
    }

    private Expr expression() {
        Expr left = conjunction();
        while (token().isWord("OR")) {
            int pos = next().start();
            left = new Expr.Logical(false, left, conjunction(), pos);
        }
        return left;
    }

    private Expr conjunction() {
        Expr left = negation();
        while (token().isWord("AND")) {
            int pos = next().start();
            left = new Expr.Logical(true, left, negation(), pos);
        }
        return left;
    }

    private Expr negation() {
        if (token().isWord("NOT")) {
            int pos = next().start();
            return new Expr.Not(negation(), pos);
        }
        return comparison();
    }

    private Expr comparison() {
        Expr left = additive();
        Token t = token();
        if (t.kind() == Token.Kind.OPERATOR && COMPARISONS.contains(t.text())) {
            next();
            String op = switch (t.text()) {
                case "==" -> "=";
                case "<>" -> "!=";
                default -> t.text();
            };
            return new Expr.Comparison(op, t.text(), left, additive(), t.start());
        }
        if (acceptWord("IS")) {
            boolean negated = acceptWord("NOT");
            expectWord("NULL");
            return new Expr.IsNull(left, negated, t.start());
        }
        boolean negated = false;
        if (t.isWord("NOT") && tokens.get(at + 1).isWord("IN", "LIKE", "BETWEEN")) {
            next();
            negated = true;
        }
        if (acceptWord("IN")) {
            expectOperator("(");
            List<Expr> items = commaList(this::expression);
            expectOperator(")");
            return new Expr.In(left, items, negated, t.start());
        }
        if (acceptWord("LIKE")) {
            return new Expr.Like(left, additive(), negated, t.start());
        }
        if (acceptWord("BETWEEN")) {
            Expr low = additive();
            expectWord("AND");
            return new Expr.Between(left, low, additive(), negated, t.start());
        }
        return left;
    }

    private Expr additive() {
        Expr left = multiplicative();
        while (isOperator("+", "-", "||")) {
            Token op = next();
            left = new Expr.Arithmetic(op.text(), left, multiplicative(), op.start());
        }
        return left;
    }

    private Expr multiplicative() {
        Expr left = unary();
        while (isOperator("*", "/", "%")) {
            Token op = next();
            left = new Expr.Arithmetic(op.text(), left, unary(), op.start());
        }
        return left;
    }

    private Expr unary() {
        int pos = token().start();
        if (acceptOperator("-")) {
            return new Expr.Negate(unary(), pos);
        }
        if (acceptOperator("+")) {
            return unary();
        }
        Expr expr = primary();
        while (acceptOperator("::")) {
            Token type = next();
            if (type.kind() != Token.Kind.WORD) {
                throw expected("a type name", type);
            }
            expr = new Expr.Cast(expr, type.text().toLowerCase(Locale.ROOT), type.start());
        }
        return expr;
    }

    private Expr primary() {
        Token t = token();
        switch (t.kind()) {
            case NUMBER -> {
                next();
                return new Expr.Literal(Double.parseDouble(t.text()), t.start());
            }
            case STRING -> {
                next();
                return new Expr.Literal(t.text(), t.start());
            }
            case SYSTEM, QUOTED_IDENTIFIER -> {
                next();
                return new Expr.Name(t.text(), t.start());
            }
            case OPERATOR -> {
                if (t.text().equals("(")) {
                    next();
                    Expr inner = expression();
                    expectOperator(")");
                    return inner;
                }
            }
            case WORD -> {
                if (t.isWord("CASE") && tokens.get(at + 1).isWord("WHEN")) {
                    next();
                    return caseWhen(t);
                }
                if (t.isWord("TRUE", "FALSE")) {
                    next();
                    return new Expr.Literal(t.isWord("TRUE"), t.start());
                }
                if (t.isWord("NULL")) {
                    next();
                    return new Expr.Literal(null, t.start());
                }
                if (!Keywords.isReserved(t.text())) {
                    next();
                    return acceptOperator("(") ? call(t) : new Expr.Name(t.text(), t.start());
                }
            }
            default -> {}
        }
        throw expected("an expression", t);
    }

    /**
     * {@code CASE WHEN c THEN v ... [ELSE e] END}, after CASE: the call {@code case(c, v, ...,
     * true, e)}, as SoQL reads it. CASE is a word like any other unless WHEN follows it, so the
     * simple form {@code CASE x WHEN ...} does not parse.
     */
    private Expr caseWhen(Token start) {
        List<Expr> args = new ArrayList<>();
        while (acceptWord("WHEN")) {
            args.add(expression());
            expectWord("THEN");
            args.add(expression());
        }
        if (token().isWord("ELSE")) {
            args.add(new Expr.Literal(Boolean.TRUE, next().start()));
            args.add(expression());
        }
        expectWord("END");
        return new Expr.Call("case", List.copyOf(args), false, false, start.start());
    }

    /** After {@code name(}: {@code *} (count only), no arguments, {@code DISTINCT} and one expression, or a list. */
    private Expr call(Token name) {
        String function = name.text().toLowerCase(Locale.ROOT);
        if (acceptWord("DISTINCT")) { // count(DISTINCT a, b) does not parse: DISTINCT takes one expression
            Expr arg = expression();
            expectOperator(")");
            return new Expr.Call(function, List.of(arg), true, false, name.start());
        }
        if (acceptOperator(")")) {
            return new Expr.Call(function, List.of(), false, false, name.start());
        }
        if (token().isOperator("*") && tokens.get(at + 1).isOperator(")")) {
            at += 2;
            return new Expr.Call(function, List.of(), false, true, name.start());
        }
        List<Expr> args = commaList(this::expression);
        expectOperator(")");
        return new Expr.Call(function, args, false, false, name.start());
    }

    private <T> List<T> commaList(Supplier<T> item) {
        List<T> items = new ArrayList<>();
        items.add(item.get());
        while (acceptOperator(",")) {
            items.add(item.get());
        }
        return List.copyOf(items);
    }

    private Token token() {
        return tokens.get(at);
    }

    private Token next() {
        Token t = tokens.get(at);
        if (t.kind() != Token.Kind.END) {
            at++;
        }
        return t;
    }

    private boolean isOperator(String... ops) {
        for (String op : ops) {
            if (token().isOperator(op)) {
                return true;
            }
        }
        return false;
    }

    private boolean acceptOperator(String op) {
        if (token().isOperator(op)) {
            next();
            return true;
        }
        return false;
    }

    private void expectOperator(String op) {
        if (!acceptOperator(op)) {
            throw expected("`" + op + "'", token());
        }
    }

    private boolean acceptWord(String... words) {
        if (token().isWord(words)) {
            next();
            return true;
        }
        return false;
    }

    private void expectWord(String word) {
        if (!acceptWord(word)) {
            throw expected(word, token());
        }
    }

    private static SoqlError expected(String what, Token got) {
        return SoqlError.malformed("Expected " + what + ", but got " + got.describe(), got.start());
    }
}
