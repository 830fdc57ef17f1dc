package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.regex.Pattern;

/** Reading the ISO dates of literals and of a column's statistics, and the years they write. */
final class Dates {

    /** A day, optionally at midnight: {@code 2024-06-30}, {@code 2024-06-30T00:00:00}. */
    private static final Pattern DAY = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})(T00:00(:00(\\.0+)?)?)?");

    /** A timestamp as Socrata writes one: {@code 2024-06-30T12:38:00.000}. */
    private static final Pattern TIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T(\\d{2}):(\\d{2})(:(\\d{2}))?.*");

    /** The start of an ISO date or timestamp. */
    private static final Pattern DAY_START = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private Dates() {}

    /** Whether a column is named for years ({@code incident_year}, {@code release_year}): its values are years. */
    static boolean namedForYears(String column) {
        return column != null && Words.of(column).contains("year");
    }

    /** The year a literal writes, as a whole number or as text ({@code 2020}, {@code '2020'}), or -1. */
    static int yearOf(Expr value) {
        Literal number = Values.number(value);
        Literal text = Values.string(value);
        String year = number != null && number.isInteger() ? number.text() : text != null ? text.value() : "";
        return year.length() == 4 && year.chars().allMatch(Character::isDigit) ? Integer.parseInt(year) : -1;
    }

    /** The day of a literal that is a date only (or midnight), else null. */
    static LocalDate day(String literal) {
        var m = DAY.matcher(literal);
        return m.matches() ? parse(m.group(1)) : null;
    }

    /** The day of a literal that is a date and nothing more ({@code 2024-06-30}), else null. */
    static LocalDate dateOnly(String literal) {
        return literal.length() == 10 ? day(literal) : null;
    }

    /** The day any ISO date or timestamp starts with, else null. */
    static LocalDate dayOf(String value) {
        return value != null && value.length() >= 10 && DAY_START.matcher(value).lookingAt()
                ? parse(value.substring(0, 10))
                : null;
    }

    /** Whether a column's known timestamps include one that is not midnight: it holds times of day. */
    static boolean holdsTimes(ColumnFacts column) {
        return column.examples().stream().anyMatch(Dates::hasTime);
    }

    private static boolean hasTime(String value) {
        var m = TIME.matcher(value);
        return m.matches() && !(m.group(1).equals("00") && m.group(2).equals("00"));
    }

    private static LocalDate parse(String day) {
        try {
            return LocalDate.parse(day);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
