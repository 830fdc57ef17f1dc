package datasf.mcp.advisor;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.IsoDates;
import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
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

    static List<Hint> mismatches(String soql, Map<String, SoqlType> types) {
        QueryText query = QueryText.of(soql);
        List<Hint> hints = new ArrayList<>();
        for (Predicates.Condition condition : Predicates.find(query, types::containsKey)) {
            if (!condition.subject().isBareColumn() || condition.kind() == Predicates.Kind.LIKE) {
                continue;
            }
            String column = condition.subject().column();
            SoqlType type = types.get(column);
            for (Predicates.Operand value : condition.values()) {
                Fix fix = value.isString(query)
                        ? fromString(type, SoqlStrings.value(query.token(value.first())))
                        : value.isNumber(query) ? fromNumber(type, value.text(query), condition) : null;
                if (fix != null && hints.size() < 3) {
                    String what = query.slice(condition.first(), condition.last());
                    int from = fix.replaces() == Fix.Replaces.CONDITION ? condition.first() : value.first();
                    int to = fix.replaces() == Fix.Replaces.CONDITION ? condition.last() : value.last();
                    hints.add(
                            fix.replaces() == Fix.Replaces.NOTHING
                                    ? new Hint(what, column + " is " + name(type), fix.text(), null)
                                    : new Hint(
                                            what,
                                            column + " is " + name(type),
                                            replace(query, condition.first(), condition.last(), from, to, fix.text()),
                                            replace(query, 0, query.size() - 1, from, to, fix.text())));
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

    private static Fix fromNumber(SoqlType type, String number, Predicates.Condition condition) {
        String column = condition.subject().column();
        boolean year = number.matches("\\d{4}");
        return switch (type) {
            case TEXT -> Fix.of(SoqlStrings.literal(number));
            case BOOLEAN ->
                number.equals("1") ? Fix.of("true") : number.equals("0") ? Fix.of("false") : Fix.say("true or false");
            // a year compared with a timestamp: compare the timestamp's year, with the operator written
            case TIMESTAMP ->
                year && condition.kind() == Predicates.Kind.COMPARE && !condition.negated()
                        ? Fix.condition("date_extract_y(" + column + ") " + condition.operator() + " " + number)
                        : Fix.say(
                                year
                                        ? "date_extract_y(" + column + ") = " + number
                                        : "an ISO date such as '2024-01-31'");
            default -> null;
        };
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

    /** The text of tokens {@code first..last} with tokens {@code from..to} (within them) replaced by {@code text}. */
    private static String replace(QueryText query, int first, int last, int from, int to, String text) {
        String all = query.text();
        int start = first == 0 ? 0 : query.token(first).start();
        int end = last == query.size() - 1 ? all.length() : query.token(last).end();
        return all.substring(start, query.token(from).start())
                + text
                + all.substring(query.token(to).end(), end);
    }
}
