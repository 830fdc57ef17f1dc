package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * "Cases routed to Public Works (DPW)" written {@code agency_responsible = 'DPW Ops Queue'} counts
 * one of the column's several DPW values: the question names the word the values share and none
 * of the compared value's own words. Noted when the column's known values hold others with that
 * word and the question says none of the rest of the value, nor a form of it ("erecting signs"
 * picks {@code sign - erect}, "streetlight outages" {@code Streetlight - Light_Out}); the note's
 * query takes every value
 * with the word (a prefix LIKE when they all start with it).
 */
final class SharedWordValueCheck implements Check {

    /** More values than this sharing the word are a broad family, not a few queues of one owner. */
    private static final int MOST_VALUES = 8;

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            Literal value = TextEquality.value(review, condition);
            ColumnFacts column = review.column(condition);
            if (value == null || column.values().size() < 2) {
                continue;
            }
            Set<String> own = Words.of(value.value());
            List<String> named = own.stream().filter(question::mentions).toList();
            boolean restUnsaid = own.stream()
                    .filter(w -> !named.contains(w))
                    .allMatch(w -> !question.mentions(w)
                            && !question.mentionsMeaning(w, Set.of())
                            && !question.mentionsAFormOf(w));
            if (named.size() != 1 || own.size() < 2 || !restUnsaid) {
                continue;
            }
            String word = named.get(0);
            if (namesAColumnRead(review, word)) {
                continue; // "which streets have the most trash complaints": the street column, grouped
            }
            String leftOut = LeftOutKindCheck.leftOut(question); // "vehicle reports, not supplements"
            List<ColumnStats.Count> sharing = column.values().stream()
                    .filter(v -> Words.of(v.value()).contains(word) && !LeftOutKindCheck.hasLeftOut(v.value(), leftOut))
                    .toList();
            if (sharing.size() < 2 || sharing.size() > MOST_VALUES) {
                continue;
            }
            notes.replace(
                    condition.node(),
                    SoqlStrings.literal(value.value()) + " is one of " + sharing.size() + " values of "
                            + column.field() + " with the word the question names: "
                            + sharing.stream()
                                    .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                                    .collect(Collectors.joining(", ")),
                    replacement(condition.subject().in(review.text()), word, sharing));
            return;
        }
    }

    /** Whether the word names a column the query lists, groups or orders by. */
    private static boolean namesAColumnRead(Review review, String word) {
        return review.query() != null
                && review.dataset().columns().stream()
                        .anyMatch(column -> Words.of(column.field()).contains(word)
                                && Outputs.readsBesidesWhere(review.query().last(), column.field()));
    }

    /** Every value with the word: a prefix LIKE when they all start with it as written, else IN. */
    private static String replacement(String subject, String word, List<ColumnStats.Count> sharing) {
        String first = sharing.get(0).value();
        String prefix = first.split("[^\\p{L}\\d]", 2)[0];
        boolean allStart = prefix.toLowerCase(Locale.ROOT).equals(word)
                && sharing.stream()
                        .allMatch(v ->
                                v.value().startsWith(prefix + " ") || v.value().equals(prefix));
        if (allStart) {
            return subject + " LIKE " + SoqlStrings.literal(prefix + "%");
        }
        return subject + " IN ("
                + sharing.stream().map(v -> SoqlStrings.literal(v.value())).collect(Collectors.joining(", "))
                + ")";
    }
}
