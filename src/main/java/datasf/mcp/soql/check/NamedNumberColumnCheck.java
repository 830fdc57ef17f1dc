package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Walk;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two numbers of a row that measure one thing at two moments: "permits over $2M after the cost
 * was revised" written {@code estimated_cost > 2000000} reads the estimate, where
 * {@code revised_cost} holds the revised figure. The query alone cannot tell; the question names
 * the column by the word that sets it apart. Noted when a number column the WHERE compares shares
 * a word of its name with exactly one other number column ({@code cost}), the question says the
 * other's own word ("revised") and not the compared one's ("estimated"), and the query reads the
 * other nowhere; the note's query compares the other.
 */
final class NamedNumberColumnCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown() || !review.query().isSimple()) {
            return;
        }
        List<NumberBound> bounds = NumberBound.of(review);
        if (bounds.isEmpty()) {
            return;
        }
        Set<String> read = new HashSet<>();
        Walk.all(review.query().last(), ColumnRef.class).forEach(ref -> read.add(ref.name()));
        for (NumberBound compared : bounds) {
            String written = compared.column().field();
            String named = namedSibling(review, written);
            if (named == null || read.contains(named)) {
                continue;
            }
            Set<String> own = Words.of(written);
            own.removeAll(Words.of(named));
            Set<String> theirs = Words.of(named);
            theirs.removeAll(Words.of(written));
            notes.add(
                    compared.condition().node(),
                    written + " is the " + String.join(" ", own) + " figure; the question asks for the "
                            + String.join(" ", theirs) + " one, " + named,
                    named + " in place of " + written,
                    Pattern.compile("\\b" + Pattern.quote(written) + "\\b")
                            .matcher(review.text())
                            .replaceAll(Matcher.quoteReplacement(named)));
            return;
        }
    }

    /** The one number column beside {@code written} that the question names by its own word; null otherwise. */
    private static String namedSibling(Review review, String written) {
        Question question = review.question();
        Set<String> words = Words.of(written);
        String named = null;
        for (ColumnFacts other : review.dataset().columns()) {
            if (other.type() != SoqlType.NUMBER || other.field().equals(written)) {
                continue;
            }
            Set<String> theirs = Words.of(other.field());
            Set<String> shared = new HashSet<>(theirs);
            shared.retainAll(words);
            if (shared.isEmpty()) {
                continue;
            }
            List<String> own = words.stream().filter(w -> !theirs.contains(w)).toList();
            List<String> apart = theirs.stream().filter(w -> !words.contains(w)).toList();
            if (own.isEmpty() || own.stream().anyMatch(question::mentionsRootOf)) {
                return null; // the question says the compared column's own word
            }
            if (!apart.isEmpty() && apart.stream().allMatch(question::mentionsRootOf)) {
                if (named != null) {
                    return null;
                }
                named = other.field();
            }
        }
        return named;
    }
}
