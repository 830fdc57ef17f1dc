package datasf.mcp.soql;

import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Query;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Walk;
import java.util.OptionalLong;

/**
 * The facts about a query that decide how the server caps and pages its results, read from its
 * syntax tree: LIMIT and OFFSET of the select whose rows are the answer (the last of a
 * pipeline), and whether any select groups or aggregates. A text that is not SoQL has none of
 * them (Socrata refuses it as it is).
 *
 * @param hasLimit whether the answer's select has a LIMIT
 * @param limit its value, when it fits a long
 * @param hasOffset whether the answer's select has an OFFSET
 * @param offset its value, when it fits a long
 * @param hasGroupBy whether any select has a GROUP BY
 * @param usesAggregates whether an aggregate is called anywhere (outside a window), per the function table
 */
public record SoqlAnalysis(
        boolean hasLimit,
        OptionalLong limit,
        boolean hasOffset,
        OptionalLong offset,
        boolean hasGroupBy,
        boolean usesAggregates) {

    private static final SoqlAnalysis NOT_SOQL =
            new SoqlAnalysis(false, OptionalLong.empty(), false, OptionalLong.empty(), false, false);

    /** The facts of a text: parses it (a caller with the tree passes that, {@link #of}). */
    public static SoqlAnalysis analyze(String soql) {
        return of(SoqlTree.parse(soql));
    }

    public static SoqlAnalysis of(SoqlTree tree) {
        if (!tree.isValid()) {
            return NOT_SOQL;
        }
        Query query = tree.query();
        Select last = query.last();
        boolean grouped =
                query.selects().stream().anyMatch(select -> !select.groupBy().isEmpty());
        boolean aggregates = Walk.all(query, Call.class).stream().anyMatch(Call::isAggregate);
        return new SoqlAnalysis(
                last.limit() != null,
                value(last.limit()),
                last.offset() != null,
                value(last.offset()),
                grouped,
                aggregates);
    }

    /**
     * Whether the result is a summary rather than raw rows: raw-row caps do not apply to it, since
     * cutting a grouped or aggregated answer would silently change its meaning.
     */
    public boolean isAggregated() {
        return hasGroupBy || usesAggregates;
    }

    private static OptionalLong value(Literal number) {
        if (number == null) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Long.parseLong(number.text()));
        } catch (NumberFormatException beyondLong) {
            return OptionalLong.empty();
        }
    }
}
