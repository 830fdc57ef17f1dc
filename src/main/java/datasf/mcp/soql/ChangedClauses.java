package datasf.mcp.soql;

import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a repaired query differs from the one written: the clauses its edits landed in ("the
 * select list", "WHERE", "GROUP BY", ...), found by following each edit ({@link Step}) to its
 * place in the query that ran. So an answer can say which parts of the query it ran were changed,
 * beside the corrections that say how.
 */
public final class ChangedClauses {

    private ChangedClauses() {}

    /** The clauses the repair changed, in the query's order; empty when it changed none or they cannot be told. */
    public static List<String> of(Repair repair) {
        if (!repair.changed()) {
            return List.of();
        }
        SoqlTree ran = repair.tree();
        if (!ran.isValid()) {
            return List.of();
        }
        List<int[]> places = places(repair.steps());
        Set<String> changed = new LinkedHashSet<>();
        for (Select select : ran.query().selects()) {
            if (!select.items().isEmpty()) {
                SelectItem first = select.items().get(0);
                SelectItem last = select.items().get(select.items().size() - 1);
                if (touched(places, first.start(), last.end())) {
                    changed.add("the select list");
                }
            }
            for (Clause clause : select.clauses()) {
                if (touched(places, clause.start(), clause.end())) {
                    changed.add(clause.kind().keyword());
                }
            }
        }
        return List.copyOf(changed);
    }

    /** Each edit's {@code [start, end)} in the final text: later edits before it shift it. */
    private static List<int[]> places(List<Step> steps) {
        List<int[]> places = new ArrayList<>();
        for (Step step : steps) {
            int shift = step.replacement().length() - step.original().length();
            for (int[] place : places) {
                if (place[0] >= step.at() + step.original().length()) {
                    place[0] += shift;
                    place[1] += shift;
                } else if (place[1] > step.at()) {
                    place[1] = Math.max(place[0], place[1] + shift);
                }
            }
            places.add(new int[] {step.at(), step.at() + step.replacement().length()});
        }
        return places;
    }

    private static boolean touched(List<int[]> places, int start, int end) {
        for (int[] place : places) {
            if (place[0] < end && place[1] > start) {
                return true; // text removed (a FROM, a trailing ;) is in no clause: its correction says so
            }
        }
        return false;
    }
}
