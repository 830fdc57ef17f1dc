package datasf.mcp.soql.analysis;

import datasf.mcp.soql.analysis.Finding.Rule;
import datasf.mcp.soql.analysis.StageScope.AliasOf;
import datasf.mcp.soql.analysis.StageScope.Column;
import datasf.mcp.soql.analysis.StageScope.Lookup;
import datasf.mcp.soql.analysis.StageScope.Target;
import datasf.mcp.soql.syntax.CastTypes;
import datasf.mcp.soql.syntax.SoqlFunction;
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
    private final List<Finding> functions = new ArrayList<>();
    private final List<Finding> types = new ArrayList<>();
    private Clause.Kind clause;
    private boolean unresolved;
    private boolean unknownCall;

    /**
     * @param complete whether the stage's input is known whole (the schema, or outputs that all
     *     have names), so that a name it lacks is one Socrata does not know either
     */
    TypeChecker(StageScope scope, Select stage, boolean complete, Depth depth) {
        this.scope = scope;
        this.stage = stage;
        this.complete = complete;
        this.depth = depth;
    }

    /** Types the whole stage: the select list, then each clause, each name looked up as Socrata does there. */
    void check() {
        stage.items().forEach(this::itemType);
        for (Clause each : stage.clauses()) {
            clause = each.kind();
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
        clause = null;
    }

    /** What each name of the stage stands for. */
    Map<ColumnRef, Target> targets() {
        return targets;
    }

    /** The type of a select item's value; null when not known. */
    SoqlType itemType(SelectItem item) {
        Optional<SoqlType> known = itemTypes.get(item);
        if (known == null) {
            Clause.Kind outer = clause;
            clause = null;
            known = Optional.ofNullable(type(item.expr(), Lookup.COLUMNS_ONLY));
            clause = outer;
            itemTypes.put(item, known);
        }
        return known.orElse(null);
    }

    /** Unknown names, calls SoQL lacks, then types that do not fit: the order Socrata's analysis meets them. */
    List<Finding> findings() {
        List<Finding> all = new ArrayList<>(names);
        all.addAll(functions);
        all.addAll(types);
        return all;
    }

    /** Whether every name and call of the stage is known, so the grouping rules can be judged. */
    boolean resolvedAll() {
        return !unresolved && !unknownCall;
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
            return call(call, lookup);
        }
        if (expr instanceof Cast cast) {
            return cast(cast, lookup);
        }
        if (expr instanceof Unary unary) {
            SoqlType operand = type(unary.operand(), lookup);
            if (unary.op() == Op.NOT) {
                return SoqlType.BOOLEAN;
            }
            expect("op$" + unary.op().symbol(), unary.operand(), operand, SoqlType.NUMBER, 0);
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
            expect(name, like.subject(), type(like.subject(), lookup), SoqlType.TEXT, 0);
            expect(name, like.pattern(), type(like.pattern(), lookup), SoqlType.TEXT, 1);
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof In in) {
            List<Expr> operands = new ArrayList<>(in.values().size() + 1);
            operands.add(in.subject());
            operands.addAll(in.values());
            sameType(in.negated() ? "#NOT_IN" : "#IN", operands, typed(operands, lookup));
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Between between) {
            List<Expr> operands = List.of(between.subject(), between.low(), between.high());
            sameType(between.negated() ? "#NOT_BETWEEN" : "#BETWEEN", operands, typed(operands, lookup));
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Case caseExpr) {
            List<Expr> values = new ArrayList<>();
            for (When when : caseExpr.whens()) {
                expect("case", when.condition(), type(when.condition(), lookup), SoqlType.BOOLEAN, 0);
                values.add(when.value());
            }
            if (caseExpr.otherwise() != null) {
                values.add(caseExpr.otherwise());
            }
            return sameType("case", values, typed(values, lookup));
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
            List<Expr> operands = List.of(binary.left(), binary.right());
            sameType("op$" + op.symbol(), operands, typed(operands, lookup));
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
        expect("op$" + op.symbol(), binary.left(), left, SoqlType.NUMBER, 0);
        expect("op$" + op.symbol(), binary.right(), right, SoqlType.NUMBER, 1);
        return SoqlType.NUMBER;
    }

    private SoqlType call(Call call, Lookup lookup) {
        if (call.filter() != null) {
            type(call.filter(), lookup);
        }
        List<SoqlType> arguments = new ArrayList<>(call.arguments().size());
        call.arguments().forEach(argument -> arguments.add(type(argument, lookup)));
        String name = call.function();
        if (call.distinct() && SoqlFunctions.named(name).isEmpty()) {
            name = StageScope.fold(call.name()); // sum(DISTINCT x): the aggregate over distinct values
        }
        Optional<SoqlFunction> found =
                call.star() && !name.equals("count") ? Optional.empty() : SoqlFunctions.lookup(name, call.arity());
        if (found.isEmpty()) {
            unknownCall = true;
            functions.add(finding(
                    Rule.NO_SUCH_FUNCTION, "No such function '" + name + "'; arity=" + call.arity(), call, false));
            return null;
        }
        SoqlFunction function = found.get();
        if (function.isWindow() != (call.window() != null) || call.filter() != null) {
            unknownCall = true; // windows and FILTER: typed by rules the checker does not model
            return function.result() == SoqlType.ANY ? null : function.result();
        }
        switch (name) {
            case "case" -> {
                return caseCall(call, arguments);
            }
            case "coalesce", "greatest", "least", "nullif" -> {
                return sameType(name, call.arguments(), arguments);
            }
            default -> {
                for (int i = 0; i < arguments.size(); i++) {
                    expect(name, call.arguments().get(i), arguments.get(i), function.parameter(i), i);
                }
            }
        }
        return function.result() == SoqlType.ANY ? firstConcrete(arguments) : function.result();
    }

    /** {@code case(condition, value, condition, value, ...)}: boolean conditions, values of one type. */
    private SoqlType caseCall(Call call, List<SoqlType> arguments) {
        List<Expr> values = new ArrayList<>();
        List<SoqlType> valueTypes = new ArrayList<>();
        for (int i = 0; i + 1 < arguments.size(); i += 2) {
            expect("case", call.arguments().get(i), arguments.get(i), SoqlType.BOOLEAN, i);
            values.add(call.arguments().get(i + 1));
            valueTypes.add(arguments.get(i + 1));
        }
        return sameType("case", values, valueTypes);
    }

    private SoqlType cast(Cast cast, Lookup lookup) {
        SoqlType operand = type(cast.operand(), lookup);
        if (!CastTypes.isSoqlType(cast.type())) {
            String message = "No such function 'cast$" + StageScope.fold(cast.type()) + "'; arity=1";
            functions.add(new Finding(Rule.UNKNOWN_CAST, message, cast, stage, clause, true, operand));
            return null;
        }
        SoqlType type = CastTypes.typeOf(cast.type());
        return type == SoqlType.OTHER ? null : type;
    }

    /**
     * Operands that must have one type (a comparison's, IN's, BETWEEN's, CASE's values): the type
     * of the first that is not a literal, which each literal must read as.
     */
    private SoqlType sameType(String name, List<Expr> operands, List<SoqlType> typesOf) {
        SoqlType anchor = null;
        SoqlType literal = null;
        for (int i = 0; i < operands.size(); i++) {
            SoqlType type = typesOf.get(i);
            boolean isLiteral = Literals.of(operands.get(i)) != null;
            if (anchor == null && !isLiteral && concrete(type)) {
                anchor = type;
            }
            if (literal == null && isLiteral && concrete(type)) {
                literal = type;
            }
        }
        if (anchor == null) {
            return literal;
        }
        for (int i = 0; i < operands.size(); i++) {
            expect(name, operands.get(i), typesOf.get(i), anchor, i);
        }
        return anchor;
    }

    private List<SoqlType> typed(List<Expr> operands, Lookup lookup) {
        List<SoqlType> typesOf = new ArrayList<>(operands.size());
        operands.forEach(operand -> typesOf.add(type(operand, lookup)));
        return typesOf;
    }

    private void expect(String name, Expr operand, SoqlType actual, SoqlType wanted, int position) {
        if (!concrete(actual) || wanted == null || actual == wanted) {
            return;
        }
        if (wanted == SoqlType.ANY || wanted == SoqlType.OTHER) {
            return;
        }
        Literal literal = Literals.of(operand);
        if (literal != null && literal.isString() && Literals.reads(literal.value(), wanted)) {
            return;
        }
        if (wanted == SoqlType.GEO && actual == SoqlType.TEXT && (position > 0 || literal != null)) {
            return; // a shape written as text; what Socrata makes of a text column there is not known here
        }
        types.add(
                finding(Rule.TYPE_MISMATCH, "Type mismatch for " + name + ", is " + soqlName(actual), operand, false));
    }

    private Finding finding(Rule rule, String message, Expr at, boolean certain) {
        return new Finding(rule, message, at, stage, clause, certain, null);
    }

    /** A type the rules judge: the column types Socrata type-checks, not points, urls or unknowns. */
    static boolean concrete(SoqlType type) {
        return type == SoqlType.TEXT
                || type == SoqlType.NUMBER
                || type == SoqlType.TIMESTAMP
                || type == SoqlType.BOOLEAN;
    }

    private static SoqlType firstConcrete(List<SoqlType> types) {
        return types.stream().filter(TypeChecker::concrete).findFirst().orElse(null);
    }

    /** As Socrata's type errors name a type ("is number"). */
    static String soqlName(SoqlType type) {
        return switch (type) {
            case TEXT -> "text";
            case NUMBER -> "number";
            case TIMESTAMP -> "floating_timestamp";
            case BOOLEAN -> "boolean";
            default -> "unknown";
        };
    }
}
