package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;

/** The comparisons, IN and BETWEEN whose subject is a bare column of a given type, for the literal rules. */
final class TypedConditions {

    private TypedConditions() {}

    static List<Predicate> on(SoqlTree tree, RewriteContext context, SoqlType type) {
        return Predicates.of(tree.query(), context::isColumn).stream()
                .filter(p -> p.kind() == Predicate.Kind.COMPARE
                        || p.kind() == Predicate.Kind.IN
                        || p.kind() == Predicate.Kind.BETWEEN)
                .filter(p -> p.isBareColumn() && context.typeOf(p.column()).orElse(null) == type)
                .toList();
    }
}
