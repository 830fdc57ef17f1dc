package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code GROUP BY 1} / {@code ORDER BY 2}: SoQL reads the numbers as constants (GROUP BY 1 fails,
 * ORDER BY 2 silently does not sort), so they become the selected item's alias or expression.
 * An aggregate is never written into GROUP BY; a position past the list or onto {@code *} is left.
 */
final class PositionalReferenceRule implements TreeRule {

    @Override
    public List<Edit> edits(SoqlTree tree, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Select select : tree.query().selects()) {
            for (Expr key : select.groupBy()) {
                replace(tree.text(), select, key, "GROUP BY ", edits);
            }
            select.orderBy().forEach(item -> replace(tree.text(), select, item.expr(), "ORDER BY ", edits));
        }
        return edits;
    }

    private static void replace(String text, Select select, Expr key, String clause, List<Edit> edits) {
        if (!(key instanceof Literal literal)
                || !literal.isInteger()
                || literal.text().length() > 3) {
            return;
        }
        int position = Integer.parseInt(literal.text());
        if (position < 1 || position > select.items().size()) {
            return;
        }
        SelectItem item = select.items().get(position - 1);
        boolean grouping = clause.startsWith("GROUP");
        if (item.isStar()
                || grouping && Walk.all(item.expr(), Call.class).stream().anyMatch(Call::isAggregate)) {
            return;
        }
        String reference = item.reference(text);
        edits.add(Edit.node(
                literal,
                reference,
                Correction.of(
                        Correction.Kind.rewrite,
                        clause + literal.text(),
                        clause + reference,
                        "positions are constants in SoQL")));
    }
}
