package datasf.mcp.soql.tree;

import java.util.ArrayList;
import java.util.List;

/**
 * One SELECT: its select list, FROM and joins when written, and its later clauses in the order
 * written (Socrata's order; ORDER BY and SEARCH, LIMIT and OFFSET may swap).
 */
public record Select(
        int start, int end, boolean distinct, List<SelectItem> items, From from, List<Join> joins, List<Clause> clauses)
        implements Node {

    public Select {
        items = List.copyOf(items);
        joins = List.copyOf(joins);
        clauses = List.copyOf(clauses);
    }

    /** The clause of that kind, or null. */
    public Clause clause(Clause.Kind kind) {
        for (Clause clause : clauses) {
            if (clause.kind() == kind) {
                return clause;
            }
        }
        return null;
    }

    public boolean has(Clause.Kind kind) {
        return clause(kind) != null;
    }

    /** The WHERE condition, or null. */
    public Expr where() {
        Clause where = clause(Clause.Kind.WHERE);
        return where == null ? null : where.condition();
    }

    /** The HAVING condition, or null. */
    public Expr having() {
        Clause having = clause(Clause.Kind.HAVING);
        return having == null ? null : having.condition();
    }

    /** The GROUP BY keys; empty without GROUP BY. */
    public List<Expr> groupBy() {
        Clause group = clause(Clause.Kind.GROUP_BY);
        return group == null ? List.of() : group.expressions();
    }

    /** The ORDER BY items; empty without ORDER BY. */
    public List<OrderItem> orderBy() {
        Clause order = clause(Clause.Kind.ORDER_BY);
        return order == null ? List.of() : order.orderItems();
    }

    /** The LIMIT's number, or null. */
    public Literal limit() {
        Clause limit = clause(Clause.Kind.LIMIT);
        return limit == null ? null : limit.literal();
    }

    /** The OFFSET's number, or null. */
    public Literal offset() {
        Clause offset = clause(Clause.Kind.OFFSET);
        return offset == null ? null : offset.literal();
    }

    /**
     * Whether its rows are groups or one summary row rather than rows of the dataset: it has a
     * GROUP BY, or calls an aggregate outside a window (in the select list, HAVING or ORDER BY).
     */
    public boolean isAggregated() {
        if (has(Clause.Kind.GROUP_BY) || has(Clause.Kind.HAVING)) {
            return true;
        }
        for (Node node : Walk.nodes(this)) {
            if (node instanceof Call call && call.isAggregate()) {
                return true;
            }
        }
        return false;
    }

    /** The select list as written in {@code text}, from its first item to its last ({@code title, release_year}). */
    public String selectList(String text) {
        return text.substring(items.get(0).start(), items.get(items.size() - 1).end());
    }

    /** The item whose alias is {@code name} (any case), or null. */
    public SelectItem aliased(String name) {
        for (SelectItem item : items) {
            if (item.alias() != null && item.alias().name().equalsIgnoreCase(name)) {
                return item;
            }
        }
        return null;
    }

    @Override
    public List<Node> children() {
        List<Node> children = new ArrayList<>(items);
        if (from != null) {
            children.add(from);
        }
        children.addAll(joins);
        children.addAll(clauses);
        return children;
    }
}
