package datasf.mcp.support.soql;

import datasf.mcp.support.soql.Stage.Ordering;
import datasf.mcp.support.soql.Stage.Output;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Runs one checked stage over rows: WHERE, SEARCH, grouping (groups in order of first
 * appearance), HAVING, ORDER BY (nulls last ascending and first descending unless NULL FIRST/LAST
 * says otherwise), the select list (null fields left out, as Socrata does), DISTINCT. Paging is the
 * engine's.
 *
 * <p>Ties have no stable order, as on real Socrata, whose database sorts (and groups by hashing)
 * without keeping equal rows in any order, so OFFSET paging over a non-unique ORDER BY can skip or
 * repeat rows: rows whose ORDER BY keys are equal (constant keys such as {@code ORDER BY 2}
 * included), and all groups of a grouped stage without ORDER BY, come back in an order that depends
 * on the OFFSET. At OFFSET 0 they keep the rows' order (so a one-page answer is the reference
 * fake's); past it they are shuffled, deterministically (seeded by the offset). Raw rows without
 * ORDER BY keep the dataset's order.
 */
final class StageRunner {

    /** A row of the output being built: the row its non-aggregate values come from, and its group. */
    private record Unit(Map<String, Object> row, List<Map<String, Object>> group) {}

    private final Stage stage;

    private StageRunner(Stage stage) {
        this.stage = stage;
    }

    /**
     * @param offset rows of the answer to skip
     * @param limit the most rows to answer
     */
    static List<Map<String, Object>> run(Stage stage, List<Map<String, Object>> rows, long offset, long limit) {
        return new StageRunner(stage).run(rows, offset, limit);
    }

    private List<Map<String, Object>> run(List<Map<String, Object>> rows, long offset, long limit) {
        if (stage.where() != null) {
            Compiled where = ExpressionCompiler.compile(stage.where(), stage);
            rows = rows.stream()
                    .filter(r -> Boolean.TRUE.equals(Values.truth(where.eval(r, null))))
                    .toList();
        }
        if (stage.query().search() != null) {
            rows = search(rows, stage.query().search());
        }
        List<Unit> units = stage.grouped()
                ? groups(rows)
                : rows.stream().map(r -> new Unit(r, null)).toList();
        if (!stage.orderBy().isEmpty()) {
            units = sorted(units, offset);
        } else if (stage.grouped()) {
            units = unstable(units, offset);
        }
        if (stage.query().distinct()) {
            return page(distinct(project(units)), offset, limit);
        }
        return project(page(units, offset, limit)); // only the page is projected: most queries ask for few rows
    }

    private static <T> List<T> page(List<T> all, long offset, long limit) {
        int from = (int) Math.min(offset, all.size());
        int to = (int) Math.min(all.size(), from + Math.min(limit, Integer.MAX_VALUE));
        return all.subList(from, to);
    }

    /** SEARCH, simplified: each word of the search text found in the row's values (as a substring, ignoring case). */
    private List<Map<String, Object>> search(List<Map<String, Object>> rows, String text) {
        List<String> terms = Arrays.stream(text.toLowerCase(Locale.ROOT).split("\\s+"))
                .filter(t -> !t.isEmpty())
                .toList();
        List<Map<String, Object>> hits = new ArrayList<>();
        for (Map<String, Object> row : rows) {
            StringBuilder all = new StringBuilder();
            row.forEach((field, value) -> {
                if (!field.startsWith(":")
                        && (value instanceof String || value instanceof Double || value instanceof Boolean)) {
                    all.append(Values.normalizedText(value).toLowerCase(Locale.ROOT))
                            .append(' ');
                }
            });
            String haystack = all.toString();
            if (terms.stream().allMatch(haystack::contains)) {
                hits.add(row);
            }
        }
        return hits;
    }

    private List<Unit> groups(List<Map<String, Object>> rows) {
        List<Compiled> keys = stage.groupBy().stream()
                .map(g -> ExpressionCompiler.compile(g, stage))
                .toList();
        Map<List<String>, List<Map<String, Object>>> buckets = new LinkedHashMap<>();
        if (keys.isEmpty()) {
            buckets.put(List.of(), rows);
        } else {
            for (Map<String, Object> row : rows) {
                List<String> key = new ArrayList<>(keys.size());
                for (Compiled k : keys) {
                    Object value = k.eval(row, null);
                    key.add(value == null ? null : Values.normalizedText(value));
                }
                buckets.computeIfAbsent(key, x -> new ArrayList<>()).add(row);
            }
        }
        List<Unit> units = new ArrayList<>();
        Compiled having = stage.having() == null ? null : ExpressionCompiler.compile(stage.having(), stage);
        for (List<Map<String, Object>> group : buckets.values()) {
            Unit unit = new Unit(group.isEmpty() ? Map.of() : group.get(0), group);
            if (having == null || Boolean.TRUE.equals(Values.truth(having.eval(unit.row(), unit.group())))) {
                units.add(unit);
            }
        }
        return units;
    }

