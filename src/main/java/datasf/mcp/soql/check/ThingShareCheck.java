package datasf.mcp.soql.check;

import datasf.mcp.schema.RowUnit;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "What percentage of food vendors operate push carts" written {@code avg(case(facilitytype =
 * 'Push Cart', 1, true, 0)) * 100}: a share of rows (permits), where a vendor holds many; "what
 * percentage of the films were released before 1980" over filming locations weighs each film by
 * its locations. Noted when the question asks for a share of things a column of the profile names
 * (or of holders), that column's values fill several rows each, and the query takes the share as
 * the average of a case or its sum over {@code count(*)}; the note's query counts the things:
 * {@code count(DISTINCT case(c, applicant)) * 100.0 / count(DISTINCT applicant)}.
 */
final class ThingShareCheck implements Check {

    private static final Pattern SHARE_OF = Pattern.compile(
            "\\b(?:percent(?:age)?|share|fraction|proportion) of (?:the |all |all the )?(\\w+)(?: (\\w+))?");

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null
                || !review.query().isSimple()
                || review.query().last().items().stream().allMatch(item -> caseAverage(item.expr()) == null)) {
            return; // no share of rows: the question need not be read
        }
        Matcher said = review.question().read(SHARE_OF);
        if (!said.find()) {
            return;
        }
        // "of the films", "of food vendors": the thing is the first word or the one after it
        List<String> words = new ArrayList<>();
        words.add(Words.singular(said.group(1)));
        if (said.group(2) != null) {
            words.add(Words.singular(said.group(2)));
        }
        RowUnit unit = review.dataset().profile().row();
        RowUnit.Thing thing = unit.things().stream()
                .filter(t -> t.rowsEach() >= 2
                        && words.stream()
                                .anyMatch(word -> t.words().stream().anyMatch(w -> Words.sameMeaning(w, word))
                                        || RowUnit.namesAHolder(word)))
                .findFirst()
                .orElse(partsOfAThing(unit, words));
        if (thing == null || CountScope.groupsByARow(review, review.query().last(), unit)) {
            return;
        }
        for (SelectItem item : review.query().last().items()) {
            Call average = caseAverage(item.expr());
            if (average == null) {
                continue;
            }
            Call branch = (Call) Outputs.unwrapped(average.arguments().get(0));
            List<Expr> parts = branch.arguments();
            String condition = parts.get(0).in(review.text());
            String field = thing.field();
            notes.replace(
                    item.expr(),
                    "this is a share of rows, and " + field + " fills about " + thing.rowsEach()
                            + " rows each: the question asks for a share of " + said.group(1)
                            + (said.group(2) == null ? "" : " " + said.group(2)),
                    "count(DISTINCT case(" + condition + ", " + field + ")) * 100.0 / count(DISTINCT " + field + ")");
            return;
        }
    }

    /**
     * Where a row is a part of a thing (a film's locations) and the share is of anything but the
     * parts or the rows ("the films", not "the filming locations"): the thing.
     */
    private static RowUnit.Thing partsOfAThing(RowUnit unit, List<String> words) {
        if (unit.rowsAreThings() || unit.part() == null || unit.things().isEmpty()) {
            return null;
        }
        Set<String> parts = Words.of(unit.part());
        boolean ofParts = words.stream()
                .anyMatch(word -> ROWS.contains(word) || parts.stream().anyMatch(p -> Words.sameStem(p, word)));
        return ofParts || unit.things().get(0).rowsEach() < 2
                ? null
                : unit.things().get(0);
    }

    private static final Set<String> ROWS = Set.of("row", "record", "entry", "filming");

    /** {@code avg(case(c, 1, true, 0))}, possibly times 100: the share of rows where c holds; else null. */
    private static Call caseAverage(Expr expr) {
        for (Call call : Walk.all(expr, Call.class)) {
            if (call.function().equals("avg")
                    && call.arguments().size() == 1
                    && Outputs.unwrapped(call.arguments().get(0)) instanceof Call branch
                    && branch.function().equals("case")
                    && branch.arguments().size() == 4
                    && branch.arguments().get(1) instanceof Literal one
                    && "1".equals(one.text())) {
                return call;
            }
        }
        return null;
    }
}
