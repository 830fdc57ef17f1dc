package datasf.mcp.soql.analysis;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Cast;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Node;

/** The words of a finding's hint: the piece as written, why Socrata refuses it, what to write instead. */
final class HintText {

    private HintText() {}

    static Hint of(Finding finding, String text, String query) {
        Node at = finding.at();
        return switch (finding.rule()) {
            case NESTED_AGGREGATE -> nested(finding, text, query);
            case AGGREGATE_IN_WHERE ->
                new Hint(
                        "an aggregate in WHERE",
                        "WHERE filters rows before grouping",
                        "put conditions on aggregates in HAVING, after GROUP BY",
                        query);
            case AGGREGATE_IN_GROUP_BY ->
                new Hint(
                        at.in(text),
                        "GROUP BY takes the rows' values, and an aggregate is one value per group",
                        "group by a column and put the aggregate in the select list",
                        query);
            case UNGROUPED_COLUMN -> ungrouped(finding, text, query);
            case UNKNOWN_CAST -> {
                CastFix.Replacement fix = CastFix.of(finding, text);
                yield new Hint(
                        "::" + ((Cast) at).type(),
                        fix.why(),
                        fix.replacement() != null ? fix.replacement() : "leave the cast out",
                        query);
            }
            default -> new Hint(at.in(text), finding.message(), "see Socrata's message", query);
        };
    }

    private static Hint nested(Finding finding, String text, String query) {
        Node outer = Advice.outerAggregate(finding);
        String inner = finding.at().in(text);
        String function = outer instanceof Call call ? call.function() : "the outer aggregate";
        String why = "an aggregate of an aggregate: one SELECT cannot compute " + function + " of " + inner;
        String suggestion = finding.stage().has(Clause.Kind.GROUP_BY)
                ? "compute " + inner + " per group first, then " + function + " over the groups: " + "SELECT k, "
                        + inner + " AS n GROUP BY k |> SELECT " + function + "(n)"
                : "GROUP BY what to compute " + inner + " per, then chain: " + "SELECT k, " + inner
                        + " AS n GROUP BY k |> SELECT " + function + "(n)";
        return new Hint(outer.in(text), why, suggestion, query);
    }

    private static Hint ungrouped(Finding finding, String text, String query) {
        String column = finding.at() instanceof ColumnRef ref ? ref.in(text) : "*";
        if (finding.clause() == null) {
            return column.equals("*")
                    ? new Hint(
                            "SELECT *",
                            "a grouped query selects groups",
                            "name the grouped columns and aggregates",
                            query)
                    : new Hint(
                            column,
                            "selected without GROUP BY or an aggregate",
                            "GROUP BY " + column + ", or count(" + column + ") / max(" + column + ")",
                            query);
        }
        if (finding.clause() == Clause.Kind.HAVING) {
            return new Hint(
                    column,
                    "HAVING filters groups, and " + column + " is a value of each row, not of a group",
                    "the condition on " + column + " in WHERE, before grouping",
                    query);
        }
        if (!Advice.isOneRow(finding)) {
            return new Hint(
                    "ORDER BY " + column,
                    "each group has many values of " + column,
                    "ORDER BY " + GroupingFixes.perGroup((ColumnRef) finding.at(), text, finding.stage()),
                    query);
        }
        if (finding.stage().has(Clause.Kind.LIMIT)) {
            return new Hint(
                    "ORDER BY " + column + " … LIMIT",
                    "LIMIT acts after the aggregate, on its one row, not on the rows it aggregates",
                    "limit the rows in a first query, then aggregate them: SELECT … ORDER BY … LIMIT n |> SELECT …",
                    query);
        }
        return new Hint(
                "ORDER BY " + column,
                "the aggregate is one row: there is nothing to order",
                "leave ORDER BY out",
                query);
    }
}
