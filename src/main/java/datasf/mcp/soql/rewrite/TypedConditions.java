package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.List;

/** The conditions whose subject is a bare column of a given type, for the literal rules. */
final class TypedConditions {

    private TypedConditions() {}

    static List<Predicates.Condition> on(QueryText query, RewriteContext context, SoqlType type) {
        return Predicates.find(query, context::isColumn).stream()
                .filter(c -> c.kind() == Predicates.Kind.COMPARE
                        || c.kind() == Predicates.Kind.IN
                        || c.kind() == Predicates.Kind.BETWEEN)
                .filter(c -> c.subject().isBareColumn()
                        && context.typeOf(c.subject().column()).orElse(null) == type)
                .toList();
    }
}
