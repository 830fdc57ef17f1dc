package datasf.mcp.support.soql;

import datasf.mcp.support.soql.Query.SelectItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One pipeline stage after analysis: every name bound to a column or to the select-list
 * expression its alias stands for, functions, types and grouping checked, each expression's type
 * known ({@code types}, by identity).
 */
record Stage(
        Query query,
        Scope scope,
        List<Output> outputs,
        Expr where,
        List<Expr> groupBy,
        Expr having,
        List<Ordering> orderBy,
        boolean grouped,
        Map<Expr, SoqlType> types) {

    /** A select-list entry with its output name (the alias, or the name Socrata derives). */
    record Output(SelectItem.Kind kind, Expr expr, String name) {}

    record Ordering(Expr expr, boolean descending, Boolean nullsFirst) {}

    SoqlType typeOf(Expr expr) {
        SoqlType type = types.get(expr);
        return type == null ? SoqlType.UNCHECKED : type;
    }

    /** The columns this stage answers, in order: what the next stage can name. */
    List<Scope.Column> outputColumns() {
        if (outputs == null) {
            return scope.userColumns();
        }
        List<Scope.Column> out = new ArrayList<>();
        for (Output output : outputs) {
            switch (output.kind()) {
                case ALL_COLUMNS -> out.addAll(scope.userColumns());
                case SYSTEM_FIELDS -> out.addAll(Scope.SELECTED_SYSTEM_FIELDS);
                default -> out.add(new Scope.Column(output.name(), typeOf(output.expr()), false));
            }
        }
        return out;
    }
}
