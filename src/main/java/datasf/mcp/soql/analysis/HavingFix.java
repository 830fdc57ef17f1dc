package datasf.mcp.soql.analysis;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Moves the conditions on aggregates (or their aliases) from WHERE to HAVING: the WHERE's
 * top-level AND parts that call an aggregate or name an aggregate's alias go after the GROUP BY.
 * A WHERE joined by OR at its top moves whole or not at all.
 */
public final class HavingFix {

    private HavingFix() {}

    /** The query with the move made, or null when there is nothing to move or no GROUP BY to move it after. */
    public static String of(String soql) {
        return of(SoqlTree.parse(soql));
    }

    /** The same, on the query's tree. */
    public static String of(SoqlTree tree) {
        String soql = tree.text();
        if (!tree.isValid()) {
            return null;
        }
        for (Select select : tree.query().selects()) {
            Clause where = select.clause(Clause.Kind.WHERE);
            Clause group = select.clause(Clause.Kind.GROUP_BY);
            if (where != null && group != null && !select.has(Clause.Kind.HAVING)) {
                return moved(soql, select, where, group);
            }
        }
        return null;
    }

    private static String moved(String text, Select select, Clause where, Clause group) {
        List<String> keep = new ArrayList<>();
        List<String> move = new ArrayList<>();
        for (Expr conjunct : conjuncts(where.condition(), new ArrayList<>())) {
            (isAggregate(conjunct, select) ? move : keep).add(conjunct.in(text));
        }
        if (move.isEmpty()) {
            return null;
        }
        String whereClause = keep.isEmpty() ? "" : "WHERE " + String.join(" AND ", keep) + " ";
        return text.substring(0, where.start())
                + whereClause
                + group.in(text)
                + " HAVING " + String.join(" AND ", move)
                + text.substring(group.end());
    }

    /** The top-level AND parts of a condition, in the order written (walked without recursion). */
    static List<Expr> conjuncts(Expr condition, List<Expr> parts) {
        Deque<Expr> pending = new ArrayDeque<>();
        pending.push(condition);
        while (!pending.isEmpty()) {
            Expr next = pending.pop();
            if (next instanceof Binary and && and.op() == Op.AND) {
                pending.push(and.right());
                pending.push(and.left());
            } else {
                parts.add(next);
            }
        }
        return parts;
    }

    /** Calls an aggregate, or names the alias of a selected aggregate. */
    static boolean isAggregate(Expr conjunct, Select select) {
        for (Node node : Walk.nodes(conjunct)) {
            if (node instanceof Call call && call.isAggregate()) {
                return true;
            }
            if (node instanceof ColumnRef ref && ref.isPlain()) {
                SelectItem item = select.aliased(ref.name());
                if (item != null && Walk.all(item.expr(), Call.class).stream().anyMatch(Call::isAggregate)) {
                    return true;
                }
            }
        }
        return false;
    }
}
