package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * "Gun-related incidents" written {@code incident_description LIKE '%Gun%'} misses the values
 * that say {@code Firearm}: the pattern's word is one of several a column uses for one thing
 * ({@link Words#sameMeaning}). Noted when the person's question says the word, and values of the
 * column the pattern does not match hold another word of the same meaning; the note's query
 * matches those words too.
 */
final class LikeMeaningCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            Literal pattern = condition.kind() == Predicate.Kind.LIKE
                    ? Values.string(condition.values().get(0))
                    : null;
            if (column == null
                    || pattern == null
                    || column.type() != SoqlType.TEXT
                    || condition.function() != null
                    || condition.negated()
                    || condition.underNot()
                    || !pattern.value().matches("%[A-Za-z]+%")) {
                continue;
            }
            String written = pattern.value().substring(1, pattern.value().length() - 1);
            String word = Words.singular(written.toLowerCase(Locale.ROOT));
            if (!question.mentions(word)) {
                continue;
            }
            Set<String> matched = TextMatch.LIKE.matches(column, pattern.value(), true).stream()
                    .map(ColumnStats.Count::value)
                    .collect(Collectors.toSet());
            Map<String, String> others = new LinkedHashMap<>();
            for (ColumnStats.Count value : column.values()) {
                if (matched.contains(value.value())) {
                    continue;
                }
                Words.spellings(value.value()).forEach((singular, spelt) -> {
                    if (!Words.sameStem(singular, word) && Words.sameMeaning(singular, word)) {
                        others.putIfAbsent(singular, spelt);
                    }
                });
            }
            if (others.isEmpty()) {
                continue;
            }
            String subject = condition.subject().in(review.text());
            List<String> likes =
                    new java.util.ArrayList<>(List.of(subject + " LIKE " + SoqlStrings.literal(pattern.value())));
            others.values().forEach(w -> likes.add(subject + " LIKE " + SoqlStrings.literal("%" + w + "%")));
            notes.replace(
                    condition.node(),
                    "values of " + column.field() + " say "
                            + others.values().stream().map(SoqlStrings::literal).collect(Collectors.joining(", "))
                            + " for " + SoqlStrings.literal(written)
                            + ", and the pattern does not match them",
                    "(" + String.join(" OR ", likes) + ")");
        }
    }
}
