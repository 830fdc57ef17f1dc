package datasf.mcp.support.soql;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A query Socrata refuses, with what its answer needs: the kind (which becomes the error code),
 * Socrata's message, the offset in the query text it points at, and the error's {@code data}
 * fields ({@code column}; {@code function, arity}; {@code function, type}; {@code function, clause}).
 */
public final class SoqlError extends RuntimeException {

    /** Socrata's error kinds for SoQL, with the code each answers. */
    public enum Kind {
        MALFORMED("query.compiler.malformed"),
        NO_SUCH_COLUMN("query.soql.no-such-column"),
        NO_SUCH_FUNCTION("query.soql.no-such-function"),
        TYPE_MISMATCH("query.soql.type-mismatch"),
        AGGREGATE_IN_UNGROUPED_CONTEXT("query.soql.aggregate-in-ungrouped-context"),
        COLUMN_NOT_IN_GROUP_BYS("query.soql.column-not-in-group-bys");

        private final String code;

        Kind(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    private final Kind kind;
    private final int offset;
    private final Map<String, Object> data;

    SoqlError(Kind kind, String message, int offset, Map<String, Object> data) {
        super(message, null, false, false);
        this.kind = kind;
        this.offset = offset;
        this.data = Collections.unmodifiableMap(new LinkedHashMap<>(data));
    }

    static SoqlError malformed(String message, int offset) {
        return new SoqlError(Kind.MALFORMED, message, offset, Map.of());
    }

    static SoqlError noSuchColumn(String column, int offset) {
        return new SoqlError(Kind.NO_SUCH_COLUMN, "No such column: " + column, offset, Map.of("column", column));
    }

    static SoqlError noSuchFunction(String function, int arity, int offset) {
        return new SoqlError(
                Kind.NO_SUCH_FUNCTION,
                "No such function '" + function + "'; arity=" + arity,
                offset,
                ordered("function", function, "arity", arity));
    }

    static SoqlError typeMismatch(String function, SoqlType actual, int offset) {
        return new SoqlError(
                Kind.TYPE_MISMATCH,
                "Type mismatch for " + function + ", is " + actual.soqlName(),
                offset,
                ordered("function", function, "type", actual.soqlName()));
    }

    static SoqlError aggregateInWhere(String function, int offset) {
        return aggregateInUngroupedContext(function, "WHERE", offset);
    }

    /** An aggregate where rows are not grouped yet: WHERE, GROUP BY, or inside another aggregate. */
    static SoqlError aggregateInUngroupedContext(String function, String clause, int offset) {
        return new SoqlError(
                Kind.AGGREGATE_IN_UNGROUPED_CONTEXT,
                "Aggregate function '" + function + "' used in ungrouped context: " + clause,
                offset,
                ordered("function", function, "clause", clause));
    }

    static SoqlError columnNotInGroupBys(String column, int offset) {
        return new SoqlError(
                Kind.COLUMN_NOT_IN_GROUP_BYS, "Column not in group bys: " + column, offset, Map.of("column", column));
    }

    private static Map<String, Object> ordered(String k1, Object v1, String k2, Object v2) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put(k1, v1);
        map.put(k2, v2);
        return map;
    }

    public Kind kind() {
        return kind;
    }

    public String code() {
        return kind.code();
    }

    /** 0-based offset in the query text. */
    public int offset() {
        return offset;
    }

    public Map<String, Object> data() {
        return data;
    }
}
