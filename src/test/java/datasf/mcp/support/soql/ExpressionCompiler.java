package datasf.mcp.support.soql;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Compiles a checked expression into a {@link Compiled} closure, once per query, so that a query
 * over thousands of rows costs a few milliseconds. Comparisons compare as the operands' static
 * type (see {@link Values#compare}); NULL in a comparison, IN, LIKE or BETWEEN gives null, which
 * WHERE treats as false: {@code = NULL} matches nothing, and neither does {@code NOT IN} a list
 * holding NULL.
 */
final class ExpressionCompiler {

    private final Stage stage;

    private ExpressionCompiler(Stage stage) {
        this.stage = stage;
    }

    static Compiled compile(Expr expr, Stage stage) {
        return new ExpressionCompiler(stage).of(expr);
    }

    private Compiled of(Expr expr) {
        if (expr instanceof Expr.Literal literal) {
            Object value = literal.value();
            return (row, group) -> value;
        }
        if (expr instanceof Expr.Column column) {
            String field = column.field();
            return (row, group) -> row.get(field);
        }
        if (expr instanceof Expr.Logical logical) {
            return logical(logical);
        }
        if (expr instanceof Expr.Not not) {
            Compiled operand = of(not.operand());
            return (row, group) -> {
                Boolean b = Values.truth(operand.eval(row, group));
                return b == null ? null : !b;
            };
        }
        if (expr instanceof Expr.IsNull isNull) {
            Compiled operand = of(isNull.operand());
            boolean negated = isNull.negated();
            return (row, group) -> (operand.eval(row, group) == null) != negated;
        }
        if (expr instanceof Expr.Comparison comparison) {
            return comparison(comparison);
        }
        if (expr instanceof Expr.In in) {
            return in(in);
        }
        if (expr instanceof Expr.Between between) {
            return between(between);
        }
        if (expr instanceof Expr.Like like) {
            return like(like);
        }
        if (expr instanceof Expr.Negate negate) {
            Compiled operand = of(negate.operand());
            return (row, group) -> {
                Double n = Values.number(operand.eval(row, group));
                return n == null ? null : -n;
            };
        }
        if (expr instanceof Expr.Arithmetic arithmetic) {
            return arithmetic(arithmetic);
        }
        if (expr instanceof Expr.Cast cast) {
            return cast(cast);
        }
        if (expr instanceof Expr.Call call) {
            return FunctionCatalog.isAggregate(call.function()) ? aggregate(call) : scalar(call);
        }
        throw new IllegalStateException("unbound expression " + expr.render());
    }

    private Compiled logical(Expr.Logical logical) {
        Compiled left = of(logical.left());
        Compiled right = of(logical.right());
        Boolean decisive = !logical.and(); // false decides AND, true decides OR
        return (row, group) -> {
            Boolean a = Values.truth(left.eval(row, group));
            if (decisive.equals(a)) {
                return a;
            }
            Boolean b = Values.truth(right.eval(row, group));
            if (decisive.equals(b)) {
                return b;
            }
            return a == null || b == null ? null : !decisive;
        };
    }

    private SoqlType comparedAs(List<Expr> operands) {
        return TypeChecker.comparedAs(operands, stage::typeOf);
    }

    private Compiled comparison(Expr.Comparison comparison) {
        Compiled left = of(comparison.left());
        Compiled right = of(comparison.right());
        SoqlType type = comparedAs(List.of(comparison.left(), comparison.right()));
        String op = comparison.op();
        return (row, group) -> {
            Integer c = Values.compare(left.eval(row, group), right.eval(row, group), type);
            if (c == null) {
                return null;
            }
            return switch (op) {
                case "=" -> c == 0;
                case "!=" -> c != 0;
                case "<" -> c < 0;
                case ">" -> c > 0;
                case "<=" -> c <= 0;
                default -> c >= 0;
            };
        };
    }

    private Compiled in(Expr.In in) {
        Compiled operand = of(in.operand());
        List<Compiled> items = in.items().stream().map(this::of).toList();
        SoqlType type = comparedAs(in.children());
        boolean negated = in.negated();
        return (row, group) -> {
            Object value = operand.eval(row, group);
            if (value == null) {
                return null;
            }
            boolean unknown = false;
            for (Compiled item : items) {
                Integer c = Values.compare(value, item.eval(row, group), type);
                if (c == null) {
                    unknown = true;
                } else if (c == 0) {
                    return !negated;
                }
            }
            return unknown ? null : negated; // x NOT IN ('a', NULL) is never true, as in SQL
        };
    }

    private Compiled between(Expr.Between between) {
        Compiled operand = of(between.operand());
        Compiled low = of(between.low());
        Compiled high = of(between.high());
        SoqlType type = comparedAs(between.children());
        boolean negated = between.negated();
        return (row, group) -> {
            Object value = operand.eval(row, group);
            Integer above = Values.compare(value, low.eval(row, group), type);
            Integer below = Values.compare(value, high.eval(row, group), type);
            if (above == null || below == null) {
                return null;
            }
            return (above >= 0 && below <= 0) != negated;
        };
    }

    private Compiled like(Expr.Like like) {
        Compiled operand = of(like.operand());
        Compiled patternOf = of(like.pattern());
        boolean negated = like.negated();
        return (row, group) -> {
            Object value = operand.eval(row, group);
            Object pattern = patternOf.eval(row, group);
            if (value == null || pattern == null) {
                return null;
            }
            return likeMatches(Values.text(pattern), Values.text(value)) != negated;
        };
    }

    /**
     * LIKE's wildcards: {@code %} any run, {@code _} one character; everything else literal,
     * case-sensitive. A table of which pattern prefix matches which value prefix, so that no
     * pattern (a run of {@code %} included) costs more than pattern length times value length.
     */
    static boolean likeMatches(String like, String text) {
        int[] pattern = like.codePoints().toArray();
        int[] value = text.codePoints().toArray();
        // matched[j]: the pattern's first i code points match the value's first j
        boolean[] matched = new boolean[value.length + 1];
        matched[0] = true;
        for (int p : pattern) {
            boolean[] next = new boolean[value.length + 1];
            if (p == '%') {
                boolean any = false;
                for (int j = 0; j <= value.length; j++) {
                    any |= matched[j];
                    next[j] = any;
                }
            } else {
                for (int j = 1; j <= value.length; j++) {
                    next[j] = matched[j - 1] && (p == '_' || p == value[j - 1]);
                }
            }
            matched = next;
        }
        return matched[value.length];
    }

    private Compiled arithmetic(Expr.Arithmetic arithmetic) {
        Compiled left = of(arithmetic.left());
        Compiled right = of(arithmetic.right());
        String op = arithmetic.op();
        return (row, group) -> {
            Object a = left.eval(row, group);
            Object b = right.eval(row, group);
            if (a == null || b == null) {
                return null;
            }
            if (op.equals("||")) {
                return Values.text(a) + Values.text(b);
            }
            Double x = Values.number(a);
            Double y = Values.number(b);
            if (x == null || y == null) {
                return null;
            }
            return switch (op) {
                case "+" -> x + y;
                case "-" -> x - y;
                case "*" -> x * y;
                case "/" -> y == 0 ? null : x / y;
                default -> y == 0 ? null : x % y; // Java's % on doubles is C's fmod, sign of the dividend
            };
        };
    }

    private Compiled cast(Expr.Cast cast) {
        Compiled operand = of(cast.operand());
        String type = cast.type();
        return (row, group) -> {
            Object value = operand.eval(row, group);
            if (value == null) {
                return null;
            }
            return switch (SoqlType.ofCastName(type)) {
                case NUMBER -> Values.number(value);
                case TEXT -> Values.normalizedText(value);
                case FLOATING_TIMESTAMP -> Values.timestamp(value);
                case BOOLEAN -> Values.bool(value);
                default -> value;
            };
        };
    }

    private Compiled aggregate(Expr.Call call) {
        String function = call.function();
        boolean distinct = call.distinct();
        if (call.star()) {
            return (row, group) -> (double) (group == null ? 1 : group.size());
        }
        if (call.args().isEmpty()) {
            return (row, group) -> null;
        }
        Compiled argument = of(call.args().get(0));
        SoqlType type = stage.typeOf(call.args().get(0));
        return (row, group) -> {
            List<Map<String, Object>> rows = group == null ? List.of(row) : group;
            List<Object> values = new ArrayList<>(rows.size());
            for (Map<String, Object> r : rows) {
                Object value = argument.eval(r, null);
                if (value != null) {
                    values.add(value);
                }
            }
            return Aggregates.apply(function, distinct, values, type);
        };
    }

    private Compiled scalar(Expr.Call call) {
        String function = call.function();
        List<Compiled> args = call.args().stream().map(this::of).toList();
        return (row, group) -> {
            List<Object> values = new ArrayList<>(args.size());
            for (Compiled arg : args) {
                values.add(arg.eval(row, group));
            }
            return ScalarFunctions.apply(function, values);
        };
    }
}
