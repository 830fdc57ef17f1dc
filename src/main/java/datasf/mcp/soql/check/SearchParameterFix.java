package datasf.mcp.soql.check;

import datasf.mcp.soql.ClauseSplices;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Values;
import java.util.List;

/**
 * {@code $q}, {@code $where} and the other SODA parameters are not SoQL inside a query: there
 * {@code $} is a letter, so {@code WHERE $q = 'graffiti'} asks for a column named {@code $q}.
 * Full-text search is SoQL's SEARCH clause; the note gives the query with it.
 */
final class SearchParameterFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        SoqlTree tree = SoqlTree.parse(sql.text());
        if (!tree.isValid()) {
            return;
        }
        for (Predicate condition : Predicates.of(tree.query(), name -> false)) {
            if (!(condition.subject() instanceof ColumnRef ref)
                    || !ref.name().startsWith("$")
                    || condition.values().size() != 1
                    || !Values.isString(condition.values().get(0))) {
                continue;
            }
            String words = Values.string(condition.values().get(0))
                    .value()
                    .replace("%", " ")
                    .strip();
            String search = "SEARCH " + SoqlStrings.literal(words);
            notes.add(
                    condition.node(),
                    ref.name() + " is a request parameter, not SoQL: inside a query it names a column",
                    search,
                    searching(sql.text(), condition, search));
            return;
        }
    }

    /** The query without the condition, with a SEARCH clause; null when the condition is not a part of WHERE's ANDs. */
    private static String searching(String text, Predicate condition, String search) {
        List<Node> ancestors = condition.ancestors();
        Node parent = ancestors.get(ancestors.size() - 1);
        String without;
        if (parent instanceof Clause clause && clause.kind() == Clause.Kind.WHERE) {
            without = ClauseSplices.replace(text, clause, "")
                    .replaceAll("\\s{2,}", " ")
                    .strip();
        } else if (parent instanceof Binary and && and.op() == Op.AND) {
            Expr other = and.left() == condition.node() ? and.right() : and.left();
            without = ClauseSplices.replace(text, and, other.in(text));
        } else {
            return null;
        }
        SoqlTree tree = SoqlTree.parse(without);
        if (!tree.isValid()) {
            return null;
        }
        Select select = tree.query().last();
        return ClauseSplices.addClause(without, select, Clause.Kind.SEARCH, search);
    }
}
