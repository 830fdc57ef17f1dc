package datasf.mcp.advisor;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.syntax.IsoDates;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * For a type mismatch Socrata reported: the conditions whose literal cannot be read as its
 * column's type, each with the whole condition written in that type where it can be ({@code
 * supervisor_district = 'District 6'} -> {@code supervisor_district = 6}, {@code incident_date >
 * 2020} -> {@code date_extract_y(incident_date) > 2020}), so the suggestion can be pasted as it is.
 */
final class TypedLiterals {

    private static final Pattern ONE_NUMBER = Pattern.compile("^\\D*(-?\\d+(?:\\.\\d+)?)\\D*$");
    private static final Pattern NUMERIC = Pattern.compile("-?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");

    /** What replaces the literal, or the whole condition, or (neither) a description of what to write. */
    private record Fix(String text, Replaces replaces) {
        enum Replaces {
            LITERAL,
            CONDITION,
            NOTHING
        }

        static Fix of(String literal) {
            return new Fix(literal, Replaces.LITERAL);
        }

        static Fix condition(String condition) {
            return new Fix(condition, Replaces.CONDITION);
        }

        static Fix say(String description) {
            return new Fix(description, Replaces.NOTHING);
        }
    }

    private TypedLiterals() {}

    static List<Hint> mismatches(SoqlTree tree, Map<String, SoqlType> types) {
        String soql = tree.text();
        if (!tree.isValid()) {
            return List.of();
        }
        List<Hint> hints = new ArrayList<>();
        for (Predicate condition : Predicates.of(tree.query(), types::containsKey)) {
            Hint textDate = yearOfText(condition, types, soql);
            if (textDate != null && hints.size() < 3) {
                hints.add(textDate);
            }
            if (!condition.isBareColumn() || condition.kind() == Predicate.Kind.LIKE) {
                continue;
            }
            String column = condition.column();
            SoqlType type = types.get(column);
            for (Expr value : condition.values()) {
                Fix fix = Values.isString(value)
                        ? fromString(type, Values.string(value).value())
                        : Values.isNumber(value)
                                ? fromNumber(type, value.in(soql), condition)
                                : isBoolean(value) && type == SoqlType.NUMBER ? fromBoolean(value.in(soql)) : null;
                if (fix != null && hints.size() < 3) {
                    String what = condition.node().in(soql);
                    Node replaced = fix.replaces() == Fix.Replaces.CONDITION ? condition.node() : value;
                    hints.add(
                            fix.replaces() == Fix.Replaces.NOTHING
                                    ? new Hint(what, column + " is " + name(type), fix.text(), null)
                                    : new Hint(
                                            what,
                                            column + " is " + name(type),
                                            fix.replaces() == Fix.Replaces.CONDITION
                                                    ? fix.text()
                                                    : HintText.replaceIn(soql, condition, value, fix.text()),
                                            HintText.replace(soql, replaced, fix.text())));
                }
            }
        }
        return hints;
    }

    /** What a string literal should be for the column's type, or null when it is fine as it is. */
    private static Fix fromString(SoqlType type, String value) {
        return switch (type) {
            case NUMBER -> {
                if (NUMERIC.matcher(value.trim()).matches()) {
                    yield null;
                }
                // '1,000,000', '$5,000': separators and currency are not part of a SoQL number
                Matcher one = ONE_NUMBER.matcher(value.replaceAll("(?<=\\d),(?=\\d{3})", ""));
                yield one.matches() ? Fix.of(one.group(1)) : Fix.say("a number");
            }
            case TIMESTAMP ->
                IsoDates.isIso(value)
                        ? null
                        : IsoDates.toIso(value)
                                .map(iso -> Fix.of(SoqlStrings.literal(iso)))
                                .orElse(Fix.say("an ISO date such as '2024-01-31'"));
            case BOOLEAN ->
                value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false") ? null : Fix.say("true or false");
            default -> null;
        };
    }

    private static Fix fromNumber(SoqlType type, String number, Predicate condition) {
        String column = condition.column();
        boolean year = number.matches("\\d{4}");
        return switch (type) {
            case TEXT -> Fix.of(SoqlStrings.literal(number));
            case BOOLEAN ->
                number.equals("1") ? Fix.of("true") : number.equals("0") ? Fix.of("false") : Fix.say("true or false");
            // a year compared with a timestamp: compare the timestamp's year, with the operator written
            case TIMESTAMP ->
                year && condition.kind() == Predicate.Kind.COMPARE && !condition.negated()
                        ? Fix.condition("date_extract_y(" + column + ") " + condition.operator() + " " + number)
                        : Fix.say(
                                year
                                        ? "date_extract_y(" + column + ") = " + number
                                        : "an ISO date such as '2024-01-31'");
            default -> null;
        };
    }

    /** A flag kept as a number ({@code priorpermit} 0 or 1) compared with true or false: 1 or 0. */
    private static Fix fromBoolean(String bool) {
        return Fix.of(bool.equalsIgnoreCase("true") ? "1" : "0");
    }

    private static boolean isBoolean(Expr value) {
        return value instanceof Literal literal && literal.kind() == Literal.Kind.BOOLEAN;
    }

    /**
     * {@code date_extract_y(received) = 2024} where {@code received} is text: the dates are kept
     * as text, so the year is its first four characters when it is written year first
     * ({@code 20240131}, {@code 2024-01-31}).
     */
    private static Hint yearOfText(Predicate condition, Map<String, SoqlType> types, String soql) {
        Literal year = condition.values().size() == 1
                ? Values.number(condition.values().get(0))
                : null;
        if (!"date_extract_y".equals(condition.function())
                || types.get(condition.column()) != SoqlType.TEXT
                || condition.kind() != Predicate.Kind.COMPARE
                || !condition.isEquality()
                || condition.negated()
                || year == null
                || !year.value().matches("\\d{4}")) {
            return null;
        }
        String fixed = condition.column() + " LIKE '" + year.value() + "%'";
        return new Hint(
                condition.node().in(soql),
                condition.column() + " is text, not a date: its dates are written as text, and date functions do "
                        + "not take it",
                fixed + " (when it is written year first, as 20240131 or 2024-01-31)",
                HintText.replace(soql, condition.node(), fixed));
    }

    private static String name(SoqlType type) {
        return switch (type) {
            case TEXT -> "text";
            case NUMBER -> "a number";
            case TIMESTAMP -> "a timestamp";
            case BOOLEAN -> "a checkbox";
            case GEO -> "a location";
            case OTHER, ANY -> "another type";
        };
    }
}
