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

/**
 * {@code incident_date = 2023} compares a timestamp with a number (a type mismatch); a bare year
 * means the timestamp's year: {@code date_extract_y(incident_date) = 2023}. Also for IN and BETWEEN.
 */
final class TimestampYearRule implements TreeRule {

    @Override
    public List<Edit> edits(SoqlTree tree, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        String text = tree.text();
        for (Predicate condition : TypedConditions.on(tree, context, SoqlType.TIMESTAMP)) {
            if (condition.values().isEmpty() || !condition.values().stream().allMatch(TimestampYearRule::isYear)) {
                continue;
            }
            Expr subject = condition.subject();
            String wrapped = "date_extract_y(" + subject.in(text) + ")";
            String written = condition.node().in(text);
            int base = condition.node().start();
            String fixed =
                    written.substring(0, subject.start() - base) + wrapped + written.substring(subject.end() - base);
            edits.add(Edit.node(
                    subject,
                    wrapped,
                    new Correction(
                            Correction.Kind.literal,
                            written,
                            fixed,
                            condition.column(),
                            "a year is date_extract_y(x)")));
        }
        return edits;
    }

    private static boolean isYear(Expr value) {
        if (!(value instanceof Literal literal)
                || !literal.isInteger()
                || literal.text().length() != 4) {
            return false;
        }
        int year = Integer.parseInt(literal.text());
        return year >= 1800 && year <= 2200;
    }
}
