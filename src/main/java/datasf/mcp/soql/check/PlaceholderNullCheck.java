package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Placeholders;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Predicate;
import java.util.List;
import java.util.stream.Collectors;

/**
 * "Trees of unknown species" written {@code qspecies IS NULL} matches nothing where the publisher
 * never leaves the column empty and writes a value for "not known" instead ({@code Tree(s) ::},
 * {@code Unknown}). Noted on an empty answer when the column's statistics show no nulls and its
 * known values hold such a value; the note's query compares those values.
 */
final class PlaceholderNullCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.empty()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (condition.kind() != Predicate.Kind.IS_NULL
                    || condition.negated()
                    || condition.underNot()
                    || !condition.isBareColumn()
                    || column == null
                    || column.stats() == null
                    || column.stats().nonNull() <= 0
                    || column.nulls() > 0) {
                continue;
            }
            List<ColumnStats.Count> unknown = column.values().stream()
                    .filter(v -> Placeholders.standsForUnknown(v.value()))
                    .limit(3)
                    .toList();
            if (unknown.isEmpty()) {
                continue;
            }
            String subject = condition.subject().in(review.text());
            String fixed = unknown.size() == 1
                    ? subject + " = " + SoqlStrings.literal(unknown.get(0).value())
                    : subject + " IN ("
                            + unknown.stream()
                                    .map(v -> SoqlStrings.literal(v.value()))
                                    .collect(Collectors.joining(", "))
                            + ")";
            notes.replace(
                    condition.node(),
                    column.field() + " is never null; it writes "
                            + unknown.stream()
                                    .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                                    .collect(Collectors.joining(", "))
                            + " where the value is not known",
                    fixed);
        }
    }
}
