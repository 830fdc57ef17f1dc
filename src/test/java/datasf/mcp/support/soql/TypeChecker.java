package datasf.mcp.support.soql;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Types bound expressions as SoQL's type checker does and refuses what it refuses
 * ({@code query.soql.type-mismatch}, "Type mismatch for op$=, is number"):
 * <ul>
 *   <li>=, !=, <, IN, BETWEEN take operands of one type, set by the first operand that is not a
 *       literal. A quoted literal adapts when it reads as that type ({@code number_col = '3'},
 *       {@code checkbox = 'true'}, {@code ts_col >= '2023-07-04'}); a floating timestamp takes
 *       ISO-8601 only, so {@code '07/04/2023'} and {@code '2023-07-04 18:30:00'} are text.</li>
 *   <li>Function arguments have declared types ({@code sum}/{@code avg} take numbers,
 *       {@code upper}, {@code contains} and the {@code caseless_*} functions text,
 *       {@code date_extract_y} a timestamp, {@code within_circle} a point column, not latitude or
 *       longitude numbers), and so do LIKE (text) and arithmetic (numbers). CASE takes boolean
 *       conditions and values of one type.</li>
 *   <li>A cast answers the type it names ({@code x::number}); it is not checked against its
 *       operand.</li>
 * </ul>
 * {@link SoqlType#UNCHECKED} operands (points, urls, NULL) satisfy every check.
 */
final class TypeChecker {

    private final Map<Expr, SoqlType> types = new IdentityHashMap<>();

    static Map<Expr, SoqlType> check(List<Expr> expressions) {
        TypeChecker checker = new TypeChecker();
        for (Expr expr : expressions) {
            checker.typeOf(expr);
        }
        return checker.types;
    }

    private SoqlType typeOf(Expr expr) {
        SoqlType known = types.get(expr);
        if (known != null) {
            return known;
        }
        SoqlType type = compute(expr);
        types.put(expr, type);
        return type;
    }

    private SoqlType compute(Expr expr) {
        if (expr instanceof Expr.Literal literal) {
            return literalType(literal.value());
        }
        if (expr instanceof Expr.Column column) {
            return column.type();
        }
        if (expr instanceof Expr.Comparison c) {
            sameType("op$" + c.written(), List.of(c.left(), c.right()));
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Expr.In in) {
            sameType(in.negated() ? "#NOT_IN" : "#IN", in.children());
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Expr.Between between) {
            sameType(between.negated() ? "#NOT_BETWEEN" : "#BETWEEN", between.children());
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Expr.Like like) {
            String function = like.negated() ? "#NOT_LIKE" : "#LIKE";
            expect(function, like.operand(), SoqlType.TEXT);
            expect(function, like.pattern(), SoqlType.TEXT);
            return SoqlType.BOOLEAN;
        }
        if (expr instanceof Expr.Negate negate) {
            expect("op$-", negate.operand(), SoqlType.NUMBER);
            return SoqlType.NUMBER;
        }
        if (expr instanceof Expr.Arithmetic arithmetic) {
            return arithmetic(arithmetic);
        }
        if (expr instanceof Expr.Cast cast) {
            typeOf(cast.operand());
            return SoqlType.ofCastName(cast.type());
        }
        if (expr instanceof Expr.Call call) {
            return call(call);
        }
        for (Expr child : expr.children()) { // AND, OR, NOT, IS NULL
            typeOf(child);
        }
        return expr instanceof Expr.Name ? SoqlType.UNCHECKED : SoqlType.BOOLEAN;
    }

    static SoqlType literalType(Object value) {
        if (value instanceof String) {
            return SoqlType.TEXT;
        }
        if (value instanceof Double) {
            return SoqlType.NUMBER;
        }
        return value instanceof Boolean ? SoqlType.BOOLEAN : SoqlType.UNCHECKED;
    }

    private SoqlType arithmetic(Expr.Arithmetic a) {
        if (a.op().equals("||")) {
            typeOf(a.left());
            typeOf(a.right());
            return SoqlType.TEXT;
        }
        SoqlType left = typeOf(a.left());
        SoqlType right = typeOf(a.right());
        if (left == SoqlType.FLOATING_TIMESTAMP || right == SoqlType.FLOATING_TIMESTAMP) {
            return SoqlType.UNCHECKED; // timestamp arithmetic is not modelled: neither refused nor typed
        }
        expect("op$" + a.op(), a.left(), SoqlType.NUMBER);
        expect("op$" + a.op(), a.right(), SoqlType.NUMBER);
        return SoqlType.NUMBER;
    }

    private SoqlType call(Expr.Call call) {
        FunctionCatalog.Signature signature = FunctionCatalog.signature(call.function());
        List<SoqlType> argTypes = new ArrayList<>();
        for (Expr arg : call.args()) {
            argTypes.add(typeOf(arg));
        }
        if (signature == null) {
            return SoqlType.UNCHECKED;
        }
        if (call.function().equals("coalesce")) {
            return sameType(call.function(), call.args());
        }
        if (call.function().equals("case")) {
            return caseOf(call);
        }
        for (int i = 0; i < call.args().size(); i++) {
            expect(call.function(), call.args().get(i), signature.param(i));
        }
        if (signature.result() == null) {
            return argTypes.isEmpty() ? SoqlType.UNCHECKED : argTypes.get(0);
        }
        return signature.result();
    }

    /** {@code case(c1, v1, c2, v2, ...)}: every condition a boolean, every value of one type, which it answers. */
    private SoqlType caseOf(Expr.Call call) {
        List<Expr> values = new ArrayList<>();
        for (int i = 0; i < call.args().size(); i += 2) {
            expect(call.function(), call.args().get(i), SoqlType.BOOLEAN);
            values.add(call.args().get(i + 1));
        }
        return sameType(call.function(), values);
    }

    /**
     * Checks that all operands have one type, the first non-literal operand's (literals adapt
     * where SoQL lets them), and answers that type.
     */
    private SoqlType sameType(String function, List<Expr> operands) {
        SoqlType anchor = null;
        for (Expr operand : operands) {
            SoqlType type = typeOf(operand);
            if (anchor == null && type != SoqlType.UNCHECKED && !(operand instanceof Expr.Literal)) {
                anchor = type;
            }
        }
        if (anchor == null) {
            return comparedAs(operands, this::typeOf);
        }
        for (Expr operand : operands) {
            expect(function, operand, anchor);
        }
        return anchor;
    }

    /**
     * The type the operands of a comparison are compared as: the first non-literal typed
     * operand's, else the first typed literal's.
     */
    static SoqlType comparedAs(List<Expr> operands, Function<Expr, SoqlType> typeOf) {
        for (Expr operand : operands) {
            SoqlType type = typeOf.apply(operand);
            if (type != SoqlType.UNCHECKED && !(operand instanceof Expr.Literal)) {
                return type;
            }
        }
        for (Expr operand : operands) {
            if (typeOf.apply(operand) != SoqlType.UNCHECKED) {
                return typeOf.apply(operand);
            }
        }
        return SoqlType.UNCHECKED;
    }

    private void expect(String function, Expr operand, SoqlType wanted) {
        SoqlType actual = typeOf(operand);
        if (wanted == SoqlType.UNCHECKED || actual == SoqlType.UNCHECKED || actual == wanted) {
            return; // a point column passes as GEOMETRY; a NULL literal passes anything
        }
        if (operand instanceof Expr.Literal literal
                && literal.value() instanceof String text
                && wanted.readsTextLiteral(text)) {
            return;
        }
        throw SoqlError.typeMismatch(function, actual, operand.pos());
    }
}
