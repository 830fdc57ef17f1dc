package datasf.mcp.soql.check;

import datasf.mcp.schema.RowUnit;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A listing of what rows share repeats it once per row: "which films did David Fincher direct"
 * written {@code SELECT title, release_year WHERE director = 'David Fincher'} lists each film once
 * per filming location, and a LIMIT of 10 "most recent films" holds three films. Noted when the
 * person's question asks for the things a column of the listing names (the films, by
 * {@code title}), the answer's own rows repeat (two rows alike in every field) and the query
 * neither groups nor asks for DISTINCT; the note's query groups by what it lists, so that each
 * appears once. Without the question a listing of rows is left alone: it may be what is meant.
 */
final class RepeatedRowsCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.rows().size() < 2 || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        if (select.distinct() || select.isAggregated() || select.has(Clause.Kind.SEARCH)) {
            return;
        }
        List<String> fields = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        for (SelectItem item : select.items()) {
            String field = item.isStar() ? null : Outputs.field(item);
            if (field == null) {
                return;
            }
            fields.add(field);
            keys.add(item.alias() != null ? item.alias().name() : item.expr().in(review.text()));
        }
        RowUnit unit = review.dataset().profile().row();
        if (!asksForThings(review, unit, select)) {
            return;
        }
        int repeated = repeated(review.rows(), fields);
        if (repeated == 0) {
            return;
        }
        String why = repeated + " of these " + review.rows().size() + " rows repeat another in every field"
                + (unit.rowsAreThings() || unit.part() == null ? "" : " (a row is one of the " + unit.part() + ")");
        String grouped = "GROUP BY " + String.join(", ", keys);
        notes.add(
                Notes.shorten(select.selectList(review.text())),
                why,
                grouped,
                ClauseSplices.addClause(review.text(), select, Clause.Kind.GROUP_BY, grouped));
    }

    /**
     * The person's question asks for things ("which films", "which vendors") the query lists by
     * their column: by a word of the thing, or, where a row is part of one, by not naming the
     * parts ("which films", not "which filming locations"). A listing of rows may be meant
     * otherwise (a film's title once per location).
     */
    private static boolean asksForThings(Review review, RowUnit unit, Select select) {
        Question question = review.question();
        for (RowUnit.Thing thing : unit.things()) {
            boolean listed = select.items().stream()
                    .anyMatch(item -> thing.field().equals(Outputs.bareColumn(review, item.expr())));
            if (listed
                    && (thing.words().stream().anyMatch(word -> question.mentionsMeaning(word, Set.of()))
                            || question.isKnown() && !unit.rowsAreThings() && !asksForParts(question, unit))) {
                return true;
            }
        }
        return false;
    }

    /** The question names what a row is ("locations" of films): then a row each is asked for. */
    private static boolean asksForParts(Question question, RowUnit unit) {
        if (unit.part() == null) {
            return true;
        }
        Matcher dataset = question.read(DATASET);
        String named = dataset.find() ? Words.singular(dataset.group(1)) : null;
        return Words.of(unit.part()).stream()
                .anyMatch(word -> question.mentions(word) && !Words.sameStem(word, named == null ? "" : named));
    }

    /** "In the SF film locations data": the part's word names the dataset, not what is asked for. */
    private static final Pattern DATASET = Pattern.compile("\\b(\\w+) (?:data|dataset|list|table)\\b");

    /** How many rows are the same as an earlier row in every field. */
    private static int repeated(AnswerRows rows, List<String> fields) {
        Set<List<String>> seen = new HashSet<>();
        int repeated = 0;
        for (int i = 0; i < rows.size(); i++) {
            List<String> values = new ArrayList<>(fields.size());
            for (String field : fields) {
                values.add(String.valueOf(rows.value(i, field)));
            }
            if (!seen.add(values)) {
                repeated++;
            }
        }
        return repeated;
    }
}
