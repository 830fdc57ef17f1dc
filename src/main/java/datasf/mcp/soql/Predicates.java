package datasf.mcp.soql;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The conditions of a query that compare a column with values: {@code col = 'x'},
 * {@code 'x' = col}, {@code col IN (...)}, {@code col BETWEEN a AND b}, {@code col LIKE 'p'},
 * {@code col IS NULL}, each possibly negated and with the column possibly inside one call
 * ({@code upper(col)}, {@code date_trunc_ymd(col)}). Literal checks and the empty-answer advisor
 * reason about these; anything more complex is left to Socrata.
 */
public final class Predicates {

    private static final Set<String> COMPARISONS = Set.of("=", "==", "!=", "<>", "<", ">", "<=", ">=");

    public enum Kind {
        COMPARE,
        IN,
        BETWEEN,
        LIKE,
        IS_NULL
    }

    /**
     * Tokens {@code first..last} of one side of a condition.
     *
     * @param column the field it refers to, when it is a column of the schema (bare or in one call)
     * @param function the lower-case name of the call around the column, or null for a bare column
     */
    public record Operand(int first, int last, String column, String function) {

        public boolean isBareColumn() {
            return column != null && function == null;
        }

        /** A number literal, possibly negative. */
        public boolean isNumber(QueryText query) {
            int number = query.isOperator(first, "-") ? query.next(first) : first;
            return number == last && query.is(number, SoqlTokenType.NUMBER);
        }

        public boolean isString(QueryText query) {
            return first == last && query.is(first, SoqlTokenType.STRING);
        }

        public boolean isNull(QueryText query) {
            return first == last && query.token(first).isKeyword("NULL");
        }

        public String text(QueryText query) {
            return query.slice(first, last);
        }
    }

    /**
     * @param operator the comparison operator as written, or IN / BETWEEN / LIKE / IS for the others
     * @param values the compared values (one for comparisons and LIKE, the list for IN, two for
     *     BETWEEN, none for IS NULL)
     */
    public record Condition(
            Kind kind, int first, int last, Operand subject, String operator, List<Operand> values, boolean negated) {}

    private Predicates() {}

    /** Every simple condition of the query, in order; {@code isColumn} says which names are fields. */
    public static List<Condition> find(QueryText query, Predicate<String> isColumn) {
        List<Condition> found = new ArrayList<>();
        for (int i = 0; i < query.size(); i++) {
            SoqlToken token = query.token(i);
            Condition condition = null;
            if (token.type() == SoqlTokenType.OPERATOR && COMPARISONS.contains(token.text())) {
                condition = comparison(query, i, isColumn);
            } else if (token.isKeyword("IN")) {
                condition = in(query, i, isColumn);
            } else if (token.isKeyword("BETWEEN")) {
                condition = between(query, i, isColumn);
            } else if (token.isKeyword("LIKE")) {
                condition = like(query, i, isColumn);
            } else if (token.isKeyword("IS")) {
                condition = isNull(query, i, isColumn);
            }
            if (condition != null) {
                found.add(condition);
            }
        }
        return found;
    }

    private static Condition comparison(QueryText query, int op, Predicate<String> isColumn) {
        Operand left = operandEndingAt(query, query.previous(op), isColumn);
        Operand right = operandStartingAt(query, query.next(op), isColumn);
        if (left == null || right == null) {
            return null;
        }
        String operator = query.token(op).text();
        boolean swap = left.column() == null && right.column() != null;
        Operand subject = swap ? right : left;
        Operand value = swap ? left : right;
        return new Condition(
                Kind.COMPARE,
                left.first(),
                right.last(),
                subject,
                swap ? mirror(operator) : operator,
                List.of(value),
                false);
    }

    private static Condition in(QueryText query, int keyword, Predicate<String> isColumn) {
        int before = query.previous(keyword);
        boolean negated =
                query.token(before == QueryText.NONE ? keyword : before).isKeyword("NOT");
        Operand subject = operandEndingAt(query, negated ? query.previous(before) : before, isColumn);
        int open = query.next(keyword);
        if (subject == null || !query.isPunctuation(open, "(")) {
            return null;
        }
        int close = query.closing(open);
        if (close == QueryText.NONE) {
            return null;
        }
        List<Operand> values = new ArrayList<>();
        int start = query.next(open);
        for (int i = start; i != QueryText.NONE && i <= close; i = query.next(i)) {
            if (i == close || query.depth(i) == query.depth(open) + 1 && query.isPunctuation(i, ",")) {
                Operand value = operandStartingAt(query, start, isColumn);
                if (value == null || value.last() != query.previous(i)) {
                    return null;
                }
                values.add(value);
                start = query.next(i);
            }
        }
        return new Condition(Kind.IN, subject.first(), close, subject, "IN", values, negated);
    }

