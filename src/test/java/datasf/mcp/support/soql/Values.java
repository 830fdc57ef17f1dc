package datasf.mcp.support.soql;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runtime values and how they compare. A value is null, a String (as recorded: Socrata sends
 * numbers and timestamps as strings), a Double (computed), a Boolean (checkbox) or a JsonNode
 * (point, url). Comparisons follow the operands' static type: numbers numerically, text by code
 * unit (case-sensitive, as Socrata), floating timestamps as their normalised ISO text.
 */
final class Values {

    /** A floating timestamp as Socrata writes one, and the shorter ISO forms it reads. */
    private static final Pattern TIMESTAMP = Pattern.compile(
            "(\\d{4})(?:-(\\d{1,2})(?:-(\\d{1,2})(?:T(\\d{1,2})(?::(\\d{2})(?::(\\d{2})(?:[.,](\\d{1,9}))?)?)?)?)?)?");

    private Values() {}

    static Double number(Object value) {
        if (value instanceof Double d) {
            return d;
        }
        if (value instanceof String s) {
            String t = s.strip();
            return isNumeric(t) ? Double.parseDouble(t) : null;
        }
        return null;
    }

    /** SoQL's number syntax, {@code -?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?}, scanned by hand: it runs per row. */
    static boolean isNumeric(String t) {
        int i = t.startsWith("-") ? 1 : 0;
        int digits = 0;
        while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
            i++;
            digits++;
        }
        if (i < t.length() && t.charAt(i) == '.') {
            i++;
            while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < t.length() && (t.charAt(i) == 'e' || t.charAt(i) == 'E')) {
            i++;
            if (i < t.length() && (t.charAt(i) == '+' || t.charAt(i) == '-')) {
                i++;
            }
            int exponent = 0;
            while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
                i++;
                exponent++;
            }
            if (exponent == 0) {
                return false;
            }
        }
        return i == t.length();
    }

    /**
     * A checkbox value, or text that reads as one ({@code true}/{@code false}, {@code 1}/{@code 0},
     * any case); null for anything else.
     */
    static Boolean bool(Object value) {
        if (value instanceof Boolean b) {
            return b;
        }
        if (!(value instanceof String s)) {
            return null;
        }
        if (s.equalsIgnoreCase("true") || s.equals("1")) {
            return Boolean.TRUE;
        }
        return s.equalsIgnoreCase("false") || s.equals("0") ? Boolean.FALSE : null;
    }

    /** A value's text: what LIKE, ||, SEARCH and ::text see. Never called with null. */
    static String text(Object value) {
        if (value instanceof String s) {
            return s;
        }
        if (value instanceof Double d) {
            return formatNumber(d);
        }
        return value.toString();
    }

    /**
     * A floating timestamp in Socrata's form ({@code 2023-07-04T18:30:00.000}), from a value or
     * literal in any ISO form SoQL reads ({@code 2023}, {@code 2023-07}, {@code 2023-07-04T18:30});
     * null when it is not one.
     */
    static String timestamp(Object value) {
        if (!(value instanceof String s)) {
            return null;
        }
        if (isFullTimestamp(s)) {
            return s;
        }
        Matcher m = TIMESTAMP.matcher(s);
        if (!m.matches()) {
            return null;
        }
        String fraction = m.group(7) == null ? "" : m.group(7);
        fraction = fraction.length() > 3 ? fraction.substring(0, 3) : fraction + "000".substring(fraction.length());
        return m.group(1) + "-" + two(m.group(2), "01") + "-" + two(m.group(3), "01") + "T" + two(m.group(4), "00")
                + ":" + two(m.group(5), "00") + ":" + two(m.group(6), "00") + "." + fraction;
    }

    /** Already in Socrata's form, {@code yyyy-MM-ddTHH:mm:ss.SSS}: how every recorded timestamp comes. */
    private static boolean isFullTimestamp(String s) {
        if (s.length() != 23
                || s.charAt(4) != '-'
                || s.charAt(7) != '-'
                || s.charAt(10) != 'T'
                || s.charAt(13) != ':'
                || s.charAt(16) != ':'
                || s.charAt(19) != '.') {
            return false;
        }
        for (int i = 0; i < 23; i++) {
            if (i != 4
                    && i != 7
                    && i != 10
                    && i != 13
                    && i != 16
                    && i != 19
                    && (s.charAt(i) < '0' || s.charAt(i) > '9')) {
                return false;
            }
        }
        return true;
    }

    private static String two(String digits, String absent) {
        if (digits == null) {
            return absent;
        }
        return digits.length() == 1 ? "0" + digits : digits;
    }

    /** A value's text with ISO dates (year, month and day at least) in full timestamp form. */
    static String normalizedText(Object value) {
        if (value instanceof String s && s.length() >= 8 && s.charAt(4) == '-') {
            String ts = timestamp(s);
            if (ts != null) {
                return ts;
            }
        }
        return text(value);
    }

    /** -1/0/1 as a comparison of {@code type} sees the two values; null when either is null. */
    static Integer compare(Object a, Object b, SoqlType type) {
        if (a == null || b == null) {
            return null;
        }
        return switch (type) {
            case TEXT -> Integer.signum(text(a).compareTo(text(b)));
            case BOOLEAN -> {
                Boolean x = bool(a);
                Boolean y = bool(b);
                yield x != null && y != null ? Boolean.compare(x, y) : Integer.signum(text(a).compareTo(text(b)));
            }
            case FLOATING_TIMESTAMP -> Integer.signum(timestampOrText(a).compareTo(timestampOrText(b)));
            case NUMBER, UNCHECKED, GEOMETRY -> {
                Double x = number(a);
                Double y = number(b);
                yield x != null && y != null
                        ? numeric(x, y)
                        : Integer.signum(normalizedText(a).compareTo(normalizedText(b)));
            }
        };
    }

    /** The order of two non-null values for ORDER BY, min and max: numbers before other text in untyped columns. */
    static int order(Object a, Object b, SoqlType type) {
        if (type == SoqlType.NUMBER || type == SoqlType.UNCHECKED) {
            Double x = number(a);
            Double y = number(b);
            if (x != null && y != null) {
                return numeric(x, y);
            }
            if (x != null || y != null) {
                return x != null ? -1 : 1;
            }
            return Integer.signum(normalizedText(a).compareTo(normalizedText(b)));
        }
        return compare(a, b, type);
    }

    /**
     * A value made cheap to sort on, once per row: a Double or a String, such that
     * {@link #compareSortKeys} orders as {@link #order} would.
     */
    static Object sortKey(Object value, SoqlType type) {
        if (value == null) {
            return null;
        }
        return switch (type) {
            case NUMBER, UNCHECKED -> {
                Double n = number(value);
                yield n != null ? n : normalizedText(value);
            }
            case FLOATING_TIMESTAMP -> timestampOrText(value);
            default -> text(value);
        };
    }

    /** Orders two non-null sort keys: numbers first, by value, then text. */
    static int compareSortKeys(Object a, Object b) {
        if (a instanceof Double x) {
            return b instanceof Double y ? numeric(x, y) : -1;
        }
        return b instanceof Double ? 1 : Integer.signum(((String) a).compareTo((String) b));
    }

    private static int numeric(double x, double y) {
        return x < y ? -1 : x > y ? 1 : 0;
    }

    private static String timestampOrText(Object value) {
        String ts = timestamp(value);
        return ts != null ? ts : text(value);
    }

    /** SoQL's three-valued truth of a WHERE/HAVING value. */
    static Boolean truth(Object value) {
        if (value == null || value instanceof Boolean) {
            return (Boolean) value;
        }
        if (value instanceof Double d) {
            return d != 0;
        }
        if (value instanceof JsonNode node) {
            return !node.isEmpty();
        }
        return !text(value).isEmpty();
    }

    /** As Socrata sends a value: numbers as strings, everything else as it is. */
    static Object output(Object value) {
        return value instanceof Double d ? formatNumber(d) : value;
    }

    /**
     * A number as Socrata's JSON carries it: integral values without a fraction, others in the
     * shortest form that reads back as the same double (scientific below 1e-4).
     */
    static String formatNumber(double x) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        if (x == Math.rint(x) && Math.abs(x) < 1e17) {
            return Long.toString((long) x);
        }
        BigDecimal shortest = shortest(x);
        String digits = shortest.unscaledValue().abs().toString();
        int point = digits.length() - shortest.scale(); // x = 0.<digits> * 10^point
        String sign = x < 0 ? "-" : "";
        if (point > 16 || point < -3) {
            int exponent = point - 1;
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            String exp = Integer.toString(Math.abs(exponent));
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (exp.length() < 2 ? "0" + exp : exp);
        }
        if (point <= 0) {
            return sign + "0." + "0".repeat(-point) + digits;
        }
        if (point >= digits.length()) {
            return sign + digits + "0".repeat(point - digits.length()) + ".0";
        }
        return sign + digits.substring(0, point) + "." + digits.substring(point);
    }

    /** The fewest significant digits that read back as exactly {@code x}. */
    private static BigDecimal shortest(double x) {
        BigDecimal exact = new BigDecimal(x);
        for (int precision = 1; precision < 17; precision++) {
            BigDecimal candidate = exact.round(new MathContext(precision, RoundingMode.HALF_EVEN));
            if (candidate.doubleValue() == x) {
                return candidate.stripTrailingZeros();
            }
        }
        return exact.round(new MathContext(17, RoundingMode.HALF_EVEN)).stripTrailingZeros();
    }
}