    private List<Unit> sorted(List<Unit> units, long offset) {
        List<Ordering> orderings = stage.orderBy();
        List<Compiled> keys = orderings.stream()
                .map(o -> ExpressionCompiler.compile(o.expr(), stage))
                .toList();
        List<Object[]> keyed = new ArrayList<>(units.size());
        for (Unit unit : units) {
            Object[] entry = new Object[keys.size() + 1];
            for (int i = 0; i < keys.size(); i++) {
                SoqlType type = stage.typeOf(orderings.get(i).expr());
                entry[i] = Values.sortKey(keys.get(i).eval(unit.row(), unit.group()), type);
            }
            entry[keys.size()] = unit;
            keyed.add(entry);
        }
        Comparator<Object[]> order = (a, b) -> 0;
        for (int i = 0; i < orderings.size(); i++) {
            order = order.thenComparing(byKey(i, orderings.get(i)));
        }
        keyed.sort(order);
        List<Unit> sorted = new ArrayList<>(keyed.size());
        keyed.forEach(e -> sorted.add((Unit) e[keys.size()]));
        for (int start = 0, end; offset > 0 && start < keyed.size(); start = end) {
            end = start + 1;
            while (end < keyed.size() && order.compare(keyed.get(start), keyed.get(end)) == 0) {
                end++;
            }
            shuffleTies(sorted.subList(start, end), offset, start);
        }
        return sorted;
    }

    /** All groups are tied when nothing orders them. */
    private static List<Unit> unstable(List<Unit> units, long offset) {
        List<Unit> reordered = new ArrayList<>(units);
        shuffleTies(reordered, offset, 0);
        return reordered;
    }

    /**
     * A tied run in the order the database happened to give at this offset: as it is at offset 0,
     * else shuffled with the offset (and where the run starts) as the seed.
     */
    private static void shuffleTies(List<Unit> run, long offset, int start) {
        if (offset > 0 && run.size() > 1) {
            Collections.shuffle(run, new Random(offset * 31 + start));
        }
    }

    private static Comparator<Object[]> byKey(int i, Ordering ordering) {
        boolean nullsFirst = ordering.nullsFirst() != null ? ordering.nullsFirst() : ordering.descending();
        return (a, b) -> {
            Object x = a[i];
            Object y = b[i];
            if (x == null || y == null) {
                if (x == y) {
                    return 0;
                }
                return (x == null) == nullsFirst ? -1 : 1;
            }
            int c = Values.compareSortKeys(x, y);
            return ordering.descending() ? -c : c;
        };
    }

    private List<Map<String, Object>> project(List<Unit> units) {
        List<Output> outputs = stage.outputs() != null
                ? stage.outputs()
                : List.of(new Output(Query.SelectItem.Kind.ALL_COLUMNS, null, null));
        List<Compiled> compiled = outputs.stream()
                .map(o -> o.expr() == null ? null : ExpressionCompiler.compile(o.expr(), stage))
                .toList();
        List<Map<String, Object>> out = new ArrayList<>(units.size());
        for (Unit unit : units) {
            Map<String, Object> record = new LinkedHashMap<>();
            for (int i = 0; i < outputs.size(); i++) {
                Output output = outputs.get(i);
                switch (output.kind()) {
                    case ALL_COLUMNS ->
                        unit.row().forEach((field, value) -> {
                            Scope.Column column = stage.scope().find(field);
                            if (column == null || !column.system()) {
                                record.put(field, value);
                            }
                        });
                    case SYSTEM_FIELDS ->
                        Scope.SELECTED_SYSTEM_FIELDS.forEach(s -> {
                            Object value = unit.row().get(s.field());
                            if (value != null) {
                                record.put(s.field(), value);
                            }
                        });
                    default -> {
                        Object value = compiled.get(i).eval(unit.row(), unit.group());
                        if (value != null) {
                            record.put(output.name(), Values.output(value));
                        }
                    }
                }
            }
            out.add(record);
        }
        return out;
    }

    /** Rows with the same fields and values (maps compare by content) kept once, first first. */
    private static List<Map<String, Object>> distinct(List<Map<String, Object>> rows) {
        Set<Map<String, Object>> seen = new HashSet<>();
        List<Map<String, Object>> unique = new ArrayList<>();
        for (Map<String, Object> row : rows) {
            if (seen.add(row)) {
                unique.add(row);
            }
        }
        return unique;
    }
}
