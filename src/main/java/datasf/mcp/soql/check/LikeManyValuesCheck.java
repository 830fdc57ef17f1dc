package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.Values;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * {@code LIKE '%Robbery%'} matches every value containing the word: when the word is itself one
 * of the column's values and other values contain it too, the answer lumps them together where
 * one was likely meant. So too when the person's question names one of the values matched
 * ({@code LIKE '%Vehicle%'} for "motor vehicle thefts" matches {@code Motor Vehicle Theft},
 * {@code Recovered Vehicle} and {@code Larceny - From Vehicle}), and the pattern's word stands
 * in the question only there ("thefts of any kind" wants them all). Not when the query groups by
 * the column (the groups show them apart).
 */
final class LikeManyValuesCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (condition.kind() != Predicate.Kind.LIKE
                    || condition.negated()
                    || condition.underNot()
                    || column == null
                    || column.type() != SoqlType.TEXT
                    || groupsBy(review, condition)) {
                continue;
            }
            Literal pattern = Values.string(condition.values().get(0));
            if (pattern == null) {
                continue;
            }
            String value = pattern.value();
            if (!value.startsWith("%") || !value.endsWith("%") || value.length() < 3) {
                continue;
            }
            String word = value.substring(1, value.length() - 1);
            if (word.contains("%") || word.contains("_")) {
                continue;
            }
            String function = condition.function();
            if (function != null && !function.equals("upper") && !function.equals("lower")) {
                continue;
            }
            boolean caseless = function != null;
            List<ColumnStats.Count> matched = TextMatch.LIKE.matches(column, value, caseless);
            List<ColumnStats.Count> itself = caseless
                    ? column.equalIgnoringCase(word)
                    : matched.stream().filter(v -> v.value().equals(word)).toList();
            List<ColumnStats.Count> named = itself.isEmpty() && onlyInTheValue(review.question(), word)
                    ? matched.stream()
                            .filter(v -> review.question().names(v.value(), word)
                                    || review.question().sharesAWordBeyond(v.value(), word))
                            .toList()
                    : List.of();
            if (itself.isEmpty() && named.isEmpty() && asTheName(review.question(), word, column, matched)) {
                notes.replace(
                        condition.node(),
                        "matches every value containing " + SoqlStrings.literal(word) + ": "
                                + matched.stream()
                                        .limit(3)
                                        .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                                        .collect(Collectors.joining(", "))
                                + (column.complete() ? "" : ", ...") + "; the question names "
                                + SoqlStrings.literal(word) + " alone",
                        bare(review, condition) + " = " + SoqlStrings.literal(word));
                continue;
            }
            Optional<LikeNarrowing> narrowing =
                    itself.isEmpty() && named.size() != 1 && !caseless && onlyInTheValue(review.question(), word)
                            ? LikeNarrowing.of(review.question(), word, matched)
                            : Optional.empty();
            if (narrowing.isPresent()) {
                List<ColumnStats.Count> chosen = narrowing.get().chosen();
                notes.replace(
                        condition.node(),
                        "matches " + matched.size() + " values of " + column.field() + ": " + listed(matched)
                                + "; the question's words pick "
                                + chosen.stream()
                                        .map(v -> SoqlStrings.literal(v.value()))
                                        .collect(Collectors.joining(" and ")),
                        narrowing.get().condition(bare(review, condition), value, column.complete()));
                continue;
            }
            if (matched.size() < 2 || itself.size() + named.size() != 1) {
                continue;
            }
            String exact = (itself.isEmpty() ? named : itself).get(0).value();
            String listed = listed(matched);
            notes.replace(
                    condition.node(),
                    "matches " + matched.size() + " values of " + column.field() + ": " + listed + "; for "
                            + (itself.isEmpty() ? "the question's " : "") + SoqlStrings.literal(exact)
                            + " alone use =",
                    bare(review, condition) + " = " + SoqlStrings.literal(exact));
        }
    }

    private static String listed(List<ColumnStats.Count> matched) {
        return matched.stream()
                .limit(4)
                .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                .collect(Collectors.joining(", "));
    }

    /**
     * The pattern's words stand in the question once each, inside the value it names: "thefts of
     * any kind, motor vehicle thefts included" asks for every theft.
     */
    private static boolean onlyInTheValue(Question question, String pattern) {
        List<String> words = List.copyOf(Words.of(pattern));
        return !words.isEmpty() && words.stream().allMatch(w -> question.occurrences(w) == 1);
    }

    /**
     * The question writes the pattern's word as a name of its own, once, and calls it by the
     * column's own word ("in the Mission neighborhood", {@code neighborhoods_analysis_boundaries}),
     * while a value the pattern matches has words the question does not say ({@code Mission Bay}):
     * the name alone is meant, whether or not it is among the known values.
     */
    private static boolean asTheName(
            Question question, String word, ColumnFacts column, List<ColumnStats.Count> matched) {
        String after = question.wordAfter(word);
        Set<String> columnWords = Words.of(column.field());
        columnWords.addAll(Words.of(column.label()));
        if (!onlyInTheValue(question, word)
                || !question.namesProperly(word)
                || after == null
                || columnWords.stream().noneMatch(w -> w.startsWith(after) || after.startsWith(w))) {
            return false;
        }
        Set<String> own = Words.of(word);
        for (ColumnStats.Count value : matched) {
            Set<String> more = Words.of(value.value());
            more.removeAll(own);
            if (!more.isEmpty() && more.stream().noneMatch(w -> question.occurrences(w) > 0)) {
                return true;
            }
        }
        return false;
    }

    private static String bare(Review review, Predicate condition) {
        Expr subject = condition.subject();
        return subject instanceof datasf.mcp.soql.tree.Call call
                ? call.arguments().get(0).in(review.text())
                : subject.in(review.text());
    }

    private static boolean groupsBy(Review review, Predicate condition) {
        return condition.select().groupBy().stream()
                .anyMatch(key -> condition.column().equals(Predicates.column(key, review.dataset()::isColumn)));
    }
}
