package datasf.mcp.support.soql;

import java.util.List;

/**
 * One stage of a SoQL pipeline ({@code |>} separates stages), as parsed. {@code select} is null
 * when the stage has no SELECT (all columns); {@code limit}/{@code offset} are null when absent.
 */
record Query(
        boolean distinct,
        List<SelectItem> select,
        Expr where,
        List<Expr> groupBy,
        Expr having,
        List<OrderItem> orderBy,
        Long limit,
        Long offset,
        String search) {

    /** A select-list entry: an expression with an optional alias, {@code *}, or {@code :*}. */
    record SelectItem(Kind kind, Expr expr, String alias) {
        enum Kind {
            EXPRESSION,
            ALL_COLUMNS,
            SYSTEM_FIELDS
        }

        static SelectItem of(Expr expr, String alias) {
            return new SelectItem(Kind.EXPRESSION, expr, alias);
        }

        boolean isStar() {
            return kind != Kind.EXPRESSION;
        }
    }

    /** {@code nullsFirst} is null unless NULL(S) FIRST/LAST was written. */
    record OrderItem(Expr expr, boolean descending, Boolean nullsFirst) {}
}
