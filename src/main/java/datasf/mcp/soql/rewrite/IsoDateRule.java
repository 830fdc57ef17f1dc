package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.IsoDates;
import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code incident_date >= '07/04/2023'}: floating timestamps take ISO-8601 literals only, so a date
 * written otherwise compared with a timestamp column becomes {@code '2023-07-04'} (see {@link IsoDates}).
 */
final class IsoDateRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Predicates.Condition condition : TypedConditions.on(query, context, SoqlType.TIMESTAMP)) {
            for (Predicates.Operand value : condition.values()) {
                if (!value.isString(query)) {
                    continue;
                }
                String written = value.text(query);
                Optional<String> iso = IsoDates.toIso(SoqlStrings.value(query.token(value.first())));
                if (iso.isPresent()) {
                    String fixed = SoqlStrings.literal(iso.get());
                    edits.add(Edit.tokens(
                            query,
                            value.first(),
                            value.last(),
                            fixed,
                            new Correction(
                                    Correction.Kind.literal,
                                    written,
                                    fixed,
                                    condition.subject().column(),
                                    "ISO date")));
                }
            }
        }
        return edits;
    }
}
