package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code x ILIKE 'p'} (Postgres) is {@code upper(x) LIKE upper('p')} in SoQL, whose LIKE is
 * case-sensitive. The pattern is wrapped, not re-cased, so the literal stays as written.
 */
final class IlikeRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int i = 0; i < query.size(); i++) {
            if (!query.isWord(i, "ILIKE") || query.isCall(i)) {
                continue;
            }
            int before = query.previous(i);
            boolean not = query.isWord(before, "NOT");
            int subjectEnd = not ? query.previous(before) : before;
            int subject = query.primaryStart(subjectEnd);
            int pattern = query.next(i);
            int patternEnd = query.primaryEnd(pattern);
            if (subject == QueryText.NONE || patternEnd == QueryText.NONE) {
                continue;
            }
            String fixed = "upper(" + query.slice(subject, subjectEnd) + ")" + (not ? " NOT" : "") + " LIKE upper("
                    + query.slice(pattern, patternEnd) + ")";
            edits.add(Edit.tokens(
                    query,
                    subject,
                    patternEnd,
                    fixed,
                    Correction.of(Correction.Kind.rewrite, query.slice(subject, patternEnd), fixed, null)));
        }
        return edits;
    }
}
