package datasf.mcp.support.soql;

import java.util.List;
import java.util.Map;

/** A compiled expression: its value for a row and, in a grouped query, the row's group (else null). */
@FunctionalInterface
interface Compiled {

    Object eval(Map<String, Object> row, List<Map<String, Object>> group);
}
