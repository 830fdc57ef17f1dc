package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;

/**
 * A rule over the syntax tree, for mistakes in text that is SoQL already but means something
 * else or fails its types: a position in GROUP BY, a number against a text column, a date written
 * the American way. It runs only on text that parses (after the {@link RewriteRule}s made SoQL of
 * it), and returns splices of the text, as a {@link RewriteRule} does, under the same contract.
 */
public interface TreeRule {

    /** @param tree a text that parses ({@link SoqlTree#isValid()}) */
    List<Edit> edits(SoqlTree tree, RewriteContext context);
}
