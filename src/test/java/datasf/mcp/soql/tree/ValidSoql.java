package datasf.mcp.soql.tree;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.List;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Valid SoQL over the recorded schemas of the six DataSF datasets, written in the printer's
 * canonical layout (keywords in upper case, one space between words): every clause, every
 * operator level, calls from the function table on columns of their types, literals of every
 * kind, aliases, pipes.
 */
final class ValidSoql {

    private static final List<List<ColumnInfo>> SCHEMAS = List.of(
            DatasfColumns.POLICE_INCIDENTS,
            DatasfColumns.CASES_311,
            DatasfColumns.BUILDING_PERMITS,
            DatasfColumns.FOOD_TRUCKS,
            DatasfColumns.STREET_TREES,
            DatasfColumns.FILM_LOCATIONS);

    private final List<ColumnInfo> schema;

    private ValidSoql(List<ColumnInfo> schema) {
        this.schema = schema;
    }

    static Arbitrary<String> queries() {
        return Arbitraries.of(SCHEMAS).flatMap(schema -> new ValidSoql(schema).query());
    }

    private Arbitrary<String> query() {
        return Combinators.combine(select(), select().list().ofMaxSize(1), Arbitraries.of("|>", "UNION", "UNION ALL"))
                .as((first, rest, joiner) -> rest.isEmpty() ? first : first + " " + joiner + " " + rest.get(0));
    }

    private Arbitrary<String> select() {
        Arbitrary<String> items = item().list().ofMinSize(1).ofMaxSize(4).map(list -> String.join(", ", list));
        Arbitrary<String> head = Combinators.combine(Arbitraries.of("", "DISTINCT ", "*, ", ":*, "), items)
                .as((prefix, list) -> "SELECT " + prefix + list);
        Arbitrary<String> where = optional(condition(3).map(c -> " WHERE " + c));
        Arbitrary<String> group =
                optional(column(null).list().ofMinSize(1).ofMaxSize(3).map(k -> " GROUP BY " + String.join(", ", k)));
        Arbitrary<String> having =
                optional(Arbitraries.integers().between(0, 500).map(n -> " HAVING count(*) > " + n));
        Arbitrary<String> order =
                optional(orderItem().list().ofMinSize(1).ofMaxSize(3).map(o -> " ORDER BY " + String.join(", ", o)));
        Arbitrary<String> search = optional(string().map(s -> " SEARCH " + s));
        Arbitrary<String> limit =
                optional(Arbitraries.integers().between(0, 5000).map(n -> " LIMIT " + n));
        Arbitrary<String> offset =
                optional(Arbitraries.integers().between(0, 5000).map(n -> " OFFSET " + n));
        Arbitrary<Boolean> swap = Arbitraries.of(true, false);
        return Combinators.combine(head, where, group, having, order, search, limit, offset)
                .flatAs((h, w, g, hv, o, s, l, of) -> swap.map(
                        sw -> h + w + g + (g.isEmpty() ? "" : hv) + (sw ? s + o : o + s) + (sw ? of + l : l + of)));
    }

    private Arbitrary<String> item() {
        Arbitrary<String> expression = Arbitraries.oneOf(
                column(null),
                aggregate(),
                scalar(),
                value(2),
                condition(1),
                column(null).map(c -> c + "::text"),
                Combinators.combine(condition(1), value(0), value(0))
                        .as((c, a, b) -> "CASE WHEN " + c + " THEN " + a + " ELSE " + b + " END"),
                column(SoqlType.NUMBER)
                        .map(c -> "sum(" + c + ") OVER (PARTITION BY " + c + " ORDER BY " + c
                                + " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)"));
        return Combinators.combine(expression, optional(Arbitraries.of(" AS a", " AS n", " AS `Total Cases`", " AS y")))
                .as(String::concat);
    }

    private Arbitrary<String> orderItem() {
        return Combinators.combine(
                        Arbitraries.oneOf(column(null), aggregate()),
                        Arbitraries.of("", " ASC", " DESC"),
                        Arbitraries.of("", " NULLS FIRST", " NULLS LAST"))
                .as((e, d, n) -> e + d + n);
    }

    private Arbitrary<String> aggregate() {
        return Arbitraries.oneOf(
                Arbitraries.just("count(*)"),
                column(null).map(c -> "count(DISTINCT " + c + ")"),
                column(null).map(c -> "count_distinct(" + c + ")"),
                column(SoqlType.NUMBER)
                        .flatMap(c -> Arbitraries.of("sum", "avg", "min", "max", "median", "stddev_pop")
                                .map(f -> f + "(" + c + ")")));
    }

