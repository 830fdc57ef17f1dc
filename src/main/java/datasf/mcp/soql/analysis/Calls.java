package datasf.mcp.soql.analysis;

import datasf.mcp.soql.analysis.Finding.Rule;
import datasf.mcp.soql.analysis.StageScope.Lookup;
import datasf.mcp.soql.syntax.CastTypes;
import datasf.mcp.soql.syntax.SoqlFunction;
import datasf.mcp.soql.syntax.SoqlFunctions;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Cast;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Select;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Calls as Socrata's type checker resolves them against the function table
 * ({@link SoqlFunctions}): a name SoQL lacks, or an arity it lacks, is {@code no-such-function};
 * a cast to a name that is no SoQL type is the unknown function {@code cast$name}; each argument
 * must have its parameter's type. Windows and FILTER are typed by rules the checker does not
 * model: a stage with one is typed, not judged for grouping.
 */
final class Calls {

    private final TypeChecker types;
    private final Operands operands;
    private final Select stage;
    private final List<Finding> functions = new ArrayList<>();
    private boolean unknown;

    Calls(TypeChecker types, Operands operands, Select stage) {
        this.types = types;
        this.operands = operands;
        this.stage = stage;
    }

    List<Finding> findings() {
        return functions;
    }

    /** Whether every call of the stage is one the checker knows how Socrata types. */
    boolean allKnown() {
        return !unknown;
    }

    SoqlType call(Call call, Lookup lookup) {
        if (call.filter() != null) {
            types.type(call.filter(), lookup);
        }
        List<SoqlType> arguments = new ArrayList<>(call.arguments().size());
        call.arguments().forEach(argument -> arguments.add(types.type(argument, lookup)));
        String name = call.function();
        Optional<SoqlFunction> found =
                call.star() && !name.equals("count") ? Optional.empty() : SoqlFunctions.lookup(name, call.arity());
        if (found.isEmpty()) {
            unknown = true;
            String message = "No such function '" + name + "'; arity=" + call.arity();
            functions.add(new Finding(Rule.NO_SUCH_FUNCTION, message, call, stage, operands.clause(), false, null));
            return null;
        }
        SoqlFunction function = found.get();
        if (function.isWindow() != (call.window() != null) || call.filter() != null) {
            unknown = true; // windows and FILTER: typed by rules the checker does not model
            return function.result() == SoqlType.ANY ? null : function.result();
        }
        switch (name) {
            case "case" -> {
                return caseCall(call, arguments);
            }
            case "coalesce", "greatest", "least", "nullif" -> {
                return operands.sameType(name, call.arguments(), arguments);
            }
            default -> {
                for (int i = 0; i < arguments.size(); i++) {
                    operands.expect(name, call.arguments().get(i), arguments.get(i), function.parameter(i), i);
                }
            }
        }
        return function.result() == SoqlType.ANY ? Operands.firstConcrete(arguments) : function.result();
    }

    /** {@code case(condition, value, condition, value, ...)}: boolean conditions, values of one type. */
    private SoqlType caseCall(Call call, List<SoqlType> arguments) {
        List<Expr> values = new ArrayList<>();
        List<SoqlType> valueTypes = new ArrayList<>();
        for (int i = 0; i + 1 < arguments.size(); i += 2) {
            operands.expect("case", call.arguments().get(i), arguments.get(i), SoqlType.BOOLEAN, i);
            values.add(call.arguments().get(i + 1));
            valueTypes.add(arguments.get(i + 1));
        }
        return operands.sameType("case", values, valueTypes);
    }

    SoqlType cast(Cast cast, Lookup lookup) {
        SoqlType operand = types.type(cast.operand(), lookup);
        if (!CastTypes.isSoqlType(cast.type())) {
            String message = "No such function 'cast$" + StageScope.fold(cast.type()) + "'; arity=1";
            functions.add(new Finding(Rule.UNKNOWN_CAST, message, cast, stage, operands.clause(), true, operand));
            return null;
        }
        SoqlType type = CastTypes.typeOf(cast.type());
        return type == SoqlType.OTHER ? null : type;
    }
}
