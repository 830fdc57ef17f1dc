package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A value held by two columns: "incidents the Tenderloin police district handled" written
 * {@code analysis_neighborhood = 'Tenderloin'} counts the neighborhood, not the district; "films
 * produced by Paramount" written {@code distributor = 'Paramount Pictures'} counts what it
 * distributed. The query alone cannot tell; the person's question names the column. Noted when
 * the question names no word of the compared column, and exactly one other column of text that
 * holds the same value (each value of an IN) has a word of its name in the question (not the
 * thing it counts); the note's query compares that column, and groups and lists it in place of
 * the other where the query did ("compare the Mission and Tenderloin police districts"). A value
 * the named column holds only under a longer name is noted too ({@link #longerName}).
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
            ColumnFacts column = TextEquality.column(review, condition);
            List<String> values = column == null ? List.of() : strings(condition);
            if (values.isEmpty() || named(question, column)) {
                continue;
            }
            List<String> holders = new ArrayList<>();
            for (ColumnFacts other : review.dataset().columns()) {
                if (!other.field().equals(column.field())
                        && other.type() == SoqlType.TEXT
                        && values.stream().allMatch(other::has)
                        && named(question, other)) {
                    holders.add(other.field());
                }
            }
            if (holders.isEmpty() && values.size() == 1) {
                longerName(review, condition, column, values.get(0), notes);
                continue;
            }
            if (holders.size() != 1) {
                continue;
            }
            String holder = holders.get(0);
            String said = values.stream().map(SoqlStrings::literal).collect(Collectors.joining(", "));
            String why =
                    column.field() + " and " + holder + " both hold " + said + ", and the question names " + holder;
            if (Outputs.readsBesidesWhere(review.query().last(), column.field())) {
                // grouped or listed too: the whole query is about the other column
                notes.add(
                        condition.node(),
                        why,
                        holder + " in place of " + column.field(),
                        Pattern.compile("\\b" + Pattern.quote(column.field()) + "\\b")
                                .matcher(review.text())
                                .replaceAll(Matcher.quoteReplacement(holder)));
            } else {
                notes.replace(
                        condition.node(),
                        why,
                        Pattern.compile("^" + Pattern.quote(column.field()) + "\\b")
                                .matcher(condition.node().in(review.text()))
                                .replaceFirst(Matcher.quoteReplacement(holder)));
            }
        }
    }

    /**
     * "The Bayview neighborhood" written {@code police_district = 'Bayview'}: the named column
     * holds no 'Bayview' but one value that begins with it ('Bayview Hunters Point'), the
     * neighborhood's full name. Noted when exactly one named column has exactly one such value.
     */
    private static void longerName(Review review, Predicate condition, ColumnFacts column, String value, Notes notes) {
        String prefix = value.toLowerCase(Locale.ROOT) + " ";
        List<String> found = new ArrayList<>();
        String holder = null;
        for (ColumnFacts other : review.dataset().columns()) {
            if (other.field().equals(column.field())
                    || other.type() != SoqlType.TEXT
                    || !named(review.question(), other)) {
                continue;
            }
            List<String> longer = other.values().stream()
                    .map(ColumnStats.Count::value)
                    .filter(v -> v != null && v.toLowerCase(Locale.ROOT).startsWith(prefix))
                    .toList();
            if (!longer.isEmpty()) {
                found.addAll(longer);
                holder = other.field();
            }
        }
        if (found.size() != 1) {
            return;
        }
        notes.replace(
                condition.node(),
                "the question names " + holder + ", which holds " + SoqlStrings.literal(found.get(0)) + " where "
                        + column.field() + " holds " + SoqlStrings.literal(value),
                holder + " = " + SoqlStrings.literal(found.get(0)));
    }

    /** The strings an equality or IN compares the column with; none when any is not a string. */
    private static List<String> strings(Predicate condition) {
        List<String> values = new ArrayList<>();
        for (Expr value : condition.values()) {
            Literal literal = Values.string(value);
            if (literal == null) {
                return List.of();
            }
            values.add(literal.value());
        }
        return values;
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
