package datasf.mcp.soql.analysis;

import datasf.mcp.soql.analysis.Finding.Rule;
import datasf.mcp.soql.analysis.StageScope.AliasOf;
import datasf.mcp.soql.analysis.StageScope.Column;
import datasf.mcp.soql.analysis.StageScope.Target;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import datasf.mcp.soql.tree.Window;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * SoQL's grouping rules for one stage whose names are all bound, as soql-reference's
 * {@code AggregateChecker} applies them. A stage is grouped when it has GROUP BY or HAVING, or an
 * aggregate among its outputs or in ORDER BY. Then its outputs, HAVING and ORDER BY may use only
 * GROUP BY expressions (or aliases of them), aggregates and literals: any other column is
 * {@code column-not-in-group-bys}; and WHERE, GROUP BY and the arguments of an aggregate are read
 * before grouping, where an aggregate is {@code aggregate-in-ungrouped-context} (in WHERE even
 * through an alias: {@code WHERE n > 5} with {@code count(*) AS n}).
 */
final class AggregateChecker {

    /** More findings than this about one stage say nothing new. */
    private static final int MAX_FINDINGS = 32;

    private final Select stage;
    private final Map<ColumnRef, Target> targets;
    private final Shapes shapes;
    private final Depth depth;
    private final Set<Integer> groupShapes = new HashSet<>();
    private final List<Finding> findings = new ArrayList<>();
    private final Map<SelectItem, Boolean> aliasHasAggregate = new IdentityHashMap<>();
    private final Set<SelectItem> postgrouped = Collections.newSetFromMap(new IdentityHashMap<>());

    AggregateChecker(Select stage, Map<ColumnRef, Target> targets, Depth depth) {
        this.stage = stage;
        this.targets = targets;
        this.depth = depth;
        this.shapes = new Shapes(targets, depth);
    }

    /** The findings in the order Socrata's checker meets them: outputs, WHERE, GROUP BY, HAVING, ORDER BY. */
    List<Finding> check() {
        List<Expr> orders = stage.orderBy().stream().map(OrderItem::expr).toList();
        if (!isGrouped(orders)) {
            if (stage.where() != null) {
                pregroup(stage.where(), Clause.Kind.WHERE, false);
            }
            return findings;
        }
        stage.groupBy().forEach(key -> groupShapes.add(shapes.of(key)));
        for (SelectItem item : stage.items()) {
            if (item.isStar()) {
                add(Rule.UNGROUPED_COLUMN, "Column not in group bys: *", item.expr(), null);
            } else {
                postgroup(item.expr(), null);
            }
        }
        if (stage.where() != null) {
            pregroup(stage.where(), Clause.Kind.WHERE, false);
        }
        stage.groupBy().forEach(key -> pregroup(key, Clause.Kind.GROUP_BY, false));
        if (stage.having() != null) {
            postgroup(stage.having(), Clause.Kind.HAVING);
        }
        orders.forEach(order -> postgroup(order, Clause.Kind.ORDER_BY));
        return findings;
    }

    private boolean isGrouped(List<Expr> orders) {
        if (!stage.groupBy().isEmpty() || stage.having() != null) {
            return true;
        }
        for (SelectItem item : stage.items()) {
            if (!item.isStar() && hasAggregate(item.expr())) {
                return true;
            }
        }
        return orders.stream().anyMatch(this::hasAggregate);
    }

    /** Whether an aggregate is in the expression, or in what an alias in it names. */
    private boolean hasAggregate(Expr expr) {
        depth.enter();
        try {
            Expr inner = StageScope.unwrap(expr);
            if (inner instanceof Call call && call.isAggregate()) {
                return true;
            }
            if (inner instanceof ColumnRef ref && targets.get(ref) instanceof AliasOf alias) {
                return aliasHasAggregate.computeIfAbsent(alias.item(), item -> hasAggregate(item.expr()));
            }
            for (Expr part : parts(inner)) {
                if (hasAggregate(part)) {
                    return true;
                }
            }
            return false;
        } finally {
            depth.leave();
        }
    }

    /** After grouping: a GROUP BY expression, an aggregate over rows, a literal, or made only of these. */
    private void postgroup(Expr expr, Clause.Kind clause) {
        depth.enter();
        try {
            Expr inner = StageScope.unwrap(expr);
            if (groupShapes.contains(shapes.of(inner)) || inner instanceof Literal) {
                return;
            }
            if (inner instanceof ColumnRef ref) {
                Target target = targets.get(ref);
                if (target instanceof AliasOf alias) {
                    if (postgrouped.add(alias.item())) { // an alias named many times is checked once
                        postgroup(alias.item().expr(), clause);
                    }
                } else if (target instanceof Column column) {
                    add(Rule.UNGROUPED_COLUMN, "Column not in group bys: " + column.field(), ref, clause);
                }
                return;
            }
            if (inner instanceof Call call && call.isAggregate()) {
                call.arguments().forEach(argument -> pregroup(argument, clause, true));
                return;
            }
            parts(inner).forEach(part -> postgroup(part, clause));
        } finally {
            depth.leave();
        }
    }

    /** Before grouping (WHERE, GROUP BY, an aggregate's arguments): no aggregate. */
    private void pregroup(Expr expr, Clause.Kind clause, boolean inAggregate) {
        depth.enter();
        try {
            Expr inner = StageScope.unwrap(expr);
            Rule rule = inAggregate
                    ? Rule.NESTED_AGGREGATE
                    : clause == Clause.Kind.WHERE ? Rule.AGGREGATE_IN_WHERE : Rule.AGGREGATE_IN_GROUP_BY;
            if (inner instanceof Call call && call.isAggregate()) {
                String message = "Aggregate function '" + call.function() + "' used in ungrouped context: "
                        + Finding.clauseName(clause);
                add(rule, message, call, clause);
                return;
            }
            if (inner instanceof ColumnRef ref && targets.get(ref) instanceof AliasOf alias) {
                if (hasAggregate(alias.item().expr())) {
                    String function = firstAggregate(alias.item().expr());
                    String message = "Aggregate function '" + function + "' used in ungrouped context: "
                            + Finding.clauseName(clause);
                    add(rule, message, ref, clause);
                }
                return;
            }
            parts(inner).forEach(part -> pregroup(part, clause, inAggregate));
        } finally {
            depth.leave();
        }
    }

    private String firstAggregate(Expr expr) {
        for (Node node : Walk.nodes(expr)) {
            if (node instanceof Call call && call.isAggregate()) {
                return call.function();
            }
        }
        return "";
    }

    private void add(Rule rule, String message, Expr at, Clause.Kind clause) {
        if (findings.size() < MAX_FINDINGS) {
            findings.add(new Finding(rule, message, at, stage, clause, true, null));
        }
    }

    /** The expressions an expression is made of: a CASE's conditions and values included. */
    static List<Expr> parts(Expr expr) {
        List<Expr> parts = new ArrayList<>();
        for (Node child : expr.children()) {
            if (child instanceof Expr part) {
                parts.add(part);
            } else if (!(child instanceof Window)) {
                child.children().forEach(grandchild -> parts.add((Expr) grandchild));
            }
        }
        return parts;
    }
}
