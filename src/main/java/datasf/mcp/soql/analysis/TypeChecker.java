package datasf.mcp.soql.analysis;

import datasf.mcp.soql.analysis.Finding.Rule;
import datasf.mcp.soql.analysis.StageScope.AliasOf;
import datasf.mcp.soql.analysis.StageScope.Column;
import datasf.mcp.soql.analysis.StageScope.Lookup;
import datasf.mcp.soql.analysis.StageScope.Target;
import datasf.mcp.soql.syntax.SoqlFunctions;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Between;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Case;
import datasf.mcp.soql.tree.Cast;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.In;
import datasf.mcp.soql.tree.IsNull;
import datasf.mcp.soql.tree.Like;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Paren;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Unary;
import datasf.mcp.soql.tree.When;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Types one stage's expressions as Socrata's type checker does (soql-reference's
 * {@code Typechecker} over the function table {@link SoqlFunctions}) and finds what it refuses:
 * a function SoQL lacks or an arity it lacks ({@code no-such-function}), a cast to a name that is
 * no SoQL type ({@code cast$int}), operands of one operator or function of types it does not take
 * ({@code type-mismatch}: {@code text_col = 2024}, {@code sum(text_col)}, {@code upper(number)}).
 * A type it does not know (a name it cannot resolve, a column of a type it does not model, NULL)
 * satisfies every rule, so it never refuses what it cannot see. It also records what each name
 * stands for, which the grouping rules read. Each node is typed once; the walk is bounded by
 * {@link Depth}.
 */
final class TypeChecker {

    private final StageScope scope;
    private final Select stage;
    private final Depth depth;
    private final Map<ColumnRef, Target> targets = new IdentityHashMap<>();
    private final Map<SelectItem, Optional<SoqlType>> itemTypes = new IdentityHashMap<>();
    private final boolean complete;
    private final List<Finding> names = new ArrayList<>();
    private final Calls calls;
    private final Operands operands;
    private boolean unresolved;

    /**
     * @param complete whether the stage's input is known whole (the schema, or outputs that all
     *     have names), so that a name it lacks is one Socrata does not know either
     */
    TypeChecker(StageScope scope, Select stage, boolean complete, Depth depth) {
        this.scope = scope;
        this.stage = stage;
        this.complete = complete;
        this.depth = depth;
        this.operands = new Operands(stage);
        this.calls = new Calls(this, operands, stage);
    }

    /** Types the whole stage: the select list, then each clause, each name looked up as Socrata does there. */
    void check() {
        stage.items().forEach(this::itemType);
        for (Clause each : stage.clauses()) {
            operands.in(each.kind());
            Lookup lookup = each.kind() == Clause.Kind.WHERE ? Lookup.COLUMNS_FIRST : Lookup.ALIASES_FIRST;
            switch (each.kind()) {
                case WHERE, HAVING -> type(each.condition(), lookup);
                case GROUP_BY -> each.expressions().forEach(e -> type(e, lookup));
                case ORDER_BY -> each.orderItems().forEach(o -> type(o.expr(), lookup));
                default -> {
                    // SEARCH, LIMIT and OFFSET hold a literal of their own
                }
            }
        }
        operands.in(null);
    }

    /** What each name of the stage stands for. */
    Map<ColumnRef, Target> targets() {
        return targets;
    }

    /** The type of a select item's value; null when not known. */
    SoqlType itemType(SelectItem item) {
        Optional<SoqlType> known = itemTypes.get(item);
        if (known == null) {
            Clause.Kind outer = operands.clause();
            operands.in(null);
            known = Optional.ofNullable(type(item.expr(), Lookup.COLUMNS_ONLY));
            operands.in(outer);
            itemTypes.put(item, known);
        }
        return known.orElse(null);
    }

    /** Unknown names, calls SoQL lacks, then types that do not fit: the order Socrata's analysis meets them. */
    List<Finding> findings() {
        List<Finding> all = new ArrayList<>(names);
        all.addAll(calls.findings());
        all.addAll(operands.findings());
        return all;
    }

    /** Whether every name and call of the stage is known, so the grouping rules can be judged. */
    boolean resolvedAll() {
        return !unresolved && calls.allKnown();
    }

    SoqlType type(Expr expr, Lookup lookup) {
        depth.enter();
        try {
            return compute(expr, lookup);
        } finally {
            depth.leave();
        }
    }

