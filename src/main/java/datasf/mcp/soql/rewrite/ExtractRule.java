package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code EXTRACT(YEAR FROM x)} (SQL standard), {@code DATE_PART('year', x)} (Postgres) and
 * {@code DATEPART(year, x)} (T-SQL) become {@code date_extract_y(x)}; likewise month, day, hour,
 * minute, second, dow and week. Parts SoQL cannot extract (quarter, epoch) are left for the error
 * to name.
 */
final class ExtractRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int name = 0; name < query.size(); name++) {
            if (!query.isCall(name)) {
                continue;
            }
            int open = query.next(name);
            int close = query.closing(open);
            if (close == QueryText.NONE) {
                continue;
            }
            String value = null;
            Optional<String> function = Optional.empty();
            if (query.isWord(name, "EXTRACT")) {
                int part = query.next(open);
                int from = query.next(part);
                if (query.token(from).isKeyword("FROM") && query.next(from) < close) {
                    function = DatePart.extractFunction(query.token(part).text());
                    value = query.slice(query.next(from), query.previous(close));
                }
            } else if (query.isWord(name, "DATE_PART") || query.isWord(name, "DATEPART")) {
                List<QueryText.Range> arguments = query.arguments(name);
                if (arguments != null
                        && arguments.size() == 2
                        && arguments.get(0).first() == arguments.get(0).last()) {
                    function = DatePart.extractFunction(query.slice(arguments.get(0)));
                    value = query.slice(arguments.get(1));
                }
            }
            if (function.isPresent()) {
                String fixed = function.get() + "(" + value + ")";
                edits.add(Edit.tokens(
                        query,
                        name,
                        close,
                        fixed,
                        Correction.of(
                                Correction.Kind.function,
                                query.slice(name, close),
                                fixed,
                                DatePart.note(function.get()))));
            }
        }
        return edits;
    }
}
