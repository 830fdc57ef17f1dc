package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlFunction;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A function's result compared with a number it never returns, per the function table's domain:
 * {@code date_extract_dow(x) = 7} (0 to 6, Sunday = 0), {@code date_extract_m(x) = 0},
 * {@code date_extract_hh(x) = 24}. Days of week written 1 to 7 (Sunday = 1, as in SQL's
 * DAYOFWEEK) get the query with each day one lower.
 */
final class FunctionDomainCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            Expr subject = review.resolve(condition, condition.subject());
            if (!(subject instanceof Call call) || condition.kind() == Predicate.Kind.IS_NULL) {
                continue;
            }
            Optional<SoqlFunction.Domain> domain = call.definition().map(SoqlFunction::domain);
            if (domain.isEmpty()) {
                continue;
            }
            List<Literal> outside = new ArrayList<>();
            for (Expr value : condition.values()) {
                Literal number = Values.number(value);
                if (number != null && !domain.get().contains(numberOf(value, number))) {
                    outside.add(number);
                }
            }
            if (outside.isEmpty()) {
                continue;
            }
            String why = call.function() + " gives " + domain.get() + "; "
                    + outside.get(0).text() + " never matches";
            if (call.function().equals("date_extract_dow") && sundayIsOne(condition)) {
                notes.add(
                        condition.node(),
                        why,
                        "Sunday = 0 ... Saturday = 6: each day one lower",
                        shiftedDays(review.text(), condition));
            } else {
                notes.add(condition.node(), why, "a value from " + domain.get(), null);
            }
        }
    }

    private static double numberOf(Expr value, Literal number) {
        double parsed = Double.parseDouble(number.text());
        return value instanceof datasf.mcp.soql.tree.Unary unary && unary.op() == datasf.mcp.soql.tree.Op.MINUS
                ? -parsed
                : parsed;
    }

    /** Every value a whole number from 1 to 7: days counted from Sunday = 1. */
    private static boolean sundayIsOne(Predicate condition) {
        return condition.values().stream().allMatch(v -> {
            Literal number = Values.number(v);
            return number == v
                    && number.isInteger()
                    && Integer.parseInt(number.text()) >= 1
                    && Integer.parseInt(number.text()) <= 7;
        });
    }

    private static String shiftedDays(String text, Predicate condition) {
        StringBuilder query = new StringBuilder(text);
        List<Expr> values = new ArrayList<>(condition.values());
        for (int i = values.size() - 1; i >= 0; i--) {
            Expr value = values.get(i);
            int day = Integer.parseInt(value.in(text));
            query.replace(value.start(), value.end(), Integer.toString(day - 1));
        }
        return query.toString();
    }
}
