package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A value held by two columns: "incidents the Tenderloin police district handled" written
 * {@code analysis_neighborhood = 'Tenderloin'} counts the neighborhood, not the district; "films
 * produced by Paramount" written {@code distributor = 'Paramount Pictures'} counts what it
 * distributed. The query alone cannot tell; the person's question names the column. Noted when
 * the question names no word of the compared column, and exactly one other column of text that
 * holds the same value has a word of its name in the question (not the thing it counts); the
 * note's query compares that column.
 */
final class NamedColumnCheck implements Check {

    /** Words of a column's name that say what kind of column it is, not what it holds. */
    private static final Set<String> GENERIC =
            Set.of("name", "type", "code", "id", "number", "description", "definition");

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            Literal value = TextEquality.value(review, condition);
            if (value == null || named(question, column)) {
                continue;
            }
            List<String> holders = new ArrayList<>();
            for (ColumnFacts other : review.dataset().columns()) {
                if (!other.field().equals(column.field())
                        && other.type() == SoqlType.TEXT
                        && other.has(value.value())
                        && named(question, other)) {
                    holders.add(other.field());
                }
            }
            if (holders.size() != 1) {
                continue;
            }
            notes.replace(
                    condition.node(),
                    column.field() + " and " + holders.get(0) + " both hold " + SoqlStrings.literal(value.value())
                            + ", and the question names " + holders.get(0),
                    holders.get(0) + " = " + SoqlStrings.literal(value.value()));
        }
    }

    /**
     * A word of the column's name or label, other than a generic one, is in the question and is
     * not what it counts, or is there but for its ending ("cared for" names {@code qCaretaker}),
     * or a word of the question means it ("maintained": {@link Words#sameMeaning}).
     */
    private static boolean named(Question question, ColumnFacts column) {
        Set<String> words = Words.of(column.field());
        words.addAll(Words.of(column.label()));
        words.removeAll(GENERIC);
        words.removeIf(w -> w.length() < 3);
        return words.stream()
                .anyMatch(w -> question.namesBesidesCounted(w)
                        || question.mentionsRootOf(w)
                        || question.mentionsMeaning(w, Set.of()));
    }
}
