package datasf.mcp.support;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The SoQL text a SODA 2.1 resource request stands for: {@code $query} as is, or the clauses of
 * {@code $select}, {@code $where}, {@code $group}, {@code $having}, {@code $order}, {@code $limit},
 * {@code $offset} and {@code $q} (SEARCH), with simple filters ({@code ?police_district=Mission})
 * added to WHERE as equalities.
 */
final class SodaParameters {

    /** A parameter that is neither a $-parameter nor a column: Socrata's 400. */
    static final class UnrecognizedArgument extends Exception {
        UnrecognizedArgument(String name) {
            super("Unrecognized arguments [" + name + "]", null, false, false);
        }
    }

    private static final List<String[]> CLAUSES = List.of(
            new String[] {"$select", "SELECT"},
            new String[] {"$where", "WHERE"},
            new String[] {"$group", "GROUP BY"},
            new String[] {"$having", "HAVING"},
            new String[] {"$order", "ORDER BY"},
            new String[] {"$limit", "LIMIT"},
            new String[] {"$offset", "OFFSET"});

    private SodaParameters() {}

    static String soql(Map<String, String> params, Set<String> fields) throws UnrecognizedArgument {
        if (params.containsKey("$query")) {
            return params.get("$query");
        }
        Set<String> lowerFields =
                fields.stream().map(f -> f.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        List<String> filters = new ArrayList<>();
        for (Map.Entry<String, String> param : params.entrySet()) {
            if (param.getKey().startsWith("$")) {
                continue;
            }
            if (!lowerFields.contains(param.getKey().toLowerCase(Locale.ROOT))) {
                throw new UnrecognizedArgument(param.getKey());
            }
            filters.add("`" + param.getKey() + "` = '" + param.getValue().replace("'", "''") + "'");
        }
        StringBuilder soql = new StringBuilder();
        for (String[] clause : CLAUSES) {
            String value = params.get(clause[0]);
            if (clause[0].equals("$where") && !filters.isEmpty()) {
                String all = String.join(" AND ", filters);
                value = value == null ? all : "(" + value + ") AND " + all;
            }
            if (clause[0].equals("$where") && params.containsKey("$q")) {
                append(soql, "SEARCH '" + params.get("$q").replace("'", "''") + "'");
            }
            if (value != null) {
                append(soql, clause[1] + " " + value);
            }
        }
        return soql.toString();
    }

    private static void append(StringBuilder soql, String clause) {
        if (soql.length() > 0) {
            soql.append(' ');
        }
        soql.append(clause);
    }
}
