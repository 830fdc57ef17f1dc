package datasf.mcp.advisor;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlStrings;
import java.util.List;
import java.util.stream.Collectors;

/** Writing hints: the condition as written, it with one operand replaced, the whole query with a change. */
final class HintText {

    /** Longest condition text quoted back in a hint. */
    static final int MAX_WHAT = 120;

    private HintText() {}

    static Hint hint(QueryText query, Predicates.Condition condition, String why, String fixedCondition) {
        return new Hint(
                what(query, condition),
                why,
                fixedCondition,
                replace(query, condition.first(), condition.last(), fixedCondition));
    }

    static String what(QueryText query, Predicates.Condition condition) {
        return shorten(query.slice(condition.first(), condition.last()));
    }

    /** The condition's text with one operand replaced. */
    static String replaceIn(QueryText query, Predicates.Condition condition, Predicates.Operand operand, String text) {
        int base = query.token(condition.first()).start();
        String whole = query.slice(condition.first(), condition.last());
        return whole.substring(0, query.token(operand.first()).start() - base)
                + text
                + whole.substring(query.token(operand.last()).end() - base);
    }

    /** The whole query with tokens {@code first..last} replaced. */
    static String replace(QueryText query, int first, int last, String text) {
        return query.text().substring(0, query.token(first).start())
                + text
                + query.text().substring(query.token(last).end());
    }

    static String counted(List<ValueSample.ValueCount> values) {
        return values.stream()
                .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                .collect(Collectors.joining(", "));
    }

    static String quoted(List<ValueSample.ValueCount> values) {
        return values.stream().limit(3).map(v -> SoqlStrings.literal(v.value())).collect(Collectors.joining(", "));
    }

    static String shorten(String text) {
        return text.length() <= MAX_WHAT ? text : text.substring(0, MAX_WHAT - 1) + "…";
    }
}
