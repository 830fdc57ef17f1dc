package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code date_trunc('month', x)} (Postgres) and {@code DATE_TRUNC(x, MONTH)} (BigQuery) become
 * {@code date_trunc_ym(x)}; year and day likewise. SoQL's date_trunc_* take only the timestamp.
 */
final class DateTruncRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int name = 0; name < query.size(); name++) {
            if (!query.isCall(name) || !(query.isWord(name, "DATE_TRUNC") || query.isWord(name, "DATETRUNC"))) {
                continue;
            }
            List<QueryText.Range> arguments = query.arguments(name);
            if (arguments == null || arguments.size() != 2) {
                continue;
            }
            int partAt = isPart(query, arguments.get(0)) ? 0 : isPart(query, arguments.get(1)) ? 1 : -1;
            if (partAt < 0) {
                continue;
            }
            Optional<String> function = DatePart.truncateFunction(query.slice(arguments.get(partAt)));
            if (function.isEmpty()) {
                continue;
            }
            int close = query.closing(query.next(name));
            String fixed = function.get() + "(" + query.slice(arguments.get(1 - partAt)) + ")";
            edits.add(Edit.tokens(
                    query,
                    name,
                    close,
                    fixed,
                    Correction.of(Correction.Kind.function, query.slice(name, close), fixed, null)));
        }
        return edits;
    }

    /** A single string or bare word naming a date part. */
    private static boolean isPart(QueryText query, QueryText.Range argument) {
        if (argument.first() != argument.last()) {
            return false;
        }
        boolean word = query.is(argument.first(), SoqlTokenType.STRING)
                || query.is(argument.first(), SoqlTokenType.IDENTIFIER);
        return word
                && DatePart.truncateFunction(query.token(argument.first()).text())
                        .isPresent();
    }
}
