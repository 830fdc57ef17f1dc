package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.CastTypes;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;

/** {@code CAST(x AS INTEGER)} is {@code x::number} in SoQL (types: number, text, floating_timestamp, boolean). */
final class CastRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int name = 0; name < query.size(); name++) {
            if (!query.isWord(name, "CAST") || !query.isCall(name)) {
                continue;
            }
            int open = query.next(name);
            int close = query.closing(open);
            int as = asKeyword(query, open, close);
            if (close == QueryText.NONE || as == QueryText.NONE || query.next(open) == as) {
                continue;
            }
            String type = CastTypes.soqlName(query.lower(query.next(as))).orElse(null);
            if (type == null) {
                continue;
            }
            int first = query.next(open);
            int last = query.previous(as);
            String value = query.slice(first, last);
            boolean simple = query.primaryEnd(first) == last;
            String fixed = (simple ? value : "(" + value + ")") + "::" + type;
            edits.add(Edit.tokens(
                    query,
                    name,
                    close,
                    fixed,
                    Correction.of(Correction.Kind.rewrite, query.slice(name, close), fixed, null)));
        }
        return edits;
    }

    /** The AS directly inside the call's parentheses. */
    private static int asKeyword(QueryText query, int open, int close) {
        if (close == QueryText.NONE) {
            return QueryText.NONE;
        }
        for (int i = open + 1; i < close; i++) {
            if (query.depth(i) == query.depth(open) + 1 && query.token(i).isKeyword("AS")) {
                return i;
            }
        }
        return QueryText.NONE;
    }
}
