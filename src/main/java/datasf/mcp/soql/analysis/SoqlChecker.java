package datasf.mcp.soql.analysis;

import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.analysis.Finding.Rule;
import datasf.mcp.soql.analysis.StageScope.Column;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Query;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A SoQL checker on the syntax tree, in the manner of soql-reference's analyzer: the function
 * table with its signatures ({@code syntax.SoqlFunctions}), the column types of the call
 * ({@link ColumnTypes}) and the grouping rules, stage by stage through a {@code |>} pipeline
 * (each stage reads the one before's outputs). It says why Socrata will refuse a query, in
 * Socrata's terms ({@link Finding}); {@code Advice} turns a finding into the fix that works.
 *
 * <p>What it may be sure of ({@link Finding#certain()}), so that the server refuses the query
 * before sending it: a cast to a name that is no SoQL type, and the grouping rules in a stage
 * whose every name and call it knows (the schema at hand, no window, FILTER, join or unknown name
 * before it). Everything else it finds (a function missing from its table, a type mismatch) only
 * explains a refusal Socrata gives, and checks the queries the server suggests: Socrata has
 * functions and type readings the table may lack, and a valid query must reach Socrata as
 * written. Linear in the query's size; nesting deeper than {@link Depth#MAX} or a call past its
 * deadline gets no verdict.
 */
public final class SoqlChecker {

    private final ColumnTypes columns;

    private SoqlChecker(ColumnTypes columns) {
        this.columns = columns;
    }

    public static SoqlChecker of(ColumnTypes columns) {
        return new SoqlChecker(columns);
    }

    public ColumnTypes columns() {
        return columns;
    }

    public Verdict check(String soql) {
        return check(SoqlTree.parse(soql));
    }

    public Verdict check(SoqlTree tree) {
        if (!tree.isValid()) {
            return new Verdict(
                    tree,
                    List.of(new Finding(
                            Rule.NOT_SOQL, tree.error().describe(tree.text()), null, null, null, false, null)));
        }
        Query query = tree.query();
        if (!query.isPipeline()) {
            return new Verdict(tree, List.of()); // UNION and the other set operations: not judged
        }
        try {
            return new Verdict(tree, stages(query));
        } catch (Depth.TooDeep tooDeep) {
            return new Verdict(tree, List.of());
        }
    }

    private List<Finding> stages(Query query) {
        List<Finding> findings = new ArrayList<>();
        Map<String, Column> input = new LinkedHashMap<>();
        for (Map.Entry<String, SoqlType> column : columns.asMap().entrySet()) {
            input.put(column.getKey(), new Column(column.getKey(), column.getValue()));
        }
        boolean sure = columns.known();
        boolean complete = columns.known();
        Depth depth = new Depth();
        for (int i = 0; i < query.selects().size(); i++) {
            if (CallDeadline.passed()) {
                return List.of();
            }
            Select stage = query.selects().get(i);
            StageScope scope = new StageScope(input, i == 0);
            scope.alias(stage.items());
            TypeChecker types = new TypeChecker(scope, stage, complete, depth);
            types.check();
            boolean judged = sure && stage.from() == null && stage.joins().isEmpty() && types.resolvedAll();
            List<Finding> found = new ArrayList<>(types.findings());
            if (judged) {
                found.addAll(new AggregateChecker(stage, types.targets(), depth).check());
            }
            for (Finding finding : found) {
                findings.add(judged ? finding : finding.uncertain());
            }
            sure = judged;
            input = outputs(stage, scope, types);
            complete = complete && stage.items().stream().allMatch(item -> item.isStar() || name(item, scope) != null);
        }
        return findings;
    }

    /** What the next stage can name: each output by its alias or the name Socrata gives it. */
    private static Map<String, Column> outputs(Select stage, StageScope scope, TypeChecker types) {
        Map<String, Column> outputs = new LinkedHashMap<>();
        for (SelectItem item : stage.items()) {
            if (item.isStar()) {
                scope.columns().values().forEach(column -> outputs.putIfAbsent(column.field(), column));
                continue;
            }
            String name = name(item, scope);
            if (name != null) {
                SoqlType type = types.itemType(item);
                outputs.putIfAbsent(name, new Column(name, type));
            }
        }
        return outputs;
    }

    /** An output's name: its alias, or the one Socrata gives it when the checker is sure of it. */
    private static String name(SelectItem item, StageScope scope) {
        return item.alias() != null ? item.alias().name() : scope.derivedName(item.expr());
    }
}
