package datasf.mcp.advisor;

import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SoqlTree;

/** Adds a column to GROUP BY, or a GROUP BY clause for it, where Socrata's order puts one. */
final class GroupByFix {

    private GroupByFix() {}

    /** The query with the column grouped by, or null when the query does not parse. */
    static String of(SoqlTree tree, String column) {
        String soql = tree.text();
        if (!tree.isValid()) {
            return null;
        }
        Select select = tree.query().selects().stream()
                .filter(s -> s.has(Clause.Kind.GROUP_BY))
                .findFirst()
                .orElse(tree.query().selects().get(0));
        Clause group = select.clause(Clause.Kind.GROUP_BY);
        return group != null
                ? ClauseSplices.insert(soql, group.end(), ", " + column)
                : ClauseSplices.addClause(soql, select, Clause.Kind.GROUP_BY, "GROUP BY " + column);
    }
}
