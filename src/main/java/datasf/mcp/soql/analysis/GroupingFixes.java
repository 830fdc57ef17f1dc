package datasf.mcp.soql.analysis;

import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fixes for a column that is neither grouped by nor aggregated ({@code column-not-in-group-bys}),
 * each the one that keeps what the query asks, by where the column stands:
 * <ul>
 *   <li>selected: GROUP BY it too (the rows per district and category, not per district);</li>
 *   <li>in HAVING, a condition on the rows' values: it belongs in WHERE, before grouping;</li>
 *   <li>in ORDER BY of grouped rows: the group key it is part of ({@code date_trunc_ym(x)} for
 *       {@code x}), else one value per group, the latest for DESC ({@code max(x)}), the earliest
 *       for ASC;</li>
 *   <li>in ORDER BY of a one-row aggregate ({@code SELECT avg(x) ORDER BY y DESC LIMIT 10}): the
 *       LIMIT meant to act first, so the rows are limited in a first stage and aggregated after
 *       {@code |>}; without a LIMIT, the ORDER BY of one row is dropped.</li>
 * </ul>
 * Each fix is a splice of the text; null when none keeps the meaning.
 */
final class GroupingFixes {

    private GroupingFixes() {}

    static String fix(Finding finding, String text, List<Finding> all) {
        Select stage = finding.stage();
        if (finding.clause() == null) {
            return groupByToo(text, stage, all);
        }
        if (!within(finding.at(), stage.clause(finding.clause()))) {
            return null; // the column is in what an alias names: fixed where it is selected
        }
        if (finding.clause() == Clause.Kind.HAVING) {
            return intoWhere(text, stage);
        }
        if (finding.clause() != Clause.Kind.ORDER_BY) {
            return null;
        }
        if (stage.has(Clause.Kind.GROUP_BY) || stage.has(Clause.Kind.HAVING)) {
            return ClauseSplices.replace(text, finding.at(), perGroup((ColumnRef) finding.at(), text, stage));
        }
        return stage.has(Clause.Kind.LIMIT)
                ? Chains.limitFirst(text, stage)
                : Edits.remove(text, stage.clause(Clause.Kind.ORDER_BY));
    }

    /** What an ungrouped ORDER BY column becomes: the group key it is part of, else max or min of it. */
    static String perGroup(ColumnRef column, String text, Select stage) {
        for (Expr key : stage.groupBy()) {
            Expr named = key;
            if (key instanceof ColumnRef ref && stage.aliased(ref.name()) != null) {
                named = stage.aliased(ref.name()).expr();
            }
            boolean partOf = Walk.all(named, ColumnRef.class).stream()
                    .anyMatch(ref -> ref != column && ref.name().equalsIgnoreCase(column.name()));
            if (partOf) {
                return key.in(text);
            }
        }
        OrderItem item = (OrderItem) Walk.ancestors(stage, column).stream()
                .filter(OrderItem.class::isInstance)
                .findFirst()
                .orElse(null);
        boolean descending = item != null && item.isDescending();
        return (descending ? "max(" : "min(") + column.in(text) + ")";
    }

    /** Every ungrouped selected column of the stage added to GROUP BY (or a GROUP BY made for them). */
    private static String groupByToo(String text, Select stage, List<Finding> all) {
        Map<String, String> columns = new LinkedHashMap<>();
        for (Finding finding : all) {
            if (finding.stage() == stage
                    && finding.clause() == null
                    && finding.rule() == Finding.Rule.UNGROUPED_COLUMN
                    && finding.at() instanceof ColumnRef ref) {
                columns.putIfAbsent(StageScope.fold(ref.name()), ref.in(text));
            }
        }
        if (columns.isEmpty()) {
            return null; // SELECT * in a grouped query: name the columns
        }
        String keys = String.join(", ", columns.values());
        Clause group = stage.clause(Clause.Kind.GROUP_BY);
        return group != null
                ? ClauseSplices.insert(text, group.end(), ", " + keys)
                : ClauseSplices.addClause(text, stage, Clause.Kind.GROUP_BY, "GROUP BY " + keys);
    }

    /**
     * HAVING's conditions on the rows' values (its AND parts without an aggregate) moved to WHERE,
     * aliases written out, since WHERE reads columns.
     */
    private static String intoWhere(String text, Select stage) {
        Clause having = stage.clause(Clause.Kind.HAVING);
        List<String> keep = new ArrayList<>();
        List<String> move = new ArrayList<>();
        for (Expr conjunct : HavingFix.conjuncts(having.condition(), new ArrayList<>())) {
            if (HavingFix.isAggregate(conjunct, stage)) {
                keep.add(conjunct.in(text));
            } else {
                move.add(withoutAliases(conjunct, text, stage));
            }
        }
        if (move.isEmpty()) {
            return null;
        }
        String after = keep.isEmpty()
                ? Edits.remove(text, having)
                : ClauseSplices.replace(text, having, "HAVING " + String.join(" AND ", keep));
        Clause where = stage.clause(Clause.Kind.WHERE);
        if (where == null) {
            return ClauseSplices.addClause(after, stage, Clause.Kind.WHERE, "WHERE " + String.join(" AND ", move));
        }
        Expr condition = where.condition();
        String kept = condition instanceof Binary or && or.op() == Op.OR
                ? "(" + condition.in(text) + ")"
                : condition.in(text);
        return ClauseSplices.replace(after, condition, kept + " AND " + String.join(" AND ", move));
    }

    /** A condition's text with each select alias it names replaced by what the alias stands for. */
    private static String withoutAliases(Expr condition, String text, Select stage) {
        StringBuilder out = new StringBuilder(condition.in(text));
        List<ColumnRef> refs = Walk.all(condition, ColumnRef.class);
        for (int i = refs.size() - 1; i >= 0; i--) {
            ColumnRef ref = refs.get(i);
            SelectItem item = ref.isPlain() ? stage.aliased(ref.name()) : null;
            if (item != null) {
                String expr = item.expr().in(text);
                boolean simple = item.expr() instanceof ColumnRef || item.expr() instanceof Call;
                out.replace(
                        ref.start() - condition.start(),
                        ref.end() - condition.start(),
                        simple ? expr : "(" + expr + ")");
            }
        }
        return out.toString();
    }

    private static boolean within(Node node, Clause clause) {
        return clause != null && node.start() >= clause.start() && node.end() <= clause.end();
    }
}
