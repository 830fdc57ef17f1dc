package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * "How many demolition permits" written {@code description LIKE '%demolition%'} searches the free
 * text for a word while a column of categories has it as a value ({@code permit_type_definition}
 * holds {@code demolitions}): the text counts every permit that mentions demolition, the category
 * the demolition permits; so too "cases still open" written {@code status_notes = 'open'}, where
 * {@code status_description} holds {@code Open}. Noted when the searched column is free text (more
 * than {@link #CATEGORIES} values, or named for it: {@link #freeTextByName}), the person's question
 * names the word and not the searched column,
 * and exactly one column of a few values holds the word as a whole value (singular or plural, any
 * case); the note's query compares that column.
 */
final class CategoryNamedCheck implements Check {

    /** The most values a column of categories has. */
    static final int CATEGORIES = 100;

    /** The last word of a column named for free text ({@code status_notes}, {@code service_details}). */
    private static final Set<String> FREE_TEXT =
            Set.of("note", "comment", "detail", "remark", "narrative", "explanation");

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            Literal pattern =
                    condition.kind() == Predicate.Kind.LIKE || condition.isEquality() && condition.isBareColumn()
                            ? Values.string(condition.values().get(0))
                            : null;
            if (column == null || pattern == null || condition.negated() || condition.underNot()) {
                continue;
            }
            ColumnProfile searched = review.dataset().profile().column(column.field());
            if (searched == null || searched.distinct() <= CATEGORIES && !freeTextByName(column.field())) {
                continue; // a column of categories itself: its LIKE may gather them on purpose
            }
            String word = pattern.value().replace("%", " ").strip();
            Set<String> words = Words.of(word);
            if (words.size() != 1
                    || !question.mentions(words.iterator().next())
                    || Words.of(column.field()).stream().anyMatch(question::mentions)) {
                continue;
            }
            List<String[]> holders = new ArrayList<>();
            for (ColumnFacts other : review.dataset().columns()) {
                ColumnProfile profile = review.dataset().profile().column(other.field());
                if (other.field().equals(column.field())
                        || other.type() != SoqlType.TEXT
                        || profile == null
                        || profile.distinct() <= 0
                        || profile.distinct() > CATEGORIES) {
                    continue;
                }
                for (ColumnStats.Count value : other.values()) {
                    if (Words.of(value.value()).equals(words) && !value.value().equals(pattern.value())) {
                        holders.add(new String[] {other.field(), value.value()});
                    }
                }
            }
            if (holders.size() != 1) {
                continue;
            }
            String[] holder = holders.get(0);
            notes.replace(
                    condition.node(),
                    column.field() + " is free text, and " + holder[0] + " holds " + SoqlStrings.literal(holder[1])
                            + " as a category",
                    holder[0] + " = " + SoqlStrings.literal(holder[1]));
        }
    }

    /**
     * A column named for free text: {@code description}, {@code notes}, {@code status_notes},
     * {@code service_details} (where {@code incident_description} names the text of a code, a
     * category).
     */
    static boolean freeTextByName(String field) {
        List<String> words = List.copyOf(Words.of(field));
        return words.equals(List.of("description"))
                || !words.isEmpty() && FREE_TEXT.contains(words.get(words.size() - 1));
    }
}
