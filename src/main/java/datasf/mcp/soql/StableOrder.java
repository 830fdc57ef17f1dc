package datasf.mcp.soql;

import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A total order for paging. OFFSET paging returns every row once only over an order without ties:
 * where the ORDER BY leaves rows equal (groups with the same count, rows of the same day), or there
 * is none, the database may give them in another order at every OFFSET, so a page can repeat a row
 * the page before gave and skip another. The tie-breakers that make the order total are the group
 * keys of a grouped query (one row per combination of them) and {@code :id} for raw rows, appended
 * (ascending) after the query's own ORDER BY items, so the order it asked for still comes first.
 *
 * <p>Pipelines ({@code |>}), set operations and DISTINCT are left as written.
 */
public final class StableOrder {

    private StableOrder() {}

    /**
     * {@code soql} with the tie-breakers its ORDER BY lacks appended to it (or an ORDER BY of them
     * added, placed as {@link SoqlPaging#withDefaultOrder} places one); unchanged when its order is
     * already total or it is one it leaves as written.
     */
    public static String of(String soql) {
        QueryText query = QueryText.of(soql);
        if (!SoqlPaging.canTakeClauses(query.tokens()) || isCompound(query)) {
            return soql;
        }
        List<String> keys = tieBreakers(query);
        int by = orderBy(query);
        if (by == QueryText.NONE) {
            return keys.isEmpty() ? soql : SoqlPaging.withDefaultOrder(soql, String.join(", ", keys));
        }
        List<String> ordered = new ArrayList<>();
        SelectList select = SelectList.of(query, by);
        for (QueryText.Range item : items(query, by)) {
            ordered.add(normalized(query.slice(item.first(), expressionEnd(query, item))));
        }
        List<String> missing = keys.stream()
                .filter(key -> !isOrderedBy(key, ordered, select, query))
                .toList();
        if (missing.isEmpty()) {
            return soql;
        }
        int last = query.previous(query.clauseEnd(by));
        int at = query.token(last).end();
        return soql.substring(0, at) + ", " + String.join(", ", missing) + soql.substring(at);
    }

    /**
     * The fields of an answer's rows whose values decide its order: one per ORDER BY item, when
     * each is a name the select list outputs (an alias, a selected column, any column under
     * {@code *}). Empty list: nothing orders the rows (all are tied). Empty optional: the order
     * depends on something the rows do not show.
     */
    public static Optional<List<String>> orderFields(String soql) {
        QueryText query = QueryText.of(soql);
        if (isCompound(query)) {
            return Optional.empty();
        }
        int by = orderBy(query);
        if (by == QueryText.NONE) {
            return Optional.of(List.of());
        }
        SelectList select = SelectList.of(query, by);
        List<String> fields = new ArrayList<>();
        for (QueryText.Range item : items(query, by)) {
            int end = expressionEnd(query, item);
            if (end != item.first()) {
                return Optional.empty();
            }
            Optional<String> field = outputField(query, item.first(), select);
            if (field.isEmpty()) {
                return Optional.empty();
            }
            fields.add(field.get());
        }
        return Optional.of(List.copyOf(fields));
    }

    /** The group keys of a grouped query, {@code :id} for raw rows; none for one aggregate row or DISTINCT. */
    private static List<String> tieBreakers(QueryText query) {
        int group = query.findTopLevel("GROUP", 0);
        int by = group == QueryText.NONE ? QueryText.NONE : query.next(group);
        if (by != QueryText.NONE && query.isWord(by, "BY")) {
            return items(query, by).stream().map(query::slice).toList();
        }
        int selectAt = query.findTopLevel("SELECT", 0);
        boolean distinct = selectAt != QueryText.NONE && query.isWord(query.next(selectAt), "DISTINCT");
        return SoqlAnalysis.analyze(query.text()).usesAggregates() || distinct ? List.of() : List.of(":id");
    }

