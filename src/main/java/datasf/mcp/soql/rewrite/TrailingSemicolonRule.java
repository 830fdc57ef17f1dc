package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;

/** {@code ... LIMIT 10;}: SoQL is one statement and rejects the {@code ;} ("Unexpected character"). */
final class TrailingSemicolonRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int i = query.last(); i != QueryText.NONE && query.token(i).text().equals(";"); i = query.previous(i)) {
            edits.add(Edit.tokens(query, i, i, "", Correction.of(Correction.Kind.rewrite, ";", "", null)));
        }
        return edits;
    }
}
