package datasf.mcp.soql.analysis;

import datasf.mcp.soql.tree.Alias;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one SELECT cannot compute, written as two chained with {@code |>} (the second reads the
 * first's rows), SoQL's form for an aggregate over aggregates and for a LIMIT that must act before
 * an aggregate.
 */
final class Chains {

    private Chains() {}

    /**
     * {@code SELECT avg(count(*)) GROUP BY k} -> {@code SELECT k, count(*) AS n GROUP BY k |>
     * SELECT avg(n)}: the inner aggregates per group in a first stage (with WHERE, GROUP BY and
     * HAVING), the outer ones over its rows in a second (with ORDER BY, LIMIT and OFFSET). Null
     * without a GROUP BY, since then there are no groups to aggregate over.
     */
    static String nested(String text, Select stage) {
        if (!stage.has(Clause.Kind.GROUP_BY)) {
            return null;
        }
        Set<String> taken = names(stage);
        Map<Call, String> inner = new LinkedHashMap<>();
        for (SelectItem item : stage.items()) {
            for (Call call : innerAggregates(item.expr())) {
                inner.put(call, Edits.fresh(nameFor(call), taken));
            }
        }
        if (inner.isEmpty()) {
            return null;
        }
        Set<String> first = new LinkedHashSet<>();
        for (Expr key : stage.groupBy()) {
            SelectItem aliased = key instanceof ColumnRef ref ? stage.aliased(ref.name()) : null;
            first.add(aliased != null ? aliased.in(text) : key.in(text));
        }
        inner.forEach((call, name) -> first.add(call.in(text) + " AS " + name));
        List<String> second = new ArrayList<>();
        for (SelectItem item : stage.items()) {
            second.add(replaced(item, text, inner));
        }
        String firstStage = "SELECT " + String.join(", ", first)
                + clauses(text, stage, Clause.Kind.WHERE, Clause.Kind.GROUP_BY, Clause.Kind.HAVING, Clause.Kind.SEARCH);
        String secondStage = "SELECT " + (stage.distinct() ? "DISTINCT " : "") + String.join(", ", second)
                + clauses(text, stage, Clause.Kind.ORDER_BY, Clause.Kind.LIMIT, Clause.Kind.OFFSET);
        return text.substring(0, stage.start()) + firstStage + " |> " + secondStage + text.substring(stage.end());
    }

    /**
     * {@code SELECT avg(x) WHERE w ORDER BY y DESC LIMIT 10} -> {@code SELECT x WHERE w ORDER BY y
     * DESC NULL LAST LIMIT 10 |> SELECT avg(x)}: the rows limited first, then aggregated. A DESC
     * key puts its nulls first, so "the 10 highest" would be rows without a value: the first stage
     * says where they go, unless the query already does.
     */
    static String limitFirst(String text, Select stage) {
        Set<String> columns = new LinkedHashSet<>();
        for (SelectItem item : stage.items()) {
            for (Call call : Walk.all(item.expr(), Call.class)) {
                if (call.isAggregate()) {
                    Walk.all(call, ColumnRef.class).forEach(ref -> columns.add(ref.in(text)));
                }
            }
        }
        if (columns.isEmpty()) {
            stage.orderBy()
                    .forEach(order -> Walk.all(order, ColumnRef.class).forEach(ref -> columns.add(ref.in(text))));
        }
        if (columns.isEmpty() || stage.items().isEmpty()) {
            return null;
        }
        String items = stage.selectList(text);
        StringBuilder clauses =
                new StringBuilder(text.substring(stage.clauses().get(0).start(), stage.end()));
        List<OrderItem> order = stage.orderBy();
        for (int i = order.size() - 1; i >= 0; i--) {
            if (order.get(i).isDescending() && order.get(i).nullsFirst() == null) {
                clauses.insert(order.get(i).end() - stage.clauses().get(0).start(), " NULL LAST");
            }
        }
        String firstStage = "SELECT " + String.join(", ", columns) + " " + clauses;
        String secondStage = "SELECT " + (stage.distinct() ? "DISTINCT " : "") + items;
        return text.substring(0, stage.start()) + firstStage + " |> " + secondStage + text.substring(stage.end());
    }

    /** The aggregates directly inside another aggregate. */
    static List<Call> innerAggregates(Expr expr) {
        List<Call> inner = new ArrayList<>();
        Walk.withAncestors(expr, (node, ancestors) -> {
            if (node instanceof Call call && call.isAggregate() && !inner.contains(call)) {
                boolean insideAggregate = ancestors.stream().anyMatch(a -> a instanceof Call c && c.isAggregate());
                boolean insideInner = ancestors.stream().anyMatch(inner::contains);
                if (insideAggregate && !insideInner) {
                    inner.add(call);
                }
            }
        });
        return inner;
    }

    /** The item's text with each inner aggregate replaced by the name of its first-stage column. */
    private static String replaced(SelectItem item, String text, Map<Call, String> inner) {
        StringBuilder out = new StringBuilder(item.in(text));
        List<Call> calls = new ArrayList<>(inner.keySet());
        for (int i = calls.size() - 1; i >= 0; i--) {
            Call call = calls.get(i);
            if (call.start() >= item.start() && call.end() <= item.end()) {
                out.replace(call.start() - item.start(), call.end() - item.start(), inner.get(call));
            }
        }
        return out.toString();
    }

    /** The clauses of those kinds as written, each after a space. */
    private static String clauses(String text, Select stage, Clause.Kind... kinds) {
        StringBuilder out = new StringBuilder();
        for (Clause clause : stage.clauses()) {
            for (Clause.Kind kind : kinds) {
                if (clause.kind() == kind) {
                    out.append(' ').append(clause.in(text));
                }
            }
        }
        return out.toString();
    }

    /** The first-stage column's name for an inner aggregate: n for a count, total for a sum, ... */
    private static String nameFor(Call call) {
        return switch (call.function()) {
            case "count", "count_distinct" -> "n";
            case "sum" -> "total";
            case "avg" -> "mean";
            case "max" -> "highest";
            case "min" -> "lowest";
            default -> "value";
        };
    }

    /** Every name the stage uses, so a new one takes none of them. */
    private static Set<String> names(Select stage) {
        Set<String> taken = new HashSet<>();
        for (Node node : Walk.nodes(stage)) {
            if (node instanceof ColumnRef ref) {
                taken.add(StageScope.fold(ref.name()));
            } else if (node instanceof Alias alias) {
                taken.add(StageScope.fold(alias.name()));
            }
        }
        return taken;
    }
}
