package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Unary;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * {@code LIKE}, {@code contains} and {@code starts_with} are case-sensitive: on free text whose
 * values write a word in several cases ({@code 'Tacos: Burritos'}, {@code 'tacos: burritos'}),
 * {@code LIKE '%Burritos%'} keeps the rows of one case and the count looks right. Noted on an
 * answer with rows when some known values match as written and others match only ignoring case;
 * the note's query matches every case ({@code upper(x) LIKE '%BURRITOS%'},
 * {@code caseless_contains}). When none matches as written the answer is empty, and the advisor
 * (or {@link CaseMatchCheck}) says so.
 */
final class MissedCaseCheck implements Check {

    /** Known values listed in a note, at most. */
    private static final int LISTED = 2;

    @Override
    public void check(Review review, Notes notes) {
        if (review.outcome() != Review.Outcome.ROWS) {
            return;
        }
        String text = review.text();
        for (Predicate condition : review.predicates()) {
            if (notes.fullForRows() || CallDeadline.passed()) {
                return; // the answer stands without more notes
            }
            ColumnFacts column = review.column(condition);
            Literal pattern = condition.kind() == Predicate.Kind.LIKE
                    ? Values.string(condition.values().get(0))
                    : null;
            if (pattern == null || condition.negated() || condition.underNot() || !condition.isBareColumn()) {
                continue;
            }
            missed(
                    column,
                    TextMatch.LIKE,
                    pattern.value(),
                    why -> notes.replace(
                            condition.node(),
                            "LIKE is case-sensitive: " + why,
                            "upper(" + condition.subject().in(text) + ") LIKE "
                                    + SoqlStrings.literal(pattern.value().toUpperCase(Locale.ROOT))));
        }
        for (Call call : Walk.all(review.query(), Call.class)) {
            if (notes.fullForRows() || CallDeadline.passed()) {
                return;
            }
            TextMatch kind = switch (call.function()) {
                case "contains" -> TextMatch.CONTAINS;
                case "starts_with" -> TextMatch.STARTS_WITH;
                default -> null;
            };
            Literal part = call.arguments().size() == 2
                    ? Values.string(call.arguments().get(1))
                    : null;
            if (kind == null
                    || part == null
                    || !(call.arguments().get(0) instanceof ColumnRef)
                    || negated(review, call)) {
                continue;
            }
            missed(
                    review.column(call.arguments().get(0)),
                    kind,
                    part.value(),
                    why -> notes.add(
                            call,
                            call.function() + " is case-sensitive: " + why,
                            "caseless_" + call.function() + "("
                                    + call.arguments().get(0).in(text) + ", " + part.text() + ")",
                            text.substring(0, call.start()) + "caseless_" + text.substring(call.start())));
        }
    }

    /** Says why, when some known values match as written and others only ignoring case. */
    private static void missed(ColumnFacts column, TextMatch kind, String pattern, Consumer<String> note) {
        if (column == null || column.type() != SoqlType.TEXT || pattern.isBlank()) {
            return;
        }
        List<ColumnStats.Count> written = kind.matches(column, pattern, false);
        if (written.isEmpty()) {
            return;
        }
        List<ColumnStats.Count> others = kind.matches(column, pattern, true).stream()
                .filter(v -> !written.contains(v))
                .toList();
        if (others.isEmpty()) {
            return;
        }
        String listed = String.join(
                ", ",
                others.stream()
                        .limit(LISTED)
                        .map(v -> SoqlStrings.literal(Notes.shorten(v.value())) + " (" + v.count() + ")")
                        .toList());
        note.accept((column.complete() ? "" : "of the " + column.values().size() + " most frequent values, ")
                + written.size() + (written.size() == 1 ? " value of " : " values of ") + column.field()
                + " match " + SoqlStrings.literal(pattern) + " as written and " + others.size()
                + " more only ignoring case: " + listed + (others.size() > LISTED ? ", ..." : ""));
    }

    /** Under a NOT: {@link CaseMatchCheck} reads the excluding forms. */
    private static boolean negated(Review review, Call call) {
        List<Node> above = Walk.ancestors(review.query(), call);
        return above.stream().anyMatch(n -> n instanceof Unary unary && unary.op() == Op.NOT);
    }
}
