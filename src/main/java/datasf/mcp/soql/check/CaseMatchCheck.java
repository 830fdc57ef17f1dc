package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Like;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Unary;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.List;
import java.util.Locale;

/**
 * {@code contains}, {@code starts_with} and {@code NOT LIKE} are case-sensitive like {@code =}:
 * written in a case no value has, {@code contains(x, 'theft')} matches nothing and
 * {@code x NOT LIKE '%theft%'} excludes nothing. When no known value matches as written and some
 * match ignoring case, the note gives the caseless form. (A positive LIKE is the advisor's.)
 */
final class CaseMatchCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        String text = review.text();
        Walk.withAncestors(review.query(), (node, ancestors) -> {
            if (node instanceof Call call && call.arguments().size() == 2 && !call.star()) {
                TextMatch kind = switch (call.function()) {
                    case "contains" -> TextMatch.CONTAINS;
                    case "starts_with" -> TextMatch.STARTS_WITH;
                    default -> null;
                };
                // a bare column only: contains(lower(x), 'v') already folds the case
                ColumnFacts column = call.arguments().get(0) instanceof datasf.mcp.soql.tree.ColumnRef
                        ? review.column(call.arguments().get(0))
                        : null;
                Literal part = Values.string(call.arguments().get(1));
                if (kind != null && isText(column) && part != null && misCased(column, kind, part.value())) {
                    boolean negated = negated(ancestors);
                    notes.add(
                            call,
                            why(call.function() + " is case-sensitive", column, kind, part.value(), negated),
                            "caseless_" + call.function() + "("
                                    + call.arguments().get(0).in(text) + ", " + part.text() + ")",
                            text.substring(0, call.start()) + "caseless_" + text.substring(call.start()));
                }
            } else if (node instanceof Like like && like.negated()) {
                ColumnFacts column = review.column(like.subject());
                Literal pattern = Values.string(like.pattern());
                boolean bare = like.subject() instanceof datasf.mcp.soql.tree.ColumnRef;
                if (bare && isText(column) && pattern != null && misCased(column, TextMatch.LIKE, pattern.value())) {
                    String fixed = "upper(" + like.subject().in(text) + ") NOT LIKE "
                            + SoqlStrings.literal(pattern.value().toUpperCase(Locale.ROOT));
                    notes.replace(
                            like,
                            why("NOT LIKE is case-sensitive", column, TextMatch.LIKE, pattern.value(), true),
                            fixed);
                }
            }
        });
    }

    private static boolean isText(ColumnFacts column) {
        return column != null && column.type() == SoqlType.TEXT;
    }

    /** No known value matches as written; some do ignoring case. */
    private static boolean misCased(ColumnFacts column, TextMatch kind, String pattern) {
        return kind.matches(column, pattern, false).isEmpty()
                && !kind.matches(column, pattern, true).isEmpty();
    }

    private static boolean negated(List<Node> ancestors) {
        return ancestors.stream().anyMatch(n -> n instanceof Unary unary && unary.op() == Op.NOT);
    }

    private static String why(String rule, ColumnFacts column, TextMatch kind, String pattern, boolean excluding) {
        List<ColumnStats.Count> caseless = kind.matches(column, pattern, true);
        String none = column.complete()
                ? "no value of " + column.field()
                : "none of the " + column.values().size() + " most frequent values of " + column.field();
        return rule + ": " + none + " matches " + SoqlStrings.literal(pattern)
                + (excluding ? " as written, so it excludes nothing" : " as written")
                + "; ignoring case: " + SoqlStrings.literal(caseless.get(0).value())
                + (caseless.size() > 1 ? " and " + (caseless.size() - 1) + " more" : "");
    }
}
