package datasf.mcp.advisor;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A text literal compared with {@code =} or {@code IN} against the column's values: the one value
 * equal to it ignoring case (a correction when auto-correct is on), the place a nickname stands
 * for ({@link PlaceNicknames}) or a name's initials ({@link Initials}), near values, or the values
 * the column has.
 */
final class ValueHints {

    private ValueHints() {}

    static void add(
            String text,
            Predicate condition,
            ValueMatcher.Prepared prepared,
            boolean autoCorrect,
            List<Hint> hints,
            List<ZeroResultHints.Replacement> fixes) {
        String column = condition.column();
        ValueSample sample = prepared == null ? null : prepared.sample();
        for (Expr expr : condition.values()) {
            Literal value = Values.string(expr);
            if (value == null) {
                continue;
            }
            String literal = value.value();
            String written = value.text();
            if (sample == null) {
                String fixed = "upper(" + condition.subject().in(text) + ") = "
                        + SoqlStrings.literal(literal.toUpperCase(Locale.ROOT));
                hints.add(new Hint(
                        HintText.what(text, condition),
                        "text matching is case-sensitive and " + column + "'s values were not checked",
                        fixed,
                        null));
                continue;
            }
            ValueMatcher.Verdict verdict = ValueMatcher.match(literal, prepared);
            if (verdict.exact()) {
                continue;
            }
            String why = column + " has no " + written;
            if (verdict.sameIgnoringCase().size() == 1) {
                ValueSample.ValueCount match = verdict.sameIgnoringCase().get(0);
                String fixed = SoqlStrings.literal(match.value());
                String reason = why + "; it has " + fixed + " (" + match.count() + " rows)";
                if (autoCorrect) {
                    fixes.add(new ZeroResultHints.Replacement(
                            value,
                            fixed,
                            new Correction(Correction.Kind.value, written, fixed, column, null),
                            HintText.what(text, condition),
                            reason,
                            HintText.replaceIn(text, condition, value, fixed)));
                } else {
                    hints.add(
                            HintText.hint(text, condition, reason, HintText.replaceIn(text, condition, value, fixed)));
                }
                continue;
            }
            List<ValueSample.ValueCount> namedOtherwise = PlaceNicknames.values(literal, sample);
            if (namedOtherwise.isEmpty()) {
                namedOtherwise = Initials.values(literal, sample);
            }
            if (namedOtherwise.size() == 1) {
                String fixed = SoqlStrings.literal(namedOtherwise.get(0).value());
                hints.add(HintText.hint(
                        text,
                        condition,
                        why + "; " + written + " is written " + fixed + " ("
                                + namedOtherwise.get(0).count() + " rows)",
                        HintText.replaceIn(text, condition, value, fixed)));
                continue;
            }
            List<ValueSample.ValueCount> candidates =
                    !verdict.sameIgnoringCase().isEmpty() ? verdict.sameIgnoringCase() : verdict.near();
            if (!candidates.isEmpty()) {
                String fixed = candidates.size() == 1
                        ? SoqlStrings.literal(candidates.get(0).value())
                        : null;
                String suggestion = fixed != null
                        ? HintText.replaceIn(text, condition, value, fixed)
                        : condition.subject().in(text) + " IN ("
                                + candidates.stream()
                                        .limit(3)
                                        .map(v -> SoqlStrings.literal(v.value()))
                                        .collect(Collectors.joining(", "))
                                + ")";
                Hint hint = fixed != null
                        ? HintText.hint(text, condition, why + "; close: " + HintText.counted(candidates), suggestion)
                        : new Hint(
                                HintText.what(text, condition),
                                why + "; close: " + HintText.counted(candidates),
                                suggestion,
                                condition.kind() == Predicate.Kind.COMPARE
                                        ? HintText.replace(text, condition.node(), suggestion)
                                        : null);
                hints.add(hint);
            } else if (sample.complete()) {
                hints.add(new Hint(
                        HintText.what(text, condition),
                        why + "; its values: "
                                + HintText.counted(
                                        sample.values().stream().limit(8).toList()),
                        "one of those values",
                        null));
            } else {
                String fixed = "upper(" + condition.subject().in(text) + ") LIKE "
                        + SoqlStrings.literal("%" + literal.toUpperCase(Locale.ROOT) + "%");
                hints.add(HintText.hint(
                        text,
                        condition,
                        why + " among its " + sample.values().size() + " most frequent values",
                        fixed));
            }
        }
    }
}
