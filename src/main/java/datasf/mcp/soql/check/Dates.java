package datasf.mcp.soql.check;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.regex.Pattern;

/** Reading the ISO dates of literals and of a column's statistics. */
final class Dates {

    /** A day, optionally at midnight: {@code 2024-06-30}, {@code 2024-06-30T00:00:00}. */
    private static final Pattern DAY = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})(T00:00(:00(\\.0+)?)?)?");

    /** A timestamp as Socrata writes one: {@code 2024-06-30T12:38:00.000}. */
    private static final Pattern TIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T(\\d{2}):(\\d{2})(:(\\d{2}))?.*");

    /** The start of an ISO date or timestamp. */
    private static final Pattern DAY_START = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private Dates() {}

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
