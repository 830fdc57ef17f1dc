package datasf.mcp.soql.columns;

import datasf.mcp.soql.syntax.SoqlFunctions;
import datasf.mcp.soql.tree.Alias;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Query;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The names in a parsed query that refer to columns of the queried dataset: every plain name
 * ({@link ColumnRef#isPlain()}: not a system field, not a joined table's) that is not an alias.
 * The tree already tells function names, cast types, aliases after AS, keywords and literals
 * apart; what it cannot tell is a later use of an alias, since SoQL lets GROUP BY, HAVING and
 * ORDER BY (and the stages after a {@code |>}) name a select alias. So a name is not a column when
 * it is (case-insensitively):
 * <ul>
 *   <li>an alias written with AS anywhere in the query;</li>
 *   <li>an implicit alias: Socrata names an unaliased {@code count(*)} column {@code count} and
 *       {@code max(incident_date)} {@code max_incident_date}, and LLMs then write
 *       {@code ORDER BY count DESC}; so the name of every function called in the query, and
 *       {@code function_argument} for a call on a single name, are treated as aliases.</li>
 * </ul>
 * Nor are the names inside a call of a function SoQL does not have ({@code date_part(year, x)},
 * {@code datediff(day, a, b)}): the call fails whatever they are, and its bare words are most
 * likely SQL's date parts, not misspelt columns.
 */
public final class ColumnReferences {

    private ColumnReferences() {}

    public static List<ColumnRef> find(Query query) {
        Set<String> aliases = aliasNames(query);
        List<ColumnRef> references = new ArrayList<>();
        Walk.withAncestors(query, (node, ancestors) -> {
            if (node instanceof ColumnRef ref
                    && ref.isPlain()
                    && !ref.name().isEmpty()
                    && !aliases.contains(foldCase(ref.name()))
                    && ancestors.stream().noneMatch(ColumnReferences::isForeignCall)) {
                references.add(ref);
            }
        });
        return references;
    }

    /** Case-folded names introduced by AS, and those Socrata gives unaliased calls. */
    private static Set<String> aliasNames(Query query) {
        Set<String> aliases = new HashSet<>();
        Walk.all(query, Alias.class).forEach(alias -> aliases.add(foldCase(alias.name())));
        for (Call call : Walk.all(query, Call.class)) {
            String name = foldCase(call.name());
            aliases.add(name);
            if (call.arguments().size() == 1 && call.arguments().get(0) instanceof ColumnRef ref && ref.isPlain()) {
                aliases.add(name + "_" + foldCase(ref.name()));
            }
        }
        return aliases;
    }

    private static boolean isForeignCall(Node node) {
        return node instanceof Call call && !SoqlFunctions.exists(call.function());
    }

    private static String foldCase(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
