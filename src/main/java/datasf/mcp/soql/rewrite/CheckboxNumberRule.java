package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.ArrayList;
import java.util.List;

/** {@code filed_online = 1}: a checkbox compares with {@code true}/{@code false}, not 1/0 (a type mismatch). */
final class CheckboxNumberRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Predicates.Condition condition : TypedConditions.on(query, context, SoqlType.BOOLEAN)) {
            for (Predicates.Operand value : condition.values()) {
                String written = value.text(query);
                String bool = switch (value.isString(query) ? SoqlStrings.value(query.token(value.first())) : written) {
                    case "1" -> "true";
                    case "0" -> "false";
                    default -> null;
                };
                if (bool != null && (value.isNumber(query) || value.isString(query))) {
                    edits.add(Edit.tokens(
                            query,
                            value.first(),
                            value.last(),
                            bool,
                            new Correction(
                                    Correction.Kind.literal,
                                    written,
                                    bool,
                                    condition.subject().column(),
                                    "checkbox")));
                }
            }
        }
        return edits;
    }
}
