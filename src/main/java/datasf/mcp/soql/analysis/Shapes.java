package datasf.mcp.soql.analysis;

import datasf.mcp.soql.analysis.StageScope.AliasOf;
import datasf.mcp.soql.analysis.StageScope.Column;
import datasf.mcp.soql.analysis.StageScope.Target;
import datasf.mcp.soql.tree.Between;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Case;
import datasf.mcp.soql.tree.Cast;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.In;
import datasf.mcp.soql.tree.IsNull;
import datasf.mcp.soql.tree.Like;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Paren;
import datasf.mcp.soql.tree.Unary;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Which expressions of a stage are the same expression once names are bound, as Socrata compares
 * a selected, HAVING or ORDER BY expression with the GROUP BY ones: aliases stand for what they
 * name, parentheses, spacing, backticks and the case of names do not count, {@code 'a'} and
 * {@code "a"} are one value. Each distinct shape gets a number, built from its own kind and its
 * parts' numbers, so every node is keyed once and the work is linear in the query.
 */
final class Shapes {

    private final Map<ColumnRef, Target> targets;
    private final Depth depth;
    private final Map<String, Integer> numbers = new HashMap<>();
    private final Map<Expr, Integer> known = new IdentityHashMap<>();
    private int unique = -1;

    Shapes(Map<ColumnRef, Target> targets, Depth depth) {
        this.targets = targets;
        this.depth = depth;
    }

    /** The expression's shape; a name that is not bound, a window or a FILTER is like no other. */
    int of(Expr expr) {
        Integer shape = known.get(expr);
        if (shape == null) {
            depth.enter();
            try {
                shape = compute(expr);
            } finally {
                depth.leave();
            }
            known.put(expr, shape);
        }
        return shape;
    }

    private int compute(Expr expr) {
        if (expr instanceof Paren paren) {
            return of(paren.inner());
        }
        if (expr instanceof ColumnRef ref) {
            Target target = targets.get(ref);
            if (target instanceof AliasOf alias) {
                return of(alias.item().expr());
            }
            return target instanceof Column column ? number("c:" + StageScope.fold(column.field())) : unique--;
        }
        if (expr instanceof Literal literal) {
            return number("l:" + Literals.canonical(literal));
        }
        if (expr instanceof Call call) {
            if (call.window() != null || call.filter() != null) {
                return unique--;
            }
            return number("f:" + call.function() + (call.star() ? "*" : ""), expr);
        }
        if (expr instanceof Cast cast) {
            return number("k:" + StageScope.fold(cast.type()), expr);
        }
        String tag;
        if (expr instanceof Unary unary) {
            tag = "u" + unary.op().symbol();
        } else if (expr instanceof Binary binary) {
            tag = "b" + binary.op().symbol();
        } else if (expr instanceof IsNull isNull) {
            tag = isNull.negated() ? "notnull" : "null";
        } else if (expr instanceof Like like) {
            tag = like.negated() ? "notlike" : "like";
        } else if (expr instanceof In in) {
            tag = in.negated() ? "notin" : "in";
        } else if (expr instanceof Between between) {
            tag = between.negated() ? "notbetween" : "between";
        } else if (expr instanceof Case caseExpr) {
            tag = caseExpr.otherwise() == null ? "case" : "case+else";
        } else {
            return unique--; // *
        }
        return number(tag, expr);
    }

    /** The number of a shape made of a tag and the node's parts (a CASE's WHEN parts included). */
    private int number(String tag, Expr expr) {
        StringBuilder key = new StringBuilder(tag).append('(');
        for (Node child : expr.children()) {
            if (child instanceof Expr part) {
                key.append(of(part)).append(',');
            } else {
                for (Node grandchild : child.children()) {
                    key.append(of((Expr) grandchild)).append(';');
                }
            }
        }
        return number(key.append(')').toString());
    }

    private int number(String key) {
        return numbers.computeIfAbsent(key, k -> numbers.size());
    }
}
