package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.List;

/** {@code filed_online = 1}: a checkbox compares with {@code true}/{@code false}, not 1/0 (a type mismatch). */
final class CheckboxNumberRule implements TreeRule {

    @Override
    public List<Edit> edits(SoqlTree tree, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Predicate condition : TypedConditions.on(tree, context, SoqlType.BOOLEAN)) {
            for (Expr value : condition.values()) {
                Literal literal = value instanceof Literal l && (l.isString() || l.isNumber()) ? l : null;
                String bool = literal == null
                        ? null
                        : switch (literal.value()) {
                            case "1" -> "true";
                            case "0" -> "false";
                            default -> null;
                        };
                if (bool != null) {
                    edits.add(Edit.node(
                            literal,
                            bool,
                            new Correction(
                                    Correction.Kind.literal, literal.text(), bool, condition.column(), "checkbox")));
                }
            }
        }
        return edits;
    }
}
