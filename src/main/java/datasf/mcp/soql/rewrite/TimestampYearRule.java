package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code incident_date = 2023} compares a timestamp with a number (a type mismatch); a bare year
 * means the timestamp's year: {@code date_extract_y(incident_date) = 2023}. Also for IN and BETWEEN.
 */
final class TimestampYearRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (Predicates.Condition condition : TypedConditions.on(query, context, SoqlType.TIMESTAMP)) {
            if (condition.values().isEmpty() || !condition.values().stream().allMatch(v -> isYear(query, v))) {
                continue;
            }
            Predicates.Operand subject = condition.subject();
            String wrapped = "date_extract_y(" + subject.text(query) + ")";
            String written = query.slice(condition.first(), condition.last());
            int subjectStart = query.token(subject.first()).start()
                    - query.token(condition.first()).start();
            int subjectEnd = query.token(subject.last()).end()
                    - query.token(condition.first()).start();
            String fixed = written.substring(0, subjectStart) + wrapped + written.substring(subjectEnd);
            edits.add(Edit.tokens(
                    query,
                    subject.first(),
                    subject.last(),
                    wrapped,
                    new Correction(
                            Correction.Kind.literal, written, fixed, subject.column(), "a year is date_extract_y(x)")));
        }
        return edits;
    }

    private static boolean isYear(QueryText query, Predicates.Operand value) {
        if (value.first() != value.last() || !query.is(value.first(), SoqlTokenType.NUMBER)) {
            return false;
        }
        String text = query.token(value.first()).text();
        return text.matches("\\d{4}") && Integer.parseInt(text) >= 1800 && Integer.parseInt(text) <= 2200;
    }
}