    private static boolean isOrderedBy(String key, List<String> ordered, SelectList select, QueryText query) {
        String normalized = normalized(key);
        if (ordered.contains(normalized)) {
            return true;
        }
        // GROUP BY date_trunc_ym(x) ... ORDER BY m, where m is that expression's alias (or the other way round)
        for (SelectList.Item item : select.items()) {
            if (item.alias() == null) {
                continue;
            }
            String alias = normalized(item.alias());
            String expression = normalized(item.expression());
            if (alias.equals(normalized) && ordered.contains(expression)
                    || expression.equals(normalized) && ordered.contains(alias)) {
                return true;
            }
        }
        return false;
    }

    /** The name's field in the answer's rows, if the select list outputs it. */
    private static Optional<String> outputField(QueryText query, int name, SelectList select) {
        SoqlToken token = query.token(name);
        if (token.type() != SoqlTokenType.IDENTIFIER && token.type() != SoqlTokenType.QUOTED_IDENTIFIER) {
            return Optional.empty();
        }
        String field = unquoted(token);
        for (SelectList.Item item : select.items()) {
            String expression = item.expression().strip();
            if (item.alias() != null && item.alias().equals(field)) {
                return Optional.of(field);
            }
            if (item.alias() == null
                    && (expression.equals(field) || expression.equals("`" + field + "`") || expression.equals("*"))) {
                return Optional.of(field);
            }
        }
        return Optional.empty();
    }

    /** The index of BY in the last stage's top-level ORDER BY, or NONE. */
    private static int orderBy(QueryText query) {
        int order = query.findTopLevel("ORDER", 0);
        int by = order == QueryText.NONE ? QueryText.NONE : query.next(order);
        return by != QueryText.NONE && query.isWord(by, "BY") ? by : QueryText.NONE;
    }

    /** The comma-separated items of the clause whose keyword (BY) is at {@code by}. */
    private static List<QueryText.Range> items(QueryText query, int by) {
        List<QueryText.Range> items = new ArrayList<>();
        int end = query.clauseEnd(by);
        int start = QueryText.NONE;
        int last = QueryText.NONE;
        for (int i = query.next(by); i != QueryText.NONE && i < end; i = query.next(i)) {
            if (query.depth(i) == 0 && query.isPunctuation(i, ",")) {
                if (start != QueryText.NONE) {
                    items.add(new QueryText.Range(start, last));
                }
                start = QueryText.NONE;
            } else {
                start = start == QueryText.NONE ? i : start;
                last = i;
            }
        }
        if (start != QueryText.NONE) {
            items.add(new QueryText.Range(start, last));
        }
        return items;
    }

    /** The last token of an ORDER BY item's expression, before ASC/DESC and NULL(S) FIRST/LAST. */
    private static int expressionEnd(QueryText query, QueryText.Range item) {
        int last = item.last();
        if ((query.isWord(last, "FIRST") || query.isWord(last, "LAST")) && last > item.first()) {
            last = query.previous(last); // NULLS
            last = query.previous(last);
        }
        if ((query.isWord(last, "ASC") || query.isWord(last, "DESC")) && last > item.first()) {
            last = query.previous(last);
        }
        return last;
    }

    /** A pipeline or a set operation: the last stage's clauses cannot be told from the whole. */
    private static boolean isCompound(QueryText query) {
        for (int i = 0; i < query.size(); i++) {
            if (query.depth(i) == 0
                    && (query.isOperator(i, "|>")
                            || query.isWord(i, "UNION")
                            || query.isWord(i, "INTERSECT")
                            || query.isWord(i, "MINUS")
                            || query.isWord(i, "EXCEPT"))) {
                return true;
            }
        }
        return false;
    }

    private static String unquoted(SoqlToken token) {
        String text = token.text();
        return token.type() == SoqlTokenType.QUOTED_IDENTIFIER && text.length() >= 2 && text.endsWith("`")
                ? text.substring(1, text.length() - 1)
                : text;
    }

    /** An expression compared as text: no whitespace, no backticks, names in lower case. */
    private static String normalized(String expression) {
        StringBuilder out = new StringBuilder();
        for (SoqlToken token : SoqlLexer.tokenize(expression)) {
            if (token.type().isTrivia()) {
                continue;
            }
            out.append(
                            token.type() == SoqlTokenType.STRING
                                    ? token.text()
                                    : unquoted(token).toLowerCase(Locale.ROOT))
                    .append(' ');
        }
        return out.toString().strip();
    }
}
