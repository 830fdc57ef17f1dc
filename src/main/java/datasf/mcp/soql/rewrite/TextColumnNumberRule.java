package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code incident_year = 2024} on a text column is a type mismatch in SoQL; the number is quoted
 * ({@code '2024'}), as the column holds it. Also inside IN and BETWEEN.
 */
final class TextColumnNumberRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Predicates.Condition condition : TypedConditions.on(query, context, SoqlType.TEXT)) {
            for (Predicates.Operand value : condition.values()) {
                if (value.isNumber(query)) {
                    String written = value.text(query);
                    String quoted = SoqlStrings.literal(written.replace(" ", ""));
                    edits.add(Edit.tokens(
                            query,
                            value.first(),
                            value.last(),
                            quoted,
                            new Correction(
                                    Correction.Kind.literal,
                                    written,
                                    quoted,
                                    condition.subject().column(),
                                    "text column")));
                }
            }
        }
        return edits;
    }
}
