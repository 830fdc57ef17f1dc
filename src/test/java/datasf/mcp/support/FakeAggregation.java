package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fake's GROUP BY: {@code SELECT g..., fn(col|*) AS alias... [WHERE ...] GROUP BY g...
 * [ORDER BY name [ASC|DESC]]} over recorded rows, answering as Socrata does (every value a
 * string). Enough SoQL for distinct_values, aggregate and grouped query_datasf calls.
 */
final class FakeAggregation {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern SELECT =
            Pattern.compile("(?is)^\\s*select\\s+(.*?)\\s+(?:where|group\\s+by|order\\s+by|limit|offset)\\b");
    private static final Pattern GROUP =
            Pattern.compile("(?is)\\bgroup\\s+by\\s+(.*?)(?:\\s+(?:having|order\\s+by|limit|offset)\\b|$)");
    private static final Pattern ORDER = Pattern.compile("(?is)\\border\\s+by\\s+`?([\\w]+)`?(?:\\s+(asc|desc))?");
    private static final Pattern AGGREGATE =
            Pattern.compile("(?i)^(count|sum|avg|min|max)\\(\\s*`?([\\w*]+)`?\\s*\\)(?:\\s+as\\s+(\\w+))?$");

    private FakeAggregation() {}

    /** Whether the SELECT list aggregates (then rows fold into groups, or into one row). */
    static boolean aggregates(String soql) {
        Matcher select = SELECT.matcher(soql);
        if (!select.find()) {
            return false;
        }
        for (String item : select.group(1).split(",")) {
            if (AGGREGATE.matcher(item.strip()).matches()) {
                return true;
            }
        }
        return false;
    }

    static List<JsonNode> evaluate(List<JsonNode> rows, String soql) {
        Matcher select = SELECT.matcher(soql);
        Matcher group = GROUP.matcher(soql);
        if (!select.find()) {
            return rows;
        }
        List<String> groups = group.find() ? names(group.group(1)) : List.of();
        List<String[]> aggregates = new ArrayList<>(); // fn, column, alias
        for (String item : select.group(1).split(",")) {
            Matcher m = AGGREGATE.matcher(item.strip());
            if (m.matches()) {
                String alias = m.group(3) != null ? m.group(3) : m.group(1).toLowerCase(Locale.ROOT) + "_" + m.group(2);
                aggregates.add(new String[] {m.group(1).toLowerCase(Locale.ROOT), m.group(2), alias});
            }
        }
        Map<List<String>, List<JsonNode>> buckets = new LinkedHashMap<>();
        for (JsonNode row : rows) {
            List<String> key =
                    groups.stream().map(g -> row.path(g).asText(null)).toList();
            buckets.computeIfAbsent(key, k -> new ArrayList<>()).add(row);
        }
        List<JsonNode> out = new ArrayList<>();
        buckets.forEach((key, members) -> {
            ObjectNode result = MAPPER.createObjectNode();
            for (int i = 0; i < groups.size(); i++) {
                if (key.get(i) != null) {
                    result.put(groups.get(i), key.get(i)); // Socrata omits null fields
                }
            }
            for (String[] a : aggregates) {
                result.put(a[2], compute(a[0], a[1], members));
            }
            out.add(result);
        });
        Matcher order = ORDER.matcher(soql);
        if (order.find()) {
            String by = order.group(1);
            Comparator<JsonNode> comparator =
                    Comparator.comparing(n -> sortKey(n.path(by).asText("")));
            out.sort("desc".equalsIgnoreCase(order.group(2)) ? comparator.reversed() : comparator);
        }
        return out;
    }

    private static List<String> names(String list) {
        List<String> names = new ArrayList<>();
        for (String name : list.split(",")) {
            names.add(name.strip().replace("`", ""));
        }
        return names;
    }

    private static String compute(String fn, String column, List<JsonNode> rows) {
        if (fn.equals("count")) {
            long n = column.equals("*")
                    ? rows.size()
                    : rows.stream().filter(r -> r.hasNonNull(column)).count();
            return Long.toString(n);
        }
        List<BigDecimal> values = rows.stream()
                .filter(r -> r.hasNonNull(column))
                .map(r -> new BigDecimal(r.get(column).asText()))
                .toList();
        if (values.isEmpty()) {
            return null;
        }
        BigDecimal sum = values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        return switch (fn) {
            case "sum" -> sum.toPlainString();
            case "avg" ->
                sum.divide(BigDecimal.valueOf(values.size()), MathContext.DECIMAL64)
                        .stripTrailingZeros()
                        .toPlainString();
            case "min" ->
                values.stream().min(BigDecimal::compareTo).orElseThrow().toPlainString();
            default -> values.stream().max(BigDecimal::compareTo).orElseThrow().toPlainString();
        };
    }

    /** Numbers sort as numbers (zero-padded), text as text. */
    private static String sortKey(String value) {
        try {
            return String.format("%030.6f", new BigDecimal(value));
        } catch (NumberFormatException e) {
            return value;
        }
    }
}
