package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.IsoDates;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code incident_date >= '07/04/2023'}: floating timestamps take ISO-8601 literals only, so a date
 * written otherwise compared with a timestamp column becomes {@code '2023-07-04'} (see {@link IsoDates}).
 */
final class IsoDateRule implements TreeRule {

    @Override
    public List<Edit> edits(SoqlTree tree, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Predicate condition : TypedConditions.on(tree, context, SoqlType.TIMESTAMP)) {
            for (Expr value : condition.values()) {
                Literal string = Values.string(value);
                Optional<String> iso = string == null ? Optional.empty() : IsoDates.toIso(string.value());
                if (iso.isPresent()) {
                    String fixed = SoqlStrings.literal(iso.get());
                    edits.add(Edit.node(
                            string,
                            fixed,
                            new Correction(
                                    Correction.Kind.literal, string.text(), fixed, condition.column(), "ISO date")));
                }
            }
        }
        return edits;
    }
}
