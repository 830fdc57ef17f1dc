package datasf.mcp.soql.analysis;

import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.support.DataSfDatasets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Queries on the six recorded DataSF datasets written the ways the grouping and type rules are
 * met and broken: grouped and ungrouped select lists, aggregates of aggregates, ORDER BY and
 * HAVING on columns, conditions with literals of the column's type or another, SQL's casts,
 * aliases used later, a second stage after {@code |>}. Each is built from a seed, so a failure
 * is reproducible from the query it prints.
 */
final class GeneratedSoql {

    /** A query and the dataset it is on. */
    record Case(String datasetId, String soql) {
        @Override
        public String toString() {
            return datasetId + " " + soql;
        }
    }

    private static final List<String> AGGREGATES = List.of("count", "sum", "avg", "min", "max");
    private static final List<String> CASTS = List.of("number", "text", "int", "varchar", "date", "floating_timestamp");

    private final Random random;
    private final String datasetId;
    private final Map<String, SoqlType> columns;

    private GeneratedSoql(long seed) {
        random = new Random(seed);
        datasetId = DataSfDatasets.IDS.get(random.nextInt(DataSfDatasets.IDS.size()));
        columns = ColumnTypes.of(DatasfColumns.of(datasetId)).asMap();
    }

    static Arbitrary<Case> queries() {
        return Arbitraries.longs().map(seed -> new GeneratedSoql(seed).query());
    }

    private Case query() {
        String first = select(true);
        if (chance(5)) {
            return new Case(
                    datasetId, first + " |> SELECT " + pick(List.of("n", "count(*) AS c", "avg(n) AS a", "k, n")));
        }
        return new Case(datasetId, first);
    }

    private String select(boolean pipeable) {
        String key = column();
        boolean grouped = chance(55);
        List<String> items = new ArrayList<>();
        if (grouped) {
            items.add(chance(80) ? key + " AS k" : column());
            items.add(aggregate() + " AS n");
        } else {
            items.add(chance(70) ? column() : aggregate());
            if (chance(40)) {
                items.add(chance(50) ? cast() : column() + " AS v");
            }
        }
        StringBuilder soql = new StringBuilder("SELECT ").append(String.join(", ", items));
        if (chance(50)) {
            soql.append(" WHERE ").append(condition());
        }
        if (grouped && chance(85)) {
            soql.append(" GROUP BY ").append(chance(60) ? "k" : key);
        }
        if (grouped && chance(25)) {
            soql.append(" HAVING ").append(chance(60) ? "n > 2" : condition());
        }
        if (chance(50)) {
            String order = grouped ? pick(List.of("n", "k", column(), aggregate())) : pick(List.of(column(), "v"));
            soql.append(" ORDER BY ").append(order).append(chance(50) ? " DESC" : "");
        }
        if (chance(40)) {
            soql.append(" LIMIT ").append(1 + random.nextInt(20));
        }
        return soql.toString();
    }

    private String aggregate() {
        if (chance(8)) {
            return pick(AGGREGATES.subList(1, AGGREGATES.size())) + "(count(*))";
        }
        String function = pick(AGGREGATES);
        if (function.equals("count")) {
            return chance(50) ? "count(*)" : "count(" + column() + ")";
        }
        String column = function.equals("sum") || function.equals("avg") ? columnOf(SoqlType.NUMBER) : column();
        return function + "(" + column + ")";
    }

    private String cast() {
        return column() + "::" + pick(CASTS) + " AS c";
    }

    private String condition() {
        String column = column();
        SoqlType type = chance(80) ? columns.get(column) : pick(List.of(SoqlType.TEXT, SoqlType.NUMBER));
        String literal = switch (type) {
            case NUMBER -> String.valueOf(random.nextInt(2030));
            case TIMESTAMP -> pick(List.of("'2024-01-01'", "'2023-07-04T12:00:00'", "'07/04/2023'"));
            case BOOLEAN -> pick(List.of("true", "'false'", "1"));
            default -> pick(List.of("'Mission'", "'2024'", "'open'"));
        };
        return switch (random.nextInt(5)) {
            case 0 -> column + " IS NOT NULL";
            case 1 -> column + " IN (" + literal + ", " + literal + ")";
            case 2 -> chance(15) ? "count(*) > 5" : column + " != " + literal;
            default -> column + pick(List.of(" = ", " > ", " <= ")) + literal;
        };
    }

    private String column() {
        List<String> usable = columns.entrySet().stream()
                .filter(e -> e.getValue() != SoqlType.GEO && e.getValue() != SoqlType.OTHER)
                .map(Map.Entry::getKey)
                .collect(Collectors.toList());
        return pick(usable);
    }

    private String columnOf(SoqlType type) {
        List<String> typed = columns.entrySet().stream()
                .filter(e -> e.getValue() == type)
                .map(Map.Entry::getKey)
                .toList();
        return typed.isEmpty() || chance(10) ? column() : pick(typed);
    }

    private boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }

    private <T> T pick(List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }
}
