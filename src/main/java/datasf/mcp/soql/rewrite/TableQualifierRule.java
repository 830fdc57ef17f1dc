package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code t.incident_category}: SoQL has no table qualifiers (only {@code @alias.column} in joins,
 * which is a different token), so {@code name.column} and {@code name.*} lose the qualifier.
 */
final class TableQualifierRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int dot = 1; dot + 1 < query.size(); dot++) {
            int qualifier = dot - 1;
            int member = dot + 1;
            boolean qualified = query.isPunctuation(dot, ".")
                    && (query.is(qualifier, SoqlTokenType.IDENTIFIER)
                            || query.is(qualifier, SoqlTokenType.QUOTED_IDENTIFIER))
                    && (query.is(member, SoqlTokenType.IDENTIFIER)
                            || query.is(member, SoqlTokenType.QUOTED_IDENTIFIER)
                            || query.isOperator(member, "*"))
                    && !query.isPunctuation(query.previous(qualifier), ".");
            if (qualified) {
                Correction correction = Correction.of(
                        Correction.Kind.rewrite,
                        query.slice(qualifier, member),
                        query.token(member).text(),
                        "SoQL has no table qualifiers");
                edits.add(Edit.tokens(query, qualifier, dot, "", correction));
            }
        }
        return edits;
    }
}
