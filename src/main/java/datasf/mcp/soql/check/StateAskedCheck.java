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
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Top 3 agencies by number of 311 cases still open" written with no condition on the cases'
 * state counts every case, open or closed: the rows look like an answer. Noted when the question
 * asks for rows in a state ("still open", "currently active"), the query reads no column whose
 * values say that state and tests no date for null ({@code closed_date IS NULL}), and exactly one
 * column of categories (not of free text) has values with the state's word; the note's query
 * keeps those values ({@code status_description = 'Open'}).
 */
final class StateAskedCheck implements Check {

    /** "still open", "currently active", "open right now": a state the rows are asked to be in. */
    /** Words one of which every phrase of {@link #STATE_ASKED} has: read first, for the regex is dearer. */
    private static final Set<String> STILL = Set.of("still", "currently", "remain", "remains", "now");

    private static final Pattern STATE_ASKED =
            Pattern.compile("\\b(?:still|currently|remains?|now) (open|active|pending)\\b"
                    + "|\\b(open|active|pending) (?:right now|currently|still)\\b");

    @Override
    public void check(Review review, Notes notes) {
        if (review.question().words().stream().noneMatch(STILL::contains)) {
            return;
        }
        Matcher asked = review.question().read(STATE_ASKED);
        String state = asked.find() ? (asked.group(1) != null ? asked.group(1) : asked.group(2)) : null;
        if (state == null || !review.query().isSimple() || readsAState(review, state)) {
            return;
        }
        WordHolder holder = WordHolder.of(
                review,
                column -> column.type() == SoqlType.TEXT && !CategoryNamedCheck.freeTextByName(column.field()),
                value -> Words.of(value).contains(state));
        if (holder == null) {
            return;
        }
        Select select = review.query().last();
        String condition = holder.condition();
        String text = review.text();
        notes.add(
                select.where() == null ? Notes.shorten(text) : select.where().in(text),
                "the question asks for what is still " + state + ", and no condition reads it: these rows are of"
                        + " every " + holder.column().field(),
                "WHERE " + condition,
                NullGroupCheck.withCondition(text, select, condition));
    }

    /**
     * Whether the query reads the state already: a compared value with its word, a date tested for
     * null, or a column with such values listed or grouped.
     */
    private static boolean readsAState(Review review, String state) {
        for (Predicate condition : review.predicates()) {
            if (condition.kind() == Predicate.Kind.IS_NULL
                    && condition.column() != null
                    && review.dataset().type(condition.column()) == SoqlType.TIMESTAMP) {
                return true;
            }
            for (Expr value : condition.values()) {
                Literal text = Values.string(value);
                if (text != null && Words.of(text.value()).contains(state)) {
                    return true;
                }
            }
        }
        List<String> said = new ArrayList<>();
        Walk.all(review.query().last(), ColumnRef.class).forEach(ref -> said.add(ref.name()));
        return said.stream()
                .map(review.dataset()::column)
                .anyMatch(column -> column != null
                        && column.values().stream()
                                .anyMatch(v -> Words.of(v.value()).contains(state)));
    }
}
