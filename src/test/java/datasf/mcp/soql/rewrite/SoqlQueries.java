package datasf.mcp.soql.rewrite;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random SoQL over the six DataSF schemas: valid queries in the many ways they can be written,
 * and the same queries with the mistakes LLMs make injected.
 */
final class SoqlQueries {

    /** A query and the schema it is written for. */
    record Written(List<ColumnInfo> schema, String soql) {
        @Override
        public String toString() {
            return soql;
        }
    }

    /** Text that must survive inside literals, however much it looks like something to fix. */
    static final List<String> LITERAL_TEXT = List.of(
            "Mission",
            "TENDERLOIN",
            "O''Farrell St",
            "FROM t;",
            "YEAR(x)",
            "07/04/2023",
            "LIMIT ALL",
            "ILIKE",
            "NOW() - INTERVAL ''7 days''",
            "1",
            "Larceny Theft",
            "%",
            "TOP 5",
            "a \\\"quoted\\\" word",
            "incident_catagory",
            "2024",
            "");

    private SoqlQueries() {}

    static Arbitrary<List<ColumnInfo>> schemas() {
        return Arbitraries.of(
                DatasfColumns.POLICE_INCIDENTS,
                DatasfColumns.CASES_311,
                DatasfColumns.BUILDING_PERMITS,
                DatasfColumns.FOOD_TRUCKS,
                DatasfColumns.STREET_TREES,
                DatasfColumns.FILM_LOCATIONS);
    }

    static Arbitrary<Written> valid() {
        return schemas().flatMap(schema -> parts(schema).map(parts -> new Written(schema, parts.render())));
    }

    static Arbitrary<Written> flawed() {
        return schemas()
                .flatMap(schema -> Combinators.combine(
                                parts(schema), flaws(schema).list().ofMinSize(1).ofMaxSize(3))
                        .as((parts, flaws) -> {
                            Parts flawedParts = parts;
                            for (Flaw flaw : flaws) {
                                flawedParts = flaw.apply(flawedParts);
                            }
                            return new Written(schema, flawedParts.render());
                        }));
    }

    /** The clauses of one query, rendered in SoQL order. */
    record Parts(
            String select,
            List<String> where,
            String joiner,
            String group,
            String order,
            String limit,
            String search,
            String top,
            String from,
            String end) {

        String render() {
            StringBuilder soql = new StringBuilder("SELECT ");
            if (top != null) {
                soql.append(top).append(' ');
            }
            soql.append(select);
            if (from != null) {
                soql.append(' ').append(from);
            }
            if (!where.isEmpty()) {
                soql.append(" WHERE ").append(String.join(joiner, where));
            }
            if (group != null) {
                soql.append(" GROUP BY ").append(group);
            }
            if (search != null) {
                soql.append(" SEARCH ").append(search);
            }
            if (order != null) {
                soql.append(" ORDER BY ").append(order);
            }
            if (limit != null) {
                soql.append(' ').append(limit);
            }
            return soql + (end == null ? "" : end);
        }

        Parts with(
                String select,
                List<String> where,
                String group,
                String order,
                String limit,
                String top,
                String from,
                String end) {
            return new Parts(select, where, joiner, group, order, limit, search, top, from, end);
        }
    }

    interface Flaw {
        Parts apply(Parts parts);
    }

    private static Arbitrary<String> literal() {
        return Arbitraries.of(LITERAL_TEXT)
                .flatMap(text -> Arbitraries.of("'" + text + "'", "\"" + text.replace("''", "'") + "\""));
    }

    private static List<String> names(List<ColumnInfo> schema, SoqlType type) {
        return schema.stream()
                .filter(c -> SoqlType.ofDataType(c.dataType()) == type)
                .map(ColumnInfo::fieldName)
                .toList();
    }

    private static Arbitrary<String> column(List<ColumnInfo> schema, SoqlType type) {
        List<String> names = names(schema, type);
        return names.isEmpty()
                ? Arbitraries.just(null)
                : Arbitraries.of(names).flatMap(name -> Arbitraries.of(name, name, "`" + name + "`"));
    }

    private static Arbitrary<String> condition(List<ColumnInfo> schema) {
        Arbitrary<String> text = column(schema, SoqlType.TEXT)
                .flatMap(c -> literal()
                        .flatMap(l -> Arbitraries.of(
                                c + " = " + l,
                                c + " != " + l,
                                c + " <> " + l,
                                c + " IN (" + l + ", 'Other')",
                                c + " LIKE '%ark%'",
                                "upper(" + c + ") = 'MISSION'",
                                c + " IS NOT NULL",
                                "starts_with(" + c + ", " + l + ")",
                                "caseless_contains(" + c + ", 'park')",
                                c + " = '2024'",
                                "NOT " + c + " IS NULL")));
        Arbitrary<String> number = column(schema, SoqlType.NUMBER)
                .flatMap(c -> Arbitraries.of(
                        c + " > 5",
                        c + " = '3'",
                        c + " BETWEEN 1 AND 10",
                        c + " IN (1, 2, 3)",
                        c + " IS NULL",
                        "-5 < " + c,
                        c + " >= 1e3",
                        c + " != 0"));
        Arbitrary<String> time = column(schema, SoqlType.TIMESTAMP)
                .flatMap(c -> Arbitraries.of(
                        c + " >= '2024-01-01'",
                        c + " < '2024-02-01T00:00:00'",
                        "date_extract_y(" + c + ") = 2023",
                        "date_trunc_ym(" + c + ") = '2024-01-01'",
                        c + " BETWEEN '2023-01-01' AND '2023-12-31T23:59:59'",
                        "date_extract_dow(" + c + ") IN (0, 6)",
                        c + " > '2020'"));
        Arbitrary<String> bool = column(schema, SoqlType.BOOLEAN)
                .flatMap(c -> Arbitraries.of(c + " = true", c + " = 'false'", c + " IS NULL"));
        return Arbitraries.oneOf(text, number, time, bool).filter(s -> s != null && !s.startsWith("null"));
    }