    private static Condition between(QueryText query, int keyword, Predicate<String> isColumn) {
        int before = query.previous(keyword);
        boolean negated = before != QueryText.NONE && query.token(before).isKeyword("NOT");
        Operand subject = operandEndingAt(query, negated ? query.previous(before) : before, isColumn);
        Operand low = operandStartingAt(query, query.next(keyword), isColumn);
        int and = low == null ? QueryText.NONE : query.next(low.last());
        if (subject == null || and == QueryText.NONE || !query.token(and).isKeyword("AND")) {
            return null;
        }
        Operand high = operandStartingAt(query, query.next(and), isColumn);
        if (high == null) {
            return null;
        }
        return new Condition(
                Kind.BETWEEN, subject.first(), high.last(), subject, "BETWEEN", List.of(low, high), negated);
    }

    private static Condition like(QueryText query, int keyword, Predicate<String> isColumn) {
        int before = query.previous(keyword);
        boolean negated = before != QueryText.NONE && query.token(before).isKeyword("NOT");
        Operand subject = operandEndingAt(query, negated ? query.previous(before) : before, isColumn);
        Operand pattern = operandStartingAt(query, query.next(keyword), isColumn);
        if (subject == null || pattern == null) {
            return null;
        }
        return new Condition(Kind.LIKE, subject.first(), pattern.last(), subject, "LIKE", List.of(pattern), negated);
    }

    private static Condition isNull(QueryText query, int keyword, Predicate<String> isColumn) {
        Operand subject = operandEndingAt(query, query.previous(keyword), isColumn);
        int next = query.next(keyword);
        boolean negated = next != QueryText.NONE && query.token(next).isKeyword("NOT");
        int nullAt = negated ? query.next(next) : next;
        if (subject == null || nullAt == QueryText.NONE || !query.token(nullAt).isKeyword("NULL")) {
            return null;
        }
        return new Condition(Kind.IS_NULL, subject.first(), nullAt, subject, "IS", List.of(), negated);
    }

    private static Operand operandEndingAt(QueryText query, int end, Predicate<String> isColumn) {
        int start = query.primaryStart(end);
        if (start == QueryText.NONE) {
            return null;
        }
        if (query.is(start, SoqlTokenType.NUMBER)
                && query.isOperator(query.previous(start), "-")
                && isUnaryPosition(query, query.previous(start))) {
            start = query.previous(start);
        }
        return operand(query, start, end, isColumn);
    }

    private static Operand operandStartingAt(QueryText query, int start, Predicate<String> isColumn) {
        if (start == QueryText.NONE) {
            return null;
        }
        if (query.isOperator(start, "-") && query.is(query.next(start), SoqlTokenType.NUMBER)) {
            return operand(query, start, query.next(start), isColumn);
        }
        int end = query.primaryEnd(start);
        return end == QueryText.NONE ? null : operand(query, start, end, isColumn);
    }

    /** A minus right after an operator, a keyword or an opening parenthesis is a sign, not a subtraction. */
    private static boolean isUnaryPosition(QueryText query, int minus) {
        int before = query.previous(minus);
        return before == QueryText.NONE
                || query.is(before, SoqlTokenType.OPERATOR)
                || query.is(before, SoqlTokenType.KEYWORD)
                || query.isPunctuation(before, "(")
                || query.isPunctuation(before, ",");
    }

    private static Operand operand(QueryText query, int first, int last, Predicate<String> isColumn) {
        if (first == last
                && isName(query, first)
                && isColumn.test(query.token(first).identifierName())) {
            return new Operand(first, last, query.token(first).identifierName(), null);
        }
        if (query.isCall(first) && query.closing(query.next(first)) == last) {
            List<QueryText.Range> arguments = query.arguments(first);
            if (arguments != null && arguments.size() == 1) {
                QueryText.Range argument = arguments.get(0);
                if (argument.first() == argument.last()
                        && isName(query, argument.first())
                        && isColumn.test(query.token(argument.first()).identifierName())) {
                    return new Operand(
                            first,
                            last,
                            query.token(argument.first()).identifierName(),
                            query.token(first).text().toLowerCase(Locale.ROOT));
                }
            }
        }
        return new Operand(first, last, null, null);
    }

    private static boolean isName(QueryText query, int index) {
        return (query.is(index, SoqlTokenType.IDENTIFIER) && !query.isCall(index))
                || query.is(index, SoqlTokenType.QUOTED_IDENTIFIER);
    }

    /** {@code 5 < x} is {@code x > 5}. */
    private static String mirror(String operator) {
        return switch (operator) {
            case "<" -> ">";
            case ">" -> "<";
            case "<=" -> ">=";
            case ">=" -> "<=";
            default -> operator;
        };
    }
}
