package datasf.mcp.advisor;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Predicate;
import java.util.List;
import java.util.stream.Collectors;

/** Writing hints: the condition as written, it with one operand replaced, the whole query with a change. */
final class HintText {

    /** Longest condition text quoted back in a hint. */
    static final int MAX_WHAT = 120;

    private HintText() {}

    static Hint hint(String text, Predicate condition, String why, String fixedCondition) {
        return new Hint(what(text, condition), why, fixedCondition, replace(text, condition.node(), fixedCondition));
    }

    static String what(String text, Predicate condition) {
        return shorten(condition.node().in(text));
    }

    /** The condition's text with one operand replaced. */
    static String replaceIn(String text, Predicate condition, Node operand, String replacement) {
        int base = condition.node().start();
        String whole = condition.node().in(text);
        return whole.substring(0, operand.start() - base) + replacement + whole.substring(operand.end() - base);
    }

    /** The whole query with a node replaced. */
    static String replace(String text, Node node, String replacement) {
        return ClauseSplices.replace(text, node, replacement);
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
