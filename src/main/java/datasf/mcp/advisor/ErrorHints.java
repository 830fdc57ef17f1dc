package datasf.mcp.advisor;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.SelectList;
import datasf.mcp.soql.SoqlLexer;
import datasf.mcp.soql.SoqlToken;
import datasf.mcp.soql.SoqlTokenType;
import datasf.mcp.soql.SoqlType;
import datasf.mcp.soql.rewrite.Repair;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fix line for each SoQL error Socrata returns, keyed on its error code; Socrata's own message
 * is kept by the caller. When the server's own repairs would have fixed the query (the LLM turned
 * auto_correct off), the hint is that repair and the query it gives.
 */
public final class ErrorHints {

    private static final Pattern CODE = Pattern.compile("^(query\\.[a-z.\\-]+)");
    private static final Pattern FUNCTION = Pattern.compile("No such function '([^']+)'");
    private static final Pattern MISMATCH = Pattern.compile("Type mismatch for ([^,]+), is ([a-z_]+)");
    private static final Pattern NOT_GROUPED = Pattern.compile("(?i)not in group bys:?\\s*`?([\\w:@]+)`?");
    private static final Pattern GOT = Pattern.compile("(?:but got|Unexpected character) `(.*?)'");

    private static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("year", "date_extract_y(x)"), Map.entry("month", "date_extract_m(x)"),
            Map.entry("day", "date_extract_d(x)"), Map.entry("hour", "date_extract_hh(x)"),
            Map.entry("dayofweek", "date_extract_dow(x) (0 = Sunday)"), Map.entry("weekday", "date_extract_dow(x) (0 = Sunday)"),
            Map.entry("week", "date_extract_woy(x)"), Map.entry("quarter", "date_extract_m(x) IN (1, 2, 3)"),
            Map.entry("extract", "date_extract_y(x), date_extract_m(x), date_extract_d(x)"),
            Map.entry("date_part", "date_extract_y(x), date_extract_m(x), date_extract_d(x)"),
            Map.entry("datepart", "date_extract_y(x), date_extract_m(x), date_extract_d(x)"),
            Map.entry("date", "date_trunc_ymd(x)"),
            Map.entry("date_trunc", "date_trunc_y(x), date_trunc_ym(x) or date_trunc_ymd(x)"),
            Map.entry("date_format", "date_trunc_ym(x) (or _y, _ymd)"), Map.entry("strftime", "date_trunc_ym(x) (or _y, _ymd)"),
            Map.entry("to_char", "date_trunc_ym(x) (or _y, _ymd)"), Map.entry("format_date", "date_trunc_ym(x) (or _y, _ymd)"),
            Map.entry("now", "an ISO literal such as '2025-01-31T00:00:00'"),
            Map.entry("getdate", "an ISO literal such as '2025-01-31T00:00:00'"),
            Map.entry("current_timestamp", "an ISO literal such as '2025-01-31T00:00:00'"),
            Map.entry("current_date", "an ISO literal such as '2025-01-31'"), Map.entry("today", "an ISO literal such as '2025-01-31'"),
            Map.entry("curdate", "an ISO literal such as '2025-01-31'"),
            Map.entry("date_sub", "an ISO literal, or date_add(x, 'P-7D')"), Map.entry("dateadd", "date_add(x, 'P7D')"),
            Map.entry("datediff", "date_diff_d(end, start)"), Map.entry("cast", "x::number, x::text, x::floating_timestamp"),
            Map.entry("ilike", "upper(x) LIKE 'ABC%'"), Map.entry("concat", "a || b"),
            Map.entry("ifnull", "coalesce(x, y)"), Map.entry("isnull", "coalesce(x, y), or x IS NULL"),
            Map.entry("nvl", "coalesce(x, y)"), Map.entry("iif", "case(cond, a, true, b)"), Map.entry("if", "case(cond, a, true, b)"),
            Map.entry("lcase", "lower(x)"), Map.entry("ucase", "upper(x)"), Map.entry("len", "length(x)"),
            Map.entry("char_length", "length(x)"), Map.entry("substr", "starts_with(x, 'abc') or x LIKE 'abc%'"),
            Map.entry("substring", "starts_with(x, 'abc') or x LIKE 'abc%'"), Map.entry("left", "starts_with(x, 'abc')"),
            Map.entry("instr", "contains(x, 'abc')"), Map.entry("strpos", "contains(x, 'abc')"),
            Map.entry("position", "contains(x, 'abc')"), Map.entry("locate", "contains(x, 'abc')"),
            Map.entry("charindex", "contains(x, 'abc')"), Map.entry("regexp_like", "x LIKE '%abc%' or caseless_contains(x, 'abc')"),
            Map.entry("regexp_contains", "x LIKE '%abc%' or caseless_contains(x, 'abc')"),
            Map.entry("stddev", "stddev_samp(x)"), Map.entry("group_concat", "GROUP BY x (no string aggregation in SoQL)"),
            Map.entry("string_agg", "GROUP BY x (no string aggregation in SoQL)"),
            Map.entry("array_agg", "GROUP BY x (no arrays in SoQL)"),
            Map.entry("count_if", "sum(case(cond, 1, true, 0))"), Map.entry("to_date", "an ISO literal or x::floating_timestamp"),
            Map.entry("to_timestamp", "an ISO literal or x::floating_timestamp"),
            Map.entry("str_to_date", "an ISO literal such as '2025-01-31'"));

    private static final Map<String, String> TYPES = Map.of(
            "number", "a number against a non-number: quote it for a text column ('2024'), use date_extract_y(x) = 2024 "
                    + "for a timestamp's year, true/false for a checkbox",
            "text", "text against a non-text value: numbers unquoted or as digits ('5' is fine), dates as ISO "
                    + "('2024-01-31' or '2024-01-31T13:00:00'), checkboxes as true/false",
            "floating_timestamp", "a timestamp against a non-date: compare with an ISO literal ('2024-01-31'), or "
                    + "date_extract_y(x) with a year",
            "boolean", "a checkbox against a non-boolean: compare with true or false");

    private ErrorHints() {
    }

    /** Socrata's error code ({@code query.soql.type-mismatch}) from an error's details, or null. */
    public static String code(String details) {
        if (details == null) {
            return null;
        }
        Matcher m = CODE.matcher(details);
        return m.find() ? m.group(1) : null;
    }

    /**
     * @param soql the query as the server sent it, without its paging clauses
     * @param repair what the server's repairs would make of the query the LLM wrote, or null
     */
    public static List<Hint> explain(String code, String message, String soql, Repair repair) {
        return explain(code, message, soql, repair, Map.of());
    }

    /**
     * @param types the dataset's column types, when known: a type mismatch then names the condition
     */
    public static List<Hint> explain(String code, String message, String soql, Repair repair,
                                     Map<String, SoqlType> types) {
        List<Hint> hints = new ArrayList<>();
        if (repair != null && repair.changed()) {
            for (Correction correction : repair.corrections().subList(0, Math.min(3, repair.corrections().size()))) {
                // the whole repaired query once, on the first hint: it holds every fix
                hints.add(new Hint(correction.original(), correction.reason() != null ? correction.reason() : "not SoQL",
                        correction.corrected().isEmpty() ? "remove it" : correction.corrected(),
                        hints.isEmpty() ? repair.soql() : null));
            }
            return hints;
        }
        if (code == null || message == null) {
            return hints;
        }
        switch (code) {
            case "query.soql.no-such-function" -> noSuchFunction(message, hints);
            case "query.soql.type-mismatch" -> {
                hints.addAll(TypedLiterals.mismatches(soql, types));
                if (hints.isEmpty()) {
                    typeMismatch(message, hints);
                }
            }
            case "query.soql.aggregate-in-ungrouped-context" -> hints.add(new Hint("an aggregate in WHERE",
                    "WHERE filters rows before grouping", "put conditions on aggregates in HAVING, after GROUP BY",
                    HavingFix.of(QueryText.of(soql))));
            case "query.soql.column-not-in-group-bys" -> notGrouped(message, soql, hints);
            case "query.compiler.malformed" -> malformed(message, soql, hints);
            default -> {
                // no-such-column gets "did you mean" from the column corrector; others have no SoQL fix
            }
        }
        return hints;
    }

    private static void noSuchFunction(String message, List<Hint> hints) {
        Matcher m = FUNCTION.matcher(message);
        if (!m.find()) {
            return;
        }
        String name = m.group(1).toLowerCase(Locale.ROOT);
        String soql = FUNCTIONS.get(name);
        hints.add(new Hint(name + "()", "not a SoQL function", soql != null ? soql
                : "a SoQL function: upper, lower, contains, starts_with, caseless_contains, coalesce, case, "
                        + "date_extract_y/m/d/hh/dow, date_trunc_y/ym/ymd (see the soql_guide prompt)", null));
    }

    private static void typeMismatch(String message, List<Hint> hints) {
        Matcher m = MISMATCH.matcher(message);
        if (!m.find()) {
            return;
        }
        String where = m.group(1);
        String type = m.group(2);
        if (where.equals("sum") || where.equals("avg")) {
            hints.add(new Hint(where + "() of " + type, where + " needs numbers", where + "(x::number)", null));
            return;
        }
        String operator = where.startsWith("op$") ? where.substring(3) : where.replace("#", "");
        hints.add(new Hint("a " + operator + " comparison with a " + type, "both sides of " + operator
                + " must have one type", TYPES.getOrDefault(type, "compare values of the column's type"), null));
    }

    private static void notGrouped(String message, String soql, List<Hint> hints) {
        Matcher m = NOT_GROUPED.matcher(message);
        String column = m.find() ? m.group(1) : null;
        String fixed = column == null || column.equals("*") ? null : GroupByFix.of(QueryText.of(soql), column);
        hints.add(new Hint(column == null ? "a selected column" : column, "selected without GROUP BY or an aggregate",
                column == null ? "add it to GROUP BY or aggregate it" : "GROUP BY " + column + ", or count(" + column
                        + ") / max(" + column + ")", fixed));
    }

    /** SQL words SoQL does not have, and what to write instead; named wherever the parser stopped. */
    private static final Map<String, String> FOREIGN_WORDS = Map.of(
            "JOIN", "SoQL queries one dataset per call: run one query per dataset",
            "UNION", "SoQL queries one dataset per call: run one query per dataset",
            "OVER", "no window functions: aggregate with GROUP BY",
            "PARTITION", "no window functions: aggregate with GROUP BY",
            "WITH", "no WITH: chain queries with |>",
            "INTERVAL", "an ISO literal such as '2025-01-31', or date_add(x, 'P1D')",
            "ILIKE", "upper(x) LIKE 'ABC%'",
            "CAST", "x::number, x::text, x::floating_timestamp");

    private static void malformed(String message, String soql, List<Hint> hints) {
        for (SoqlToken token : SoqlLexer.tokenize(soql)) {
            String word = token.text().toUpperCase(Locale.ROOT);
            boolean isWord = token.type() == SoqlTokenType.IDENTIFIER || token.type() == SoqlTokenType.KEYWORD;
            if (isWord && FOREIGN_WORDS.containsKey(word)) {
                hints.add(new Hint(token.text(), "not SoQL", FOREIGN_WORDS.get(word), null));
                return;
            }
        }
        Matcher m = GOT.matcher(message);
        String got = m.find() ? m.group(1) : "";
        String fix = switch (got.toUpperCase(Locale.ROOT)) {
            case ";" -> "drop the ;";
            case "FROM" -> "drop FROM: dataset_id names the dataset";
            case "." -> "no table qualifiers: the column name alone";
            case "ALL", "," -> "LIMIT n OFFSET m";
            case "AS" -> "casts are x::number, x::text, x::floating_timestamp";
            default -> got.startsWith("'") || got.startsWith("\"")
                    ? "an alias is a bare name (AS total_cases); text values go in single quotes"
                    : "SoQL clause order: SELECT, WHERE, GROUP BY, HAVING, ORDER BY, LIMIT, OFFSET (no FROM); "
                            + "see the soql_guide prompt";
        };
        hints.add(new Hint(got.isEmpty() ? "the query" : got, "SoQL does not parse it here", fix, null));
    }

    /** Moves conditions on aggregates (or their aliases) from WHERE to HAVING. */
    static final class HavingFix {

        private HavingFix() {
        }

        static String of(QueryText query) {
            int where = query.findTopLevel("WHERE", 0);
            int group = query.findTopLevel("GROUP", 0);
            if (where == QueryText.NONE || group == QueryText.NONE || group < where) {
                return null;
            }
            int whereEnd = query.clauseEnd(where);
            List<int[]> conjuncts = conjuncts(query, query.next(where), query.previous(whereEnd));
            List<String> aggregateAliases = new ArrayList<>();
            SelectList.of(query, where).items().stream().filter(SelectList.Item::aggregate)
                    .filter(item -> item.alias() != null).forEach(item -> aggregateAliases.add(item.alias().toLowerCase(Locale.ROOT)));
            List<String> keep = new ArrayList<>();
            List<String> move = new ArrayList<>();
            for (int[] conjunct : conjuncts) {
                (isAggregate(query, conjunct, aggregateAliases) ? move : keep).add(query.slice(conjunct[0], conjunct[1]));
            }
            if (move.isEmpty() || query.findTopLevel("HAVING", 0) != QueryText.NONE) {
                return null;
            }
            int groupEnd = query.previous(query.clauseEnd(group));
            String text = query.text();
            String before = text.substring(0, query.token(where).start());
            String whereClause = keep.isEmpty() ? "" : "WHERE " + String.join(" AND ", keep) + " ";
            String between = text.substring(query.token(whereEnd < query.size() ? whereEnd : query.size() - 1).start(),
                    query.token(groupEnd).end());
            String after = text.substring(query.token(groupEnd).end());
            return before + whereClause + between + " HAVING " + String.join(" AND ", move) + after;
        }

        private static List<int[]> conjuncts(QueryText query, int first, int last) {
            List<int[]> parts = new ArrayList<>();
            int start = first;
            boolean inBetween = false;
            for (int i = first; i != QueryText.NONE && i <= last; i = query.next(i)) {
                if (query.depth(i) != query.depth(first)) {
                    continue;
                }
                if (query.token(i).isKeyword("BETWEEN")) {
                    inBetween = true;
                } else if (query.token(i).isKeyword("AND")) {
                    if (inBetween) {
                        inBetween = false;
                    } else {
                        parts.add(new int[] {start, query.previous(i)});
                        start = query.next(i);
                    }
                } else if (query.token(i).isKeyword("OR")) {
                    return List.of(new int[] {first, last}); // an OR ties the parts together
                }
            }
            parts.add(new int[] {start, last});
            return parts;
        }

        private static boolean isAggregate(QueryText query, int[] conjunct, List<String> aliases) {
            for (int i = conjunct[0]; i <= conjunct[1]; i++) {
                boolean aggregateCall = query.isCall(i) && SelectList.AGGREGATES.contains(query.lower(i));
                boolean alias = !query.isCall(i) && aliases.contains(query.lower(i));
                if (aggregateCall || alias) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Adds a column to GROUP BY, or a GROUP BY clause for it. */
    static final class GroupByFix {

        private GroupByFix() {
        }

        static String of(QueryText query, String column) {
            String text = query.text();
            int group = query.findTopLevel("GROUP", 0);
            if (group != QueryText.NONE) {
                int end = query.previous(query.clauseEnd(group));
                return text.substring(0, query.token(end).end()) + ", " + column + text.substring(query.token(end).end());
            }
            for (String clause : List.of("HAVING", "ORDER", "LIMIT", "OFFSET")) {
                int at = query.findTopLevel(clause, 0);
                if (at != QueryText.NONE) {
                    return text.substring(0, query.token(at).start()) + "GROUP BY " + column + " "
                            + text.substring(query.token(at).start());
                }
            }
            int last = query.last();
            return last == QueryText.NONE ? null
                    : text.substring(0, query.token(last).end()) + " GROUP BY " + column + text.substring(query.token(last).end());
        }
    }
}