    private SoqlType compute(Expr expr, Lookup lookup) {
        if (expr instanceof Paren paren) {
            return type(paren.inner(), lookup);
        }
        if (expr instanceof Literal literal) {
            return Literals.type(literal);
        }
        if (expr instanceof ColumnRef ref) {
            return column(ref, lookup);
        }
        if (expr instanceof Call call) {
            return calls.call(call, lookup);
        }
        if (expr instanceof Cast cast) {
            return calls.cast(cast, lookup);
        }
        if (expr instanceof Unary unary) {
            SoqlType operand = type(unary.operand(), lookup);
            if (unary.op() == Op.NOT) {
                return SoqlType.BOOLEAN;
            }
            operands.expect("op$" + unary.op().symbol(), unary.operand(), operand, SoqlType.NUMBER, 0);
            return SoqlType.NUMBER;
        }
        if (expr instanceof Binary binary) {
            return binary(binary, lookup);
        }
        if (expr instanceof IsNull isNull) {
            type(isNull.operand(), lookup);
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Like like) {
            String name = like.negated() ? "#NOT_LIKE" : "#LIKE";
            operands.expect(name, like.subject(), type(like.subject(), lookup), SoqlType.TEXT, 0);
            operands.expect(name, like.pattern(), type(like.pattern(), lookup), SoqlType.TEXT, 1);
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof In in) {
            List<Expr> parts = new ArrayList<>(in.values().size() + 1);
            parts.add(in.subject());
            parts.addAll(in.values());
            operands.sameType(in.negated() ? "#NOT_IN" : "#IN", parts, typed(parts, lookup));
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Between between) {
            List<Expr> parts = List.of(between.subject(), between.low(), between.high());
            operands.sameType(between.negated() ? "#NOT_BETWEEN" : "#BETWEEN", parts, typed(parts, lookup));
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Case caseExpr) {
            List<Expr> values = new ArrayList<>();
            for (When when : caseExpr.whens()) {
                operands.expect("case", when.condition(), type(when.condition(), lookup), SoqlType.BOOLEAN, 0);
                values.add(when.value());
            }
            if (caseExpr.otherwise() != null) {
                values.add(caseExpr.otherwise());
            }
            return operands.sameType("case", values, typed(values, lookup));
        }
        return null; // * in a select list
    }

    private SoqlType column(ColumnRef ref, Lookup lookup) {
        Target target = scope.resolve(ref, lookup);
        targets.put(ref, target);
        if (target instanceof Column column) {
            return column.type();
        }
        if (target instanceof AliasOf alias) {
            return itemType(alias.item());
        }
        unresolved = true;
        if (complete && ref.qualifier() == null) {
            names.add(finding(Rule.NO_SUCH_COLUMN, "No such column: " + ref.name(), ref, false));
        }
        return null;
    }

    private SoqlType binary(Binary binary, Lookup lookup) {
        Op op = binary.op();
        if (op == Op.AND || op == Op.OR) {
            type(binary.left(), lookup);
            type(binary.right(), lookup);
            return SoqlType.BOOLEAN;
        }
        if (op.isComparison()) {
            List<Expr> parts = List.of(binary.left(), binary.right());
            operands.sameType("op$" + op.symbol(), parts, typed(parts, lookup));
            return SoqlType.BOOLEAN;
        }
        SoqlType left = type(binary.left(), lookup);
        SoqlType right = type(binary.right(), lookup);
        if (op == Op.CONCAT) {
            return SoqlType.TEXT;
        }
        if (left == SoqlType.TIMESTAMP || right == SoqlType.TIMESTAMP) {
            return null; // a timestamp plus a period ('P1D'): not modelled, neither refused nor typed
        }
        operands.expect("op$" + op.symbol(), binary.left(), left, SoqlType.NUMBER, 0);
        operands.expect("op$" + op.symbol(), binary.right(), right, SoqlType.NUMBER, 1);
        return SoqlType.NUMBER;
    }

    List<SoqlType> typed(List<Expr> parts, Lookup lookup) {
        List<SoqlType> typesOf = new ArrayList<>(parts.size());
        parts.forEach(part -> typesOf.add(type(part, lookup)));
        return typesOf;
    }

    private Finding finding(Rule rule, String message, Expr at, boolean certain) {
        return new Finding(rule, message, at, stage, operands.clause(), certain, null);
    }
}
