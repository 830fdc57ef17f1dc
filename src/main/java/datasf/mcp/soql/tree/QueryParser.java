package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Queries and their clauses, in Socrata's grammar: {@code SELECT [DISTINCT] items [FROM @t AS a]
 * [joins] [WHERE c] [GROUP BY e, ...] [HAVING c] [ORDER BY ... | SEARCH 's' (either order)]
 * [LIMIT n | OFFSET n (either order)]}, selects joined by {@code |>} or a set operation. The
 * select list takes {@code *} and {@code :*} before its expressions, and may be empty.
 */
final class QueryParser {

    private static final Set<String> SET_OPERATIONS = Set.of("UNION", "INTERSECT", "MINUS");

    private final TokenStream in;
    private final ExprParser expressions;
    private final SelectListParser selectList;

    QueryParser(TokenStream in) {
        this.in = in;
        this.expressions = new ExprParser(in);
        this.selectList = new SelectListParser(in, expressions);
    }

    Query query() {
        int start = in.nextStart();
        List<Select> selects = new ArrayList<>();
        List<String> joiners = new ArrayList<>();
        selects.add(select());
        while (true) {
            if (in.acceptSymbol("|>")) {
                joiners.add("|>");
            } else if (SET_OPERATIONS.stream().anyMatch(in::isWord)) {
                String operation = in.next().text().toUpperCase(Locale.ROOT);
                joiners.add(in.acceptWord("ALL") ? operation + " ALL" : operation);
            } else {
                break;
            }
            selects.add(select());
        }
        if (!in.atEnd()) {
            throw in.failure(stillExpected(selects.get(selects.size() - 1)));
        }
        return new Query(start, in.lastEnd(), selects, joiners);
    }

    private Select select() {
        int start = in.expectWord("SELECT").start();
        boolean distinct = in.acceptWord("DISTINCT");
        List<SelectItem> items = selectList.items();
        From from = in.isWord("FROM") ? from() : null;
        List<Join> joins = new ArrayList<>();
        while (in.isWord("JOIN") || in.isWord("LEFT") || in.isWord("RIGHT") || in.isWord("FULL")) {
            joins.add(join());
        }
        List<Clause> clauses = clauses();
        return new Select(start, in.lastEnd(), distinct, items, from, joins, clauses);
    }

    private From from() {
        int start = in.next().start();
        SoqlToken table = in.peek();
        if (table == null || table.type() != SoqlTokenType.TABLE_IDENTIFIER) {
            throw in.failure("a table identifier");
        }
        in.next();
        String alias = tableAlias();
        if (alias == null && table.text().equalsIgnoreCase("@this")) {
            throw in.failure("an alias for `@this'");
        }
        return new From(start, in.lastEnd(), table.text(), alias);
    }

    private Join join() {
        SoqlToken first = in.next();
        StringJoiner type = new StringJoiner(" ");
        type.add(first.text().toUpperCase(Locale.ROOT));
        if (!first.text().equalsIgnoreCase("JOIN")) {
            if (in.acceptWord("OUTER")) {
                type.add("OUTER");
            }
            type.add(in.expectWord("JOIN").text().toUpperCase(Locale.ROOT));
        }
        boolean lateral = in.acceptWord("LATERAL");
        SoqlToken table = in.peek();
        if (table == null || table.type() != SoqlTokenType.TABLE_IDENTIFIER) {
            throw in.failure("a table identifier");
        }
        in.next();
        String alias = tableAlias();
        in.expectWord("ON");
        Expr on = expressions.expression();
        return new Join(first.start(), on.end(), type.toString(), lateral, table.text(), alias, on);
    }

    private String tableAlias() {
        if (!in.acceptWord("AS")) {
            return null;
        }
        SoqlToken alias = in.peek();
        if (!in.isName(0) && (alias == null || alias.type() != SoqlTokenType.TABLE_IDENTIFIER)) {
            throw in.failure("a table identifier");
        }
        return in.next().text();
    }

    private List<Clause> clauses() {
        List<Clause> clauses = new ArrayList<>();
        if (in.isWord("WHERE")) {
            clauses.add(condition(Clause.Kind.WHERE));
        }
        if (in.isWord("GROUP")) {
            int start = in.next().start();
            in.expectWord("BY");
            List<Node> keys = List.copyOf(expressions.list());
            clauses.add(new Clause(Clause.Kind.GROUP_BY, start, in.lastEnd(), keys));
        }
        if (in.isWord("HAVING")) {
            clauses.add(condition(Clause.Kind.HAVING));
        }
        pair(clauses, "ORDER", "SEARCH");
        pair(clauses, "LIMIT", "OFFSET");
        return clauses;
    }

    /** Two clauses that may come in either order, each at most once. */
    private void pair(List<Clause> clauses, String one, String other) {
        String first = in.isWord(one) ? one : in.isWord(other) ? other : null;
        if (first == null) {
            return;
        }
        clauses.add(clause(first));
        String second = first.equals(one) ? other : one;
        if (in.isWord(second)) {
            clauses.add(clause(second));
        }
    }

    private Clause clause(String word) {
        int start = in.next().start();
        Clause.Kind kind;
        List<Node> body;
        switch (word) {
            case "ORDER" -> {
                in.expectWord("BY");
                kind = Clause.Kind.ORDER_BY;
                body = List.copyOf(expressions.orderItems());
            }
            case "SEARCH" -> {
                kind = Clause.Kind.SEARCH;
                body = List.of(string());
            }
            case "LIMIT" -> {
                kind = Clause.Kind.LIMIT;
                body = List.of(integer());
            }
            default -> {
                kind = Clause.Kind.OFFSET;
                body = List.of(integer());
            }
        }
        return new Clause(kind, start, in.lastEnd(), body);
    }

    private Clause condition(Clause.Kind kind) {
        int start = in.next().start();
        Expr condition = expressions.expression();
        return new Clause(kind, start, condition.end(), List.of(condition));
    }

    private Literal integer() {
        SoqlToken token = in.peek();
        if (token == null
                || token.type() != SoqlTokenType.NUMBER
                || !token.text().chars().allMatch(Character::isDigit)) {
            throw in.failure("an integer");
        }
        in.next();
        return new Literal(token.start(), token.end(), Literal.Kind.NUMBER, token.text());
    }

    private Literal string() {
        SoqlToken token = in.peek();
        if (token == null || token.type() != SoqlTokenType.STRING || !SoqlStrings.isTerminated(token.text())) {
            throw in.failure("a string");
        }
        in.next();
        return new Literal(token.start(), token.end(), Literal.Kind.STRING, token.text());
    }

    /** What may still follow a select that has the clauses it has, for the error at text that does not. */
    private static String stillExpected(Select select) {
        Set<Clause.Kind> later = EnumSet.allOf(Clause.Kind.class);
        for (Clause clause : select.clauses()) {
            later.removeIf(kind -> kind == clause.kind() || kind.comesBefore(clause.kind()));
        }
        StringJoiner expected = new StringJoiner(", ", "one of ", ", or end of input");
        later.forEach(kind -> expected.add(kind.keyword()));
        expected.add("|>");
        return expected.toString();
    }
}
