package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlFunction;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code sum(x)} / {@code avg(x)} of a text column is a type error in SoQL; it becomes
 * {@code sum(x::number)}. The aggregates are those the function table says take a number
 * ({@code median} takes any ordered value, so a text median stands as written).
 */
final class NumericAggregateRule implements TreeRule {

    @Override
    public List<Edit> edits(SoqlTree tree, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Call call : Walk.all(tree.query(), Call.class)) {
            boolean numeric = call.definition()
                    .filter(SoqlFunction::isAggregate)
                    .map(f -> f.parameter(0) == SoqlType.NUMBER)
                    .orElse(false);
            if (!numeric
                    || call.star()
                    || call.arguments().size() != 1
                    || !(call.arguments().get(0) instanceof ColumnRef argument)
                    || !argument.isPlain()
                    || context.typeOf(argument.name()).orElse(null) != SoqlType.TEXT) {
                continue;
            }
            String cast = argument.text() + "::number";
            String fixed = call.name() + "(" + cast + ")";
            edits.add(Edit.node(
                    argument,
                    cast,
                    new Correction(
                            Correction.Kind.literal, call.in(tree.text()), fixed, argument.name(), "text column")));
        }
        return edits;
    }
}