    /** Valid clauses: a select list (raw or grouped), conditions, order, limit, search. */
    static Arbitrary<Parts> parts(List<ColumnInfo> schema) {
        String text = names(schema, SoqlType.TEXT).get(0);
        Arbitrary<String[]> selectAndGroup = Arbitraries.of(
                new String[] {"*", null, null},
                new String[] {text + ", count(*) AS n", text, "n DESC"},
                new String[] {text + " AS label, count(*) AS n", "label", "label"},
                new String[] {"count(*)", null, null},
                new String[] {"count(DISTINCT " + text + ") AS kinds", null, null},
                new String[] {"`" + text + "`, count(*)", "`" + text + "`", "count DESC"},
                new String[] {text + ", " + text + " AS again", null, text});
        Arbitrary<List<String>> where = condition(schema).list().ofMaxSize(3);
        return Combinators.combine(
                        selectAndGroup,
                        where,
                        Arbitraries.of(" AND ", " OR ", " and "),
                        Arbitraries.of("", "LIMIT 10", "LIMIT 5 OFFSET 10", "limit 1000"),
                        Arbitraries.of("", "'park'", "\"tree\""))
                .as((sg, conditions, joiner, limit, search) -> new Parts(
                        sg[0],
                        conditions,
                        joiner,
                        sg[1],
                        sg[2],
                        limit.isEmpty() ? null : limit,
                        search.isEmpty() ? null : search,
                        null,
                        null,
                        null));
    }

    /** Mistakes, each of which the repairer knows how to fix. */
    static Arbitrary<Flaw> flaws(List<ColumnInfo> schema) {
        List<Flaw> flaws = new ArrayList<>();
        String text = names(schema, SoqlType.TEXT).get(0);
        flaws.add(p -> p.with(p.select(), p.where(), p.group(), p.order(), p.limit(), p.top(), p.from(), ";"));
        flaws.add(p ->
                p.with(p.select(), p.where(), p.group(), p.order(), p.limit(), p.top(), "FROM dataset_table", p.end()));
        flaws.add(p -> p.with(p.select(), p.where(), p.group(), p.order(), null, "TOP 7", p.from(), p.end()));
        flaws.add(p -> p.with(p.select(), p.where(), p.group(), p.order(), "LIMIT 20, 10", p.top(), p.from(), p.end()));
        flaws.add(p -> p.with(p.select(), p.where(), p.group(), p.order(), "LIMIT ALL", p.top(), p.from(), p.end()));
        flaws.add(p -> p.with(
                text + ", count(*) AS \"Row Count\"",
                p.where(),
                "1",
                "\"Row Count\" DESC",
                p.limit(),
                p.top(),
                p.from(),
                p.end()));
        flaws.add(p -> p.with(text + ", count(*)", p.where(), "1", "2 DESC", p.limit(), p.top(), p.from(), p.end()));
        flaws.add(p -> withCondition(p, text + " ILIKE '%park%'"));
        flaws.add(p -> withCondition(p, "t." + text + " IS NOT NULL"));
        Optional.ofNullable(first(schema, SoqlType.TIMESTAMP)).ifPresent(ts -> {
            flaws.add(p -> withCondition(p, "YEAR(" + ts + ") = 2023"));
            flaws.add(p -> withCondition(p, "EXTRACT(MONTH FROM " + ts + ") = 7"));
            flaws.add(p -> withCondition(p, ts + " >= NOW() - INTERVAL '30 days'"));
            flaws.add(p -> withCondition(p, ts + " < CURRENT_DATE"));
            flaws.add(p -> withCondition(p, ts + " >= '07/04/2023'"));
            flaws.add(p -> withCondition(p, ts + " < '2024-03-01 08:00:00'"));
            flaws.add(p -> withCondition(p, ts + " > 2020"));
            flaws.add(p -> p.with(
                    "date_trunc('month', " + ts + ") AS m, count(*) AS n",
                    p.where(),
                    "m",
                    "m",
                    p.limit(),
                    p.top(),
                    p.from(),
                    p.end()));
            flaws.add(p -> p.with(
                    "DATE_FORMAT(" + ts + ", '%Y') AS y, count(*) AS n",
                    p.where(),
                    "y",
                    "n DESC",
                    p.limit(),
                    p.top(),
                    p.from(),
                    p.end()));
        });
        Optional.ofNullable(first(schema, SoqlType.NUMBER))
                .ifPresent(number -> flaws.add(p -> withCondition(p, "CAST(" + number + " AS INTEGER) > 5")));
        flaws.add(p -> withCondition(p, text + " = 2024"));
        Optional.ofNullable(first(schema, SoqlType.BOOLEAN))
                .ifPresent(bool -> flaws.add(p -> withCondition(p, bool + " = 1")));
        flaws.add(
                p -> p.with("avg(" + text + ") AS mean", p.where(), null, null, p.limit(), p.top(), p.from(), p.end()));
        return Arbitraries.of(flaws);
    }

    private static Parts withCondition(Parts parts, String condition) {
        List<String> where = new ArrayList<>(parts.where());
        where.add(condition);
        return new Parts(
                parts.select(),
                where,
                " AND ",
                parts.group(),
                parts.order(),
                parts.limit(),
                parts.search(),
                parts.top(),
                parts.from(),
                parts.end());
    }

    private static String first(List<ColumnInfo> schema, SoqlType type) {
        List<String> names = names(schema, type);
        return names.isEmpty() ? null : names.get(0);
    }
}
