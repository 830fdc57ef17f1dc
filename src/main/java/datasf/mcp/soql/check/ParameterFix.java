package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.ClauseSplices;
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
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code $q}, {@code $where} and the other SODA parameters are not SoQL inside a query: there
 * {@code $} is a letter, so {@code WHERE $q = 'graffiti'} asks for a column named {@code $q}.
 * Full-text search is SoQL's SEARCH clause, and each parameter has its clause ({@code $where}
 * is WHERE, {@code $limit} LIMIT); a placeholder ({@code = $1}, {@code = $district}) is the
 * value itself. The note gives the clause, and the query with it where it can be built.
 */
final class ParameterFix implements SqlFix {

    private static final Map<String, String> CLAUSES = Map.of(
            "$select", "SELECT",
            "$where", "WHERE",
            "$order", "ORDER BY",
            "$group", "GROUP BY",
            "$having", "HAVING",
            "$limit", "LIMIT",
            "$offset", "OFFSET",
            "$q", "SEARCH");

    /** What may follow a clause's keyword. */
    private static final Set<SoqlTokenType> VALUES = Set.of(
            SoqlTokenType.STRING,
            SoqlTokenType.IDENTIFIER,
            SoqlTokenType.QUOTED_IDENTIFIER,
            SoqlTokenType.NUMBER,
            SoqlTokenType.SYSTEM_FIELD);

    @Override
    public void fix(SqlText sql, Notes notes) {
        SoqlTree tree = sql.tree();
        if (tree.isValid() && searched(sql, tree, notes)) {
            return;
        }
        for (int i = 0; i < sql.tokens().size(); i++) {
            SoqlToken token = sql.token(i);
            if (token.type() != SoqlTokenType.IDENTIFIER || !token.text().startsWith("$")) {
                continue;
            }
            String name = token.text().toLowerCase(Locale.ROOT);
            String clause = CLAUSES.get(name);
            SoqlToken before = sql.token(i - 1);
            boolean value = before != null
                    && (before.type() == SoqlTokenType.OPERATOR
                            || sql.isWord(i - 1, "LIKE")
                            || sql.isWord(i - 1, "IN"));
            if (value || clause == null) {
                notes.add(
                        token.text(),
                        "a placeholder is not SoQL: inside a query " + token.text() + " names a column",
                        "the value itself, e.g. 'Mission' or 2024",
                        null);
            } else {
                boolean asClause = sql.token(i + 1) != null
                        && VALUES.contains(sql.token(i + 1).type())
                        && !(before == null || sql.isWord(i - 1, "SELECT") || sql.isPunctuation(i - 1, ","));
                notes.add(
                        token.text(),
                        token.text() + " is a request parameter, not SoQL: inside a query it names a column",
                        clause + " …",
                        asClause ? sql.replace(i, i, clause) : null);
            }
            return;
        }
    }

    /** {@code $q = 'words'} in WHERE: the query with SEARCH instead; whether it was there. */
    private static boolean searched(SqlText sql, SoqlTree tree, Notes notes) {
        for (Predicate condition : Predicates.of(tree.query(), name -> false)) {
            if (!(condition.subject() instanceof ColumnRef ref)
                    || !ref.name().equalsIgnoreCase("$q")
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
            return true;
        }
        return false;
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
