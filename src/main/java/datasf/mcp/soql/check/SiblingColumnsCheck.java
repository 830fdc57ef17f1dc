package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * "Films that feature Michael Douglas" written {@code actor_1 = 'Michael Douglas'} finds him only
 * where he is billed first: a dataset that numbers its columns ({@code actor_1}, {@code actor_2},
 * {@code actor_3}) keeps one kind of value in all of them. Noted when the person's question is
 * known and says nothing of a place among them ("lead", "first": the billing; the number itself),
 * and the query compares none of the others; the note's query looks in every one. "Starring",
 * which some read as the lead and most as any billed actor, is noted only where another of the
 * columns is known to hold the value.
 */
final class SiblingColumnsCheck implements Check {

    /** {@code actor_2}, {@code address2}: a name and its number. */
    private static final Pattern NUMBERED = Pattern.compile("(.*?)_?(\\d)");

    /** Words that ask for one place among numbered columns. */
    private static final Set<String> PLACE = Set.of(
            "lead",
            "leading",
            "first",
            "main",
            "primary",
            "top",
            "billed",
            "second",
            "third",
            "secondary",
            "1",
            "2",
            "3");

    /**
     * Words for any billed actor, which some read as the lead: noted only where another of the
     * columns is known to hold the value.
     */
    private static final Set<String> STARRING = Set.of("star", "starred", "starring");

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            Literal value = TextEquality.value(review, condition);
            if (value == null) {
                continue;
            }
            List<String> siblings = siblings(review, column.field());
            boolean starring = STARRING.stream().anyMatch(question::mentions);
            if (siblings.size() < 2
                    || PLACE.stream().anyMatch(question::mentions)
                    || starring && !heldElsewhere(review, siblings, column.field(), value.value())
                    || review.predicates().stream()
                            .map(review::column)
                            .anyMatch(other -> other != null
                                    && !other.field().equals(column.field())
                                    && siblings.contains(other.field()))) {
                continue;
            }
            String literal = SoqlStrings.literal(value.value());
            notes.replace(
                    condition.node(),
                    column.field() + " is one of " + String.join(", ", siblings)
                            + ", which hold the same kind of value; the question names no place among them",
                    siblings.stream().map(s -> s + " = " + literal).collect(Collectors.joining(" OR ", "(", ")")));
        }
    }

    /** Whether another of the columns is known to hold the value. */
    private static boolean heldElsewhere(Review review, List<String> siblings, String field, String value) {
        return siblings.stream()
                .filter(s -> !s.equals(field))
                .map(review.dataset()::column)
                .anyMatch(c -> c != null && c.has(value));
    }

    /** The text columns that share the column's name and differ by their number, the column among them. */
    private static List<String> siblings(Review review, String field) {
        Matcher own = NUMBERED.matcher(field);
        if (!own.matches()) {
            return List.of();
        }
        return review.dataset().columns().stream()
                .filter(c -> c.type() == SoqlType.TEXT)
                .map(ColumnFacts::field)
                .filter(f -> {
                    Matcher other = NUMBERED.matcher(f);
                    return other.matches() && other.group(1).equals(own.group(1));
                })
                .sorted()
                .toList();
    }
}
