package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.DatasetSchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Small datasets and answer rows written in a test: the facts and rows the checks read. */
final class CheckFixtures {

    /** Film locations: no column identifies a row, and a title has about ten. */
    static final DatasetFacts FILMS = facts(
            "Film Locations in San Francisco",
            "A listing of filming locations of movies: titles, locations, directors.",
            new ColumnInfo("Title", "title", "text", "Title of the production"),
            column("locations", "text", stats(280, 0, 28, "Alamo Square", "Zoo")),
            column("director", "text", stats(280, 0, 25, "A", "Z")));

    private CheckFixtures() {}

    /** Statistics whose top values are all the column's, written as value, count, value, count... */
    static ColumnStats counted(long nonNull, long nulls, String smallest, String largest, String... top) {
        List<ColumnStats.Count> counts = new ArrayList<>();
        for (int i = 0; i < top.length; i += 2) {
            counts.add(new ColumnStats.Count(top[i], Long.parseLong(top[i + 1])));
        }
        return new ColumnStats(nonNull, nulls, smallest, largest, counts.size(), counts);
    }

    static DatasetFacts facts(String name, String description, Object... columns) {
        return updatedFacts(null, name, description, columns);
    }

    /** Facts of a dataset whose rows last changed at {@code updated} (an ISO instant), as the portal says. */
    static DatasetFacts updatedFacts(String updated, String name, String description, Object... columns) {
        List<ColumnInfo> infos = new ArrayList<>();
        Map<String, ColumnStats> stats = new HashMap<>();
        for (Object c : columns) {
            if (c instanceof ColumnInfo info) {
                infos.add(info);
                stats.put(info.fieldName(), stats(280, 0, 28, "48 Hrs.", "Zodiac"));
            } else {
                Object[] pair = (Object[]) c;
                infos.add((ColumnInfo) pair[0]);
                stats.put(((ColumnInfo) pair[0]).fieldName(), (ColumnStats) pair[1]);
            }
        }
        return DatasetFacts.of(
                new DatasetSchema("abcd-1234", name, description, null, null, updated, infos, stats),
                (dataset, field) -> Optional.empty());
    }

    static Object[] column(String field, String type, ColumnStats stats) {
        return new Object[] {new ColumnInfo(field, field, type, null), stats};
    }

    static ColumnStats stats(long nonNull, long nulls, long distinct, String... examples) {
        List<ColumnStats.Count> top = new ArrayList<>();
        for (int i = 2; i < examples.length; i++) {
            top.add(new ColumnStats.Count(examples[i], 1));
        }
        return new ColumnStats(nonNull, nulls, examples[0], examples[1], distinct, top);
    }

    /** Rows written as field, value, field, value...; a field left out is null. */
    static AnswerRows rows(List<Map<String, String>> rows) {
        return new AnswerRows() {
            @Override
            public int size() {
                return rows.size();
            }

            @Override
            public String value(int row, String field) {
                return rows.get(row).get(field);
            }
        };
    }

    /** Rows as {@link #rows(List)}, and the row after the query's LIMIT the server read. */
    static AnswerRows rows(List<Map<String, String>> rows, Map<String, String> pastLimit) {
        AnswerRows kept = rows(rows);
        return new AnswerRows() {
            @Override
            public int size() {
                return kept.size();
            }

            @Override
            public String value(int row, String field) {
                return kept.value(row, field);
            }

            @Override
            public boolean hasPastLimit() {
                return true;
            }

            @Override
            public String pastLimit(String field) {
                return pastLimit.get(field);
            }
        };
    }

    static Map<String, String> row(String... fieldsAndValues) {
        Map<String, String> row = new LinkedHashMap<>();
        for (int i = 0; i < fieldsAndValues.length; i += 2) {
            row.put(fieldsAndValues[i], fieldsAndValues[i + 1]);
        }
        return row;
    }
}
