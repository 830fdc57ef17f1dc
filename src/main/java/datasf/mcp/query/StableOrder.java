package datasf.mcp.query;

import datasf.mcp.soql.text.Splice;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Equivalence;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Star;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A total order for paging. OFFSET paging returns every row once only over an order without ties:
 * where the ORDER BY leaves rows equal (groups with the same count, rows of the same day), or there
 * is none, the database may give them in another order at every OFFSET, so a page can repeat a row
 * the page before gave and skip another. The tie-breakers that make the order total are the group
 * keys of a grouped query (one row per combination of them) and {@code :id} for raw rows, appended
 * (ascending) after the query's own ORDER BY items, so the order it asked for still comes first.
 * One aggregate row (an aggregate without GROUP BY, per the function table) and DISTINCT rows need
 * none; pipelines ({@code |>}), set operations and text that is not SoQL are left as written.
 */
public final class StableOrder {

    private StableOrder() {}

    /**
     * {@code soql} with the tie-breakers its ORDER BY lacks appended to it (or an ORDER BY of them
     * added, placed as {@link SoqlPaging#withDefaultOrder} places one); unchanged when its order is
     * already total or it is one it leaves as written. A caller with the query's tree passes it:
     * the text form parses.
     */
    public static String of(String soql) {
        return of(SoqlTree.parse(soql));
    }

    public static String of(SoqlTree tree) {
        Splice splice = new Splice(tree.text());
        tieBreakers(tree, splice);
        return splice.apply();
    }

    /** The tie-breakers the query's ORDER BY lacks, added to {@code splice} of its text. */
    static void tieBreakers(SoqlTree tree, Splice splice) {
        if (!tree.isValid() || !tree.query().isSimple()) {
            return;
        }
        Select select = tree.query().last();
        List<String> missing = new ArrayList<>();
        for (Expr key : keys(select)) {
            if (!isOrderedBy(key, select)) {
                missing.add(key instanceof ColumnRef ref && ref.isSystem() ? ref.text() : tree.slice(key));
            }
        }
        if (missing.isEmpty()) {
            return;
        }
        Clause order = select.clause(Clause.Kind.ORDER_BY);
        if (order == null) {
            splice.addClause(select, Clause.Kind.ORDER_BY, "ORDER BY " + String.join(", ", missing));
        } else {
            splice.insert(order.end(), ", " + String.join(", ", missing));
        }
    }

    /**
     * The fields of an answer's rows whose values decide its order: one per ORDER BY item, when
     * each is a name the select list outputs (an alias, a selected column, any column under
     * {@code *}). Empty list: nothing orders the rows (all are tied). Empty optional: the order
     * depends on something the rows do not show.
     */
    public static Optional<List<String>> orderFields(String soql) {
        return orderFields(SoqlTree.parse(soql));
    }

    public static Optional<List<String>> orderFields(SoqlTree tree) {
        if (!tree.isValid() || !tree.query().isSimple()) {
            return Optional.empty();
        }
        Select select = tree.query().last();
        List<String> fields = new ArrayList<>();
        for (OrderItem item : select.orderBy()) {
            Optional<String> field = item.expr() instanceof ColumnRef ref && !ref.isSystem()
                    ? outputField(ref.name(), select)
                    : Optional.empty();
            if (field.isEmpty()) {
                return Optional.empty();
            }
            fields.add(field.get());
        }
        return Optional.of(List.copyOf(fields));
    }

    /** The group keys of a grouped query, {@code :id} for raw rows; none for one aggregate row or DISTINCT. */
    private static List<Expr> keys(Select select) {
        if (!select.groupBy().isEmpty()) {
            return select.groupBy();
        }
        if (select.isAggregated() || select.distinct()) {
            return List.of();
        }
        return List.of(new ColumnRef(0, 0, null, ":id"));
    }

    /** Whether an ORDER BY item is the key, as written or through the alias of a selected expression. */
    private static boolean isOrderedBy(Expr key, Select select) {
        for (OrderItem item : select.orderBy()) {
            Expr ordered = item.expr();
            if (Equivalence.same(key, ordered)
                    || Equivalence.same(aliased(key, select), ordered)
                    || Equivalence.same(key, aliased(ordered, select))) {
                return true;
            }
        }
        return false;
    }

    /** The selected expression a name stands for when it is an alias, else null. */
    private static Expr aliased(Expr name, Select select) {
        if (name instanceof ColumnRef ref && ref.isPlain()) {
            SelectItem item = select.aliased(ref.name());
            return item == null ? null : item.expr();
        }
        return null;
    }

    /** The name's field in the answer's rows, if the select list outputs it. */
    private static Optional<String> outputField(String field, Select select) {
        for (SelectItem item : select.items()) {
            boolean aliased = item.alias() != null && item.alias().name().equals(field);
            boolean selected = item.alias() == null
                    && (item.expr() instanceof Star star && !star.system()
                            || item.expr() instanceof ColumnRef ref
                                    && ref.name().equals(field));
            if (aliased || selected) {
                return Optional.of(field);
            }
        }
        return Optional.empty();
    }
}
