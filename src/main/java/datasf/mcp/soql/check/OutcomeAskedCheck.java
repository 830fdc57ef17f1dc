package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.List;
import java.util.Set;

/**
 * "How many assaults in the Mission police district ended in an arrest?" written
 * {@code incident_category = 'Assault' AND police_district = 'Mission'} counts every assault, arrest
 * or not: how an incident ended is a column of its own ({@code resolution}). Noted when the question
 * asks how rows ended ("ended in an arrest", "resulted in a citation"), the query compares no value
 * saying it and reads no column of outcomes, and exactly one column named for outcomes
 * ({@code resolution}, {@code disposition}, {@code status}) has values with that word; the note's
 * query keeps those values. A word the question merely counts ("drug arrests") is left alone: a
 * check reading every such word noted dozens of valid queries.
 */
final class OutcomeAskedCheck implements Check {

    private static final Set<String> ENDED = Set.of("ended", "resulted", "ending", "resulting");
    private static final Set<String> FILLERS = Set.of("a", "an", "the", "someone", "somebody");
    private static final Set<String> OUTCOMES = Set.of("resolution", "outcome", "disposition", "result", "status");

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown() || !review.query().isSimple()) {
            return;
        }
        String word = outcome(question.words());
        if (word == null
                || Question.isCommon(word)
                || review.dataset().profile().row().rowWords().contains(word)) {
            return;
        }
        Select select = review.query().last();
        if (readsIt(review, select, word)) {
            return;
        }
        WordHolder holder = WordHolder.of(review, OutcomeAskedCheck::categories, value -> says(value, word));
        if (holder == null) {
            return;
        }
        String condition = holder.condition();
        String text = review.text();
        notes.add(
                select.where() == null ? Notes.shorten(text) : select.where().in(text),
                "the question asks what ended in " + word + ", and no condition reads "
                        + holder.column().field() + ", which says how each row ended",
                "WHERE " + condition,
                NullGroupCheck.withCondition(text, select, condition));
    }

    /** The word after "ended in", "resulted in", "ended with" ("ended in an arrest": arrest), or null. */
    private static String outcome(List<String> words) {
        for (int at = 0; at + 2 < words.size(); at++) {
            if (ENDED.contains(words.get(at))
                    && (words.get(at + 1).equals("in") || words.get(at + 1).equals("with"))) {
                int next = at + 2;
                while (next < words.size() && FILLERS.contains(words.get(next))) {
                    next++;
                }
                return next < words.size() ? words.get(next) : null;
            }
        }
        return null;
    }

    /** A column of categories named for how a row ended: {@code resolution}, {@code disposition}. */
    private static boolean categories(ColumnFacts column) {
        return column.type() == SoqlType.TEXT
                && !CategoryNamedCheck.freeTextByName(column.field())
                && Words.of(column.field()).stream().anyMatch(OUTCOMES::contains);
    }

    /** Whether a value has the word, or a form of it ("Arrest" for arrested). */
    private static boolean says(String value, String word) {
        return Words.of(value).stream()
                .anyMatch(w -> Words.sameStem(w, word) || w.equals(word) || Words.madeFrom(word, w));
    }

    /** Whether a value the query compares, or a column it reads, says the word. */
    private static boolean readsIt(Review review, Select select, String word) {
        for (Predicate condition : review.predicates()) {
            for (Expr value : condition.values()) {
                Literal text = Values.string(value);
                if (text != null && says(text.value(), word)) {
                    return true;
                }
            }
        }
        for (ColumnRef ref : Walk.all(select, ColumnRef.class)) {
            ColumnFacts column = review.dataset().column(ref.name());
            if (column != null && categories(column)) {
                return true; // the query reads how rows ended already
            }
        }
        return false;
    }
}
