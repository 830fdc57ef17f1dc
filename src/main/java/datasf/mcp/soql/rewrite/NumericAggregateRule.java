package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** {@code sum(x)} / {@code avg(x)} of a text column is a type error in SoQL; it becomes {@code sum(x::number)}. */
final class NumericAggregateRule implements RewriteRule {

    private static final Set<String> NUMERIC = Set.of("sum", "avg", "median", "stddev_pop", "stddev_samp");

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int name = 0; name < query.size(); name++) {
            if (!query.isCall(name) || !NUMERIC.contains(query.lower(name))) {
                continue;
            }
            List<QueryText.Range> arguments = query.arguments(name);
            if (arguments == null
                    || arguments.size() != 1
                    || arguments.get(0).first() != arguments.get(0).last()) {
                continue;
            }
            int argument = arguments.get(0).first();
            boolean isName =
                    query.is(argument, SoqlTokenType.IDENTIFIER) || query.is(argument, SoqlTokenType.QUOTED_IDENTIFIER);
            String column = query.token(argument).identifierName();
            if (!isName || context.typeOf(column).orElse(null) != SoqlType.TEXT) {
                continue;
            }
            int close = query.closing(query.next(name));
            String cast = query.token(argument).text() + "::number";
            String written = query.slice(name, close);
            String fixed = query.token(name).text() + "(" + cast + ")";
            edits.add(Edit.tokens(
                    query,
                    argument,
                    argument,
                    cast,
                    new Correction(Correction.Kind.literal, written, fixed, column, "text column")));
        }
        return edits;
    }
}
