package datasf.mcp.advisor;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.analysis.HavingFix;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.SoqlTree;
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

    private static final Pattern FUNCTION = Pattern.compile("No such function '([^']+)'");
    private static final Pattern MISMATCH = Pattern.compile("Type mismatch for ([^,]+), is ([a-z_]+)");
    private static final Pattern NOT_GROUPED = Pattern.compile("(?i)not in group bys:?\\s*`?([\\w:@]+)`?");
    private static final Pattern UNGROUPED_CLAUSE = Pattern.compile("ungrouped context: ([A-Za-z ]+)");
    private static final Pattern GOT = Pattern.compile("(?:but got|Unexpected character) `(.*?)'");

    private static final Map<String, String> TYPES = Map.of(
            "number",
                    "a number against a non-number: quote it for a text column ('2024'), use date_extract_y(x) = 2024 "
                            + "for a timestamp's year, true/false for a checkbox",
            "text",
                    "text against a non-text value: numbers unquoted or as digits ('5' is fine), dates as ISO "
                            + "('2024-01-31' or '2024-01-31T13:00:00'), checkboxes as true/false",
            "floating_timestamp",
                    "a timestamp against a non-date: compare with an ISO literal ('2024-01-31'), or "
                            + "date_extract_y(x) with a year",
            "boolean", "a checkbox against a non-boolean: compare with true or false");

    private ErrorHints() {}

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
    public static List<Hint> explain(
            String code, String message, String soql, Repair repair, Map<String, SoqlType> types) {
        return explain(code, message, SoqlTree.parse(soql), repair, types);
    }

    /** The same, on the query's tree as the call parsed it. */
    public static List<Hint> explain(
            String code, String message, SoqlTree soql, Repair repair, Map<String, SoqlType> types) {
        List<Hint> hints = new ArrayList<>();
        if (repair != null && repair.changed()) {
            for (Correction correction : repair.corrections()
                    .subList(0, Math.min(3, repair.corrections().size()))) {
                // the whole repaired query once, on the first hint: it holds every fix
                hints.add(new Hint(
                        correction.original(),
                        correction.reason() != null ? correction.reason() : "not SoQL",
                        correction.corrected().isEmpty() ? "remove it" : correction.corrected(),
                        hints.isEmpty() ? repair.soql() : null));
            }
            return hints;
        }
        if (code == null || message == null) {
            return hints;
        }
        message = SocrataErrorText.head(message);
        switch (code) {
            case "query.soql.no-such-function" -> noSuchFunction(message, hints);
            case SocrataErrorText.TYPE_MISMATCH -> {
                hints.addAll(TypedLiterals.mismatches(soql, types));
                if (hints.isEmpty()) {
                    typeMismatch(message, hints);
                }
            }
            case "query.soql.aggregate-in-ungrouped-context" -> hints.add(ungrouped(message, soql));
            case "query.soql.column-not-in-group-bys" -> notGrouped(message, soql, hints);
            case "query.compiler.malformed" -> malformed(message, soql, hints);
            default -> {
                // no-such-column gets "did you mean" from the column corrector; others have no SoQL fix
            }
        }
        return hints;
    }

    /**
     * An aggregate where rows are not grouped: in WHERE, HAVING's place; anywhere else (inside
     * another aggregate, in GROUP BY) a chained query, which only the checker builds.
     */
    private static Hint ungrouped(String message, SoqlTree soql) {
        Matcher clause = UNGROUPED_CLAUSE.matcher(message);
        if (clause.find() && !clause.group(1).equalsIgnoreCase("WHERE")) {
            return new Hint(
                    "an aggregate in " + clause.group(1),
                    "an aggregate inside another aggregate, or in GROUP BY, is computed before the rows are grouped",
                    "compute it per group first, then aggregate those rows in a chained query: "
                            + "SELECT k, count(*) AS n GROUP BY k |> SELECT avg(n)",
                    null);
        }
        return new Hint(
                "an aggregate in WHERE",
                "WHERE filters rows before grouping",
                "put conditions on aggregates in HAVING, after GROUP BY",
                HavingFix.of(soql));
    }

    private static void noSuchFunction(String message, List<Hint> hints) {
        Matcher m = FUNCTION.matcher(message);
        if (!m.find()) {
            return;
        }
        String name = m.group(1).toLowerCase(Locale.ROOT);
        String soql = SoqlEquivalents.FUNCTIONS.get(name);
        hints.add(new Hint(
                name + "()",
                "not a SoQL function",
                soql != null
                        ? soql
                        : "a SoQL function: upper, lower, contains, starts_with, caseless_contains, coalesce, case, "
                                + "date_extract_y/m/d/hh/dow, date_trunc_y/ym/ymd (see the soql_guide prompt)",
                null));
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
        hints.add(new Hint(
                "a " + operator + " comparison with a " + type,
                "both sides of " + operator + " must have one type",
                TYPES.getOrDefault(type, "compare values of the column's type"),
                null));
    }

    private static void notGrouped(String message, SoqlTree soql, List<Hint> hints) {
        Matcher m = NOT_GROUPED.matcher(message);
        String column = m.find() ? m.group(1) : null;
        String fixed = column == null || column.equals("*") ? null : GroupByFix.of(soql, column);
        hints.add(new Hint(
                column == null ? "a selected column" : column,
                "selected without GROUP BY or an aggregate",
                column == null
                        ? "add it to GROUP BY or aggregate it"
                        : "GROUP BY " + column + ", or count(" + column + ") / max(" + column + ")",
                fixed));
    }

    private static void malformed(String message, SoqlTree soql, List<Hint> hints) {
        for (SoqlToken token : soql.tokens()) {
            String word = token.text().toUpperCase(Locale.ROOT);
            boolean isWord = token.type() == SoqlTokenType.IDENTIFIER || token.type() == SoqlTokenType.KEYWORD;
            if (isWord && SoqlEquivalents.WORDS.containsKey(word)) {
                hints.add(new Hint(token.text(), "not SoQL", SoqlEquivalents.WORDS.get(word), null));
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
            default ->
                got.startsWith("'") || got.startsWith("\"")
                        ? "an alias is a bare name (AS total_cases); text values go in single quotes"
                        : "SoQL clause order: SELECT, WHERE, GROUP BY, HAVING, ORDER BY, LIMIT, OFFSET (no FROM); "
                                + "see the soql_guide prompt";
        };
        hints.add(new Hint(got.isEmpty() ? "the query" : got, "SoQL does not parse it here", fix, null));
    }
}