    private Arbitrary<String> scalar() {
        return Arbitraries.oneOf(
                column(SoqlType.TEXT)
                        .flatMap(c -> Arbitraries.of("upper", "lower", "length", "trim")
                                .map(f -> f + "(" + c + ")")),
                column(SoqlType.TIMESTAMP)
                        .flatMap(c -> Arbitraries.of(
                                        "date_trunc_ym",
                                        "date_trunc_ymd",
                                        "date_extract_y",
                                        "date_extract_dow",
                                        "date_extract_hh")
                                .map(f -> f + "(" + c + ")")),
                column(SoqlType.NUMBER).map(c -> "round(" + c + ", 2)"),
                column(SoqlType.TEXT).map(c -> "coalesce(" + c + ", 'none', \"x\")"));
    }

    /** A condition nesting up to {@code depth} levels of AND, OR, NOT and parentheses. */
    private Arbitrary<String> condition(int depth) {
        Arbitrary<String> atom = Arbitraries.oneOf(
                Combinators.combine(column(SoqlType.TEXT), Arbitraries.of("=", "!=", "<>", "==", "<", ">="), string())
                        .as((c, op, v) -> c + " " + op + " " + v),
                Combinators.combine(column(SoqlType.NUMBER), Arbitraries.of("=", ">", "<="), value(2))
                        .as((c, op, v) -> c + " " + op + " " + v),
                Combinators.combine(column(SoqlType.TEXT), Arbitraries.of(" LIKE ", " NOT LIKE "), string())
                        .as((c, op, v) -> c + op + v),
                Combinators.combine(
                                column(null),
                                Arbitraries.of(" IN (", " NOT IN ("),
                                string().list().ofMinSize(1).ofMaxSize(3))
                        .as((c, op, v) -> c + op + String.join(", ", v) + ")"),
                Combinators.combine(column(SoqlType.TIMESTAMP), Arbitraries.of(" BETWEEN ", " NOT BETWEEN "))
                        .as((c, op) -> c + op + "'2024-01-01' AND '2024-06-30T23:59:59'"),
                Combinators.combine(column(null), Arbitraries.of(" IS NULL", " IS NOT NULL"))
                        .as(String::concat),
                Combinators.combine(column(SoqlType.TEXT), string())
                        .as((c, s) -> "caseless_contains(" + c + ", " + s + ")"),
                column(SoqlType.GEO).map(c -> "within_circle(" + c + ", 37.7749, -122.4194, 500)"),
                column(SoqlType.BOOLEAN).map(c -> c + " = true"));
        if (depth == 0) {
            return atom;
        }
        Arbitrary<String> inner = condition(depth - 1);
        return Arbitraries.oneOf(
                atom,
                Combinators.combine(inner, Arbitraries.of(" AND ", " OR "), inner)
                        .as((a, op, b) -> a + op + b),
                inner.map(c -> "NOT " + c),
                inner.map(c -> "(" + c + ")"));
    }

    /** A number-valued expression: arithmetic on literals and number columns. */
    private Arbitrary<String> value(int depth) {
        Arbitrary<String> atom =
                Arbitraries.oneOf(Arbitraries.of("1", "2024", "3.5", "-2", "1e3", "0.25"), column(SoqlType.NUMBER));
        if (depth == 0) {
            return atom;
        }
        Arbitrary<String> inner = value(depth - 1);
        return Arbitraries.oneOf(
                atom,
                Combinators.combine(inner, Arbitraries.of(" + ", " - ", " * ", " / ", " % ", " ^ "), inner)
                        .as((a, op, b) -> a + op + b),
                inner.map(v -> "(" + v + ")"),
                inner.map(v -> v.startsWith("-") ? v : "-" + v));
    }

    private static Arbitrary<String> string() {
        return Arbitraries.of("'Mission'", "'O''Farrell St'", "\"Tenderloin\"", "'%theft%'", "''", "'GROUP BY x'");
    }

    /** A column of the type (any type when null), written bare when it can be, else in backticks. */
    private Arbitrary<String> column(SoqlType type) {
        List<String> names = schema.stream()
                .filter(c -> type == null || SoqlType.ofDataType(c.dataType()) == type)
                .map(ColumnInfo::fieldName)
                .map(ValidSoql::spell)
                .collect(Collectors.toList());
        return names.isEmpty() ? Arbitraries.of(":id", "`:created_at`") : Arbitraries.of(names);
    }

    static String spell(String name) {
        List<SoqlToken> tokens = SoqlLexer.tokenize(name);
        return tokens.size() == 1 && tokens.get(0).type() == SoqlTokenType.IDENTIFIER ? name : "`" + name + "`";
    }

    private static Arbitrary<String> optional(Arbitrary<String> present) {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, Arbitraries.just("")), net.jqwik.api.Tuple.of(1, present));
    }
}
