package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.QueryText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code CAST(x AS INTEGER)} is {@code x::number} in SoQL (types: number, text, floating_timestamp, boolean). */
final class CastRule implements RewriteRule {

    private static final Map<String, String> TYPES = Map.ofEntries(
            Map.entry("number", "number"),
            Map.entry("numeric", "number"),
            Map.entry("decimal", "number"),
            Map.entry("int", "number"),
            Map.entry("integer", "number"),
            Map.entry("bigint", "number"),
            Map.entry("smallint", "number"),
            Map.entry("float", "number"),
            Map.entry("double", "number"),
            Map.entry("real", "number"),
            Map.entry("int64", "number"),
            Map.entry("float64", "number"),
            Map.entry("text", "text"),
            Map.entry("varchar", "text"),
            Map.entry("char", "text"),
            Map.entry("string", "text"),
            Map.entry("nvarchar", "text"),
            Map.entry("date", "floating_timestamp"),
            Map.entry("datetime", "floating_timestamp"),
            Map.entry("timestamp", "floating_timestamp"),
            Map.entry("floating_timestamp", "floating_timestamp"),
            Map.entry("boolean", "boolean"),
            Map.entry("bool", "boolean"));

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
            String type = TYPES.get(query.lower(query.next(as)));
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
