package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code incident_year = 2024} on a text column is a type mismatch in SoQL; the number is quoted
 * ({@code '2024'}), as the column holds it. Also inside IN and BETWEEN. Only a number written as
 * one: {@code 2024 + 1} is arithmetic, which no quoting makes text (Socrata names the mismatch).
 */
final class TextColumnNumberRule implements TreeRule {

    private static final Pattern SPACE = Pattern.compile("\\s");

    @Override
    public List<Edit> edits(SoqlTree tree, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Predicate condition : TypedConditions.on(tree, context, SoqlType.TEXT)) {
            for (Expr value : condition.values()) {
                if (Values.isNumber(value)) {
                    String written = value.in(tree.text());
                    String quoted = SoqlStrings.literal(SPACE.matcher(written).replaceAll(""));
                    edits.add(Edit.node(
                            value,
                            quoted,
                            new Correction(
                                    Correction.Kind.literal, written, quoted, condition.column(), "text column")));
                }
            }
        }
        return edits;
    }
}
