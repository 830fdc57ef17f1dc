package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.List;

/**
 * One kind of mistake and its SoQL form. A rule looks at the tokens of a query and returns the
 * edits that fix every occurrence it recognises, each reported by a {@link datasf.mcp.soql.Correction};
 * text it does not edit is kept byte for byte. A rule must never fire on valid SoQL, and its
 * output must never make it fire again (the rewriter runs each rule until it has nothing left).
 */
public interface RewriteRule {

    List<Edit> edits(QueryText query, RewriteContext context);
}
