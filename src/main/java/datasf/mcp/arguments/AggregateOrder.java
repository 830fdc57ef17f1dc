package datasf.mcp.arguments;

import datasf.mcp.errors.ToolException;
import datasf.mcp.soql.text.SoqlIdentifiers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The ORDER BY of an aggregate call: the one asked for, checked against its aliases and groups. */
public final class AggregateOrder {

    private AggregateOrder() {}

    /**
     * The ORDER BY asked for, then the group columns it does not already name: groups with equal
     * metrics have no order of their own, and OFFSET paging (next_cursor) over ties could repeat a
     * group and skip another.
     */
    public static String clause(
            String orderBy, Map<String, String> metrics, List<String> groups, List<ColumnResolver.Resolved> resolved) {
        String asked = asked(orderBy, metrics, groups, resolved);
        List<String> order = new ArrayList<>(List.of(asked));
        String first = asked.substring(0, asked.lastIndexOf(' '));
        groups.stream().filter(group -> !group.equals(first)).forEach(order::add);
        return String.join(", ", order);
    }

    /** "sum_amount desc" -> checked against the aliases and group columns; default first metric desc. */
    private static String asked(
            String orderBy, Map<String, String> metrics, List<String> groups, List<ColumnResolver.Resolved> resolved) {
        if (orderBy == null) {
            return metrics.keySet().iterator().next() + " DESC";
        }
        String[] parts = orderBy.strip().split("\\s+");
        String direction = parts.length > 1 ? parts[1].toUpperCase(Locale.ROOT) : "DESC";
        if (parts.length > 2 || !(direction.equals("ASC") || direction.equals("DESC"))) {
            throw ToolException.validation("Invalid order_by: expected a name optionally followed by asc or desc");
        }
        String name = parts[0];
        for (String alias : metrics.keySet()) {
            if (alias.equalsIgnoreCase(name)) {
                return alias + " " + direction;
            }
        }
        for (ColumnResolver.Resolved group : resolved) {
            String field = group.column().fieldName();
            if (field.equalsIgnoreCase(name) && groups.contains(SoqlIdentifiers.quote(field))) {
                return SoqlIdentifiers.quote(field) + " " + direction;
            }
        }
        List<String> options = new ArrayList<>(metrics.keySet());
        resolved.stream()
                .filter(r -> groups.contains(SoqlIdentifiers.quote(r.column().fieldName())))
                .forEach(r -> options.add(r.column().fieldName()));
        throw ToolException.validation("Invalid order_by: \"" + name + "\" is none of " + String.join(", ", options));
    }
}
