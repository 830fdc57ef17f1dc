package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Equivalence;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Paren;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How the parts of a select meet its rows: which select item an ORDER BY or GROUP BY expression
 * is (its alias, or the same expression), what the item's field is called in the rows, the
 * dataset column an expression reads, and the conditions every row of the answer meets.
 */
final class Outputs {

    private Outputs() {}

    /** The select item an expression of a later clause stands for: by alias, or the same expression; else null. */
    static SelectItem item(Select select, Expr expr) {
        if (expr instanceof ColumnRef ref && ref.isPlain()) {
            SelectItem aliased = select.aliased(ref.name());
            if (aliased != null) {
                return aliased;
            }
        }
        for (SelectItem item : select.items()) {
            if (!item.isStar() && Equivalence.same(item.expr(), expr)) {
                return item;
            }
        }
        return null;
    }

    /** What the expression is, read through an alias of the select. */
    static Expr resolved(Select select, Expr expr) {
        SelectItem item = item(select, expr);
        return item == null ? expr : item.expr();
    }

    /**
     * The field the item is in the rows: its alias; a column's name; {@code count} for an
     * unaliased {@code count(*)} and {@code max_x} for {@code max(x)}, as Socrata names them;
     * null when it cannot be told.
     */
    static String field(SelectItem item) {
        if (item.alias() != null) {
            return item.alias().name();
        }
        Expr expr = item.expr();
        if (expr instanceof ColumnRef ref && ref.qualifier() == null) {
            return ref.name();
        }
        if (expr instanceof Call call && call.star()) {
            return call.name().toLowerCase(Locale.ROOT);
        }
        if (expr instanceof Call call
                && call.arguments().size() == 1
                && call.arguments().get(0) instanceof ColumnRef ref
                && ref.isPlain()) {
            return call.name().toLowerCase(Locale.ROOT) + "_" + ref.name();
        }
        return null;
    }

    /** The dataset column an expression is (bare), or null. */
    static String bareColumn(Review review, Expr expr) {
        Expr inner = unwrapped(expr);
        return inner instanceof ColumnRef ref
                        && ref.isPlain()
                        && review.dataset().isColumn(ref.name())
                ? ref.name()
                : null;
    }

    /** The one dataset column an expression reads (in however many calls and operations), or null. */
    static String onlyColumn(Review review, Expr expr) {
        String column = null;
        for (ColumnRef ref : Walk.all(expr, ColumnRef.class)) {
            if (!ref.isPlain() || !review.dataset().isColumn(ref.name())) {
                continue;
            }
            if (column != null && !column.equals(ref.name())) {
                return null;
            }
            column = ref.name();
        }
        return column;
    }

    /** Whether the stage's WHERE reads the column named {@code field}. */
    static boolean whereReads(Select select, String field) {
        return select.where() != null
                && Walk.all(select.where(), ColumnRef.class).stream()
                        .anyMatch(ref -> ref.name().equals(field));
    }

    /** A condition written to stand beside others joined by AND: an OR in parentheses. */
    static String asConjunct(Expr conjunct, String text) {
        String written = conjunct.in(text);
        return unwrapped(conjunct) instanceof Binary binary && binary.op() == Op.OR ? "(" + written + ")" : written;
    }

    /** Every division among the stage's outputs, outermost first: the shares it computes. */
    static List<Binary> divisions(Select select) {
        List<Binary> divisions = new ArrayList<>();
        for (SelectItem item : select.items()) {
            Walk.all(item.expr(), Binary.class).stream()
                    .filter(binary -> binary.op() == Op.DIVIDE)
                    .forEach(divisions::add);
        }
        return divisions;
    }

    /** Whether the expression is {@code count(*)}: every row, the base of a share. */
    static boolean countsAll(Expr expr) {
        return unwrapped(expr) instanceof Call call
                && call.star()
                && call.function().equals("count");
    }

    /** Whether the stage reads the column named {@code field} outside its WHERE: listed, grouped, ordered or in HAVING. */
    static boolean readsBesidesWhere(Select select, String field) {
        long all = Walk.all(select, ColumnRef.class).stream()
                .filter(ref -> ref.name().equals(field))
                .count();
        long inWhere = select.where() == null
                ? 0
                : Walk.all(select.where(), ColumnRef.class).stream()
                        .filter(ref -> ref.name().equals(field))
                        .count();
        return all > inWhere;
    }

    /** The conditions joined by AND at the top of a WHERE (every row of the answer meets each). */
    static List<Expr> conjuncts(Expr condition) {
        List<Expr> all = new ArrayList<>();
        if (condition != null) {
            collect(unwrapped(condition), all);
        }
        return all;
    }

    private static void collect(Expr condition, List<Expr> into) {
        if (condition instanceof Binary binary && binary.op() == Op.AND) {
            collect(unwrapped(binary.left()), into);
            collect(unwrapped(binary.right()), into);
        } else {
            into.add(condition);
        }
    }

    static Expr unwrapped(Expr expr) {
        Expr inner = expr;
        while (inner instanceof Paren paren) {
            inner = paren.inner();
        }
        return inner;
    }

    /** Whether a call is {@code name(column)} on a bare column of the dataset, giving the column. */
    static String callOn(Review review, Expr expr, String... names) {
        if (!(unwrapped(expr) instanceof Call call) || call.arguments().size() != 1 || call.distinct()) {
            return null;
        }
        for (String name : names) {
            if (call.function().equals(name)) {
                return bareColumn(review, call.arguments().get(0));
            }
        }
        return null;
    }
}
