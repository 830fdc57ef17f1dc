package datasf.mcp.support.soql;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.Normalizer;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.IsoFields;
import java.util.List;
import java.util.Locale;

/**
 * The scalar functions the fake evaluates. A null first argument gives null (except
 * {@code coalesce}, {@code case} and {@code get_utc_date}); so does a value the function cannot
 * read. The geo functions are {@link GeoFunctions}'. Known SoQL functions not evaluated here
 * answer null.
 */
final class ScalarFunctions {

    private static final DateTimeFormatter FLOATING = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS");

    private ScalarFunctions() {}

    static Object apply(String function, List<Object> args) {
        switch (function) {
            case "coalesce":
                return args.stream().filter(a -> a != null).findFirst().orElse(null);
            case "get_utc_date":
                return LocalDate.now(ZoneOffset.UTC).atStartOfDay().format(FLOATING);
            case "case":
                return caseOf(args);
            default:
                break;
        }
        if (GeoFunctions.isGeoFunction(function)) {
            return GeoFunctions.apply(function, args);
        }
        if (args.isEmpty() || args.get(0) == null) {
            return null;
        }
        try {
            return evaluate(function, args);
        } catch (RuntimeException unreadable) {
            return null; // e.g. 2023-02-30, an interval that is not ISO-8601
        }
    }

    private static Object evaluate(String function, List<Object> args) {
        Object first = args.get(0);
        if (function.startsWith("caseless_") || function.equals("starts_with") || function.equals("contains")) {
            return textPredicate(function, args);
        }
        if (function.startsWith("date_trunc_") || function.startsWith("floating_timestamp_trunc_")) {
            return truncate(function.substring(function.lastIndexOf('_') + 1), Values.timestamp(first));
        }
        if (function.startsWith("date_extract_")) {
            return extract(function.substring("date_extract_".length()), Values.timestamp(first));
        }
        String text = Values.text(first);
        Double number = Values.number(first);
        return switch (function) {
            case "upper" -> text.toUpperCase(Locale.ROOT);
            case "lower" -> text.toLowerCase(Locale.ROOT);
            case "trim" -> text.strip();
            case "trim_leading" -> text.stripLeading();
            case "trim_trailing" -> text.stripTrailing();
            case "unaccent" -> Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
            case "length" -> (double) text.codePointCount(0, text.length());
            case "abs" -> number == null ? null : Math.abs(number);
            case "floor" -> number == null ? null : Math.floor(number);
            case "ceiling", "ceil" -> number == null ? null : Math.ceil(number);
            case "ln" -> number == null || number <= 0 ? null : Math.log(number);
            case "round" -> round(number, args.size() > 1 ? Values.number(args.get(1)) : Double.valueOf(0));
            case "date_add" -> dateAdd(Values.timestamp(first), args.get(1));
            default -> null;
        };
    }

    private static Object caseOf(List<Object> args) {
        for (int i = 0; i + 1 < args.size(); i += 2) {
            if (Boolean.TRUE.equals(args.get(i))) {
                return args.get(i + 1);
            }
        }
        return null;
    }

    private static Boolean textPredicate(String function, List<Object> args) {
        String value = Values.text(args.get(0));
        if (function.endsWith("one_of")) {
            return oneOf(value, args.subList(1, args.size()), function);
        }
        if (args.size() < 2 || args.get(1) == null) {
            return null;
        }
        String other = Values.text(args.get(1));
        return switch (function) {
            case "starts_with" -> value.startsWith(other);
            case "contains" -> value.contains(other);
            case "caseless_eq" -> fold(value).equals(fold(other));
            case "caseless_ne" -> !fold(value).equals(fold(other));
            case "caseless_starts_with" -> fold(value).startsWith(fold(other));
            case "caseless_contains" -> fold(value).contains(fold(other));
            default -> null;
        };
    }

    /** As SQL's IN over folded text: a match decides; else a null among the candidates makes it unknown. */
    private static Boolean oneOf(String value, List<Object> candidates, String function) {
        boolean unknown = false;
        for (Object candidate : candidates) {
            if (candidate == null) {
                unknown = true;
            } else if (fold(Values.text(candidate)).equals(fold(value))) {
                return function.equals("caseless_one_of");
            }
        }
        return unknown ? null : function.equals("caseless_not_one_of");
    }

    private static String fold(String text) {
        return text.toLowerCase(Locale.ROOT);
    }

    /** Half away from zero on the decimal the number reads as, as Postgres rounds numeric. */
    private static Double round(Double number, Double digits) {
        if (number == null || digits == null) {
            return null;
        }
        return BigDecimal.valueOf(number)
                .setScale(digits.intValue(), RoundingMode.HALF_UP)
                .doubleValue();
    }

    private static String truncate(String unit, String timestamp) {
        if (timestamp == null) {
            return null;
        }
        return switch (unit) {
            case "y" -> timestamp.substring(0, 4) + "-01-01T00:00:00.000";
            case "ym" -> timestamp.substring(0, 7) + "-01T00:00:00.000";
            case "ymd" -> timestamp.substring(0, 10) + "T00:00:00.000";
            default -> null;
        };
    }

    private static Double extract(String part, String timestamp) {
        if (timestamp == null) {
            return null;
        }
        // yyyy-MM-ddTHH:mm:ss.SSS read by position: this runs once per row
        LocalDate day = LocalDate.of(digits(timestamp, 0, 4), digits(timestamp, 5, 7), digits(timestamp, 8, 10));
        int value = switch (part) {
            case "y" -> day.getYear();
            case "m" -> day.getMonthValue();
            case "d" -> day.getDayOfMonth();
            case "hh" -> hourField(timestamp, 11, 24);
            case "mm" -> hourField(timestamp, 14, 60);
            case "ss" -> hourField(timestamp, 17, 60);
            case "dow" -> day.getDayOfWeek().getValue() % 7; // Sunday is 0
            case "woy" -> day.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR);
            case "iso_y" -> day.get(IsoFields.WEEK_BASED_YEAR);
            default -> throw new IllegalArgumentException(part);
        };
        return (double) value;
    }

    private static int digits(String text, int from, int to) {
        return Integer.parseInt(text, from, to, 10);
    }

    private static int hourField(String timestamp, int at, int bound) {
        int value = digits(timestamp, at, at + 2);
        if (value >= bound) {
            throw new IllegalArgumentException(timestamp);
        }
        return value;
    }

    /** {@code date_add(ts, 'P1DT2H')}: an ISO-8601 period, date part and time part. */
    private static String dateAdd(String timestamp, Object interval) {
        if (timestamp == null || interval == null) {
            return null;
        }
        String text = Values.text(interval).toUpperCase(Locale.ROOT);
        int t = text.indexOf('T');
        LocalDateTime result = LocalDateTime.parse(timestamp, FLOATING);
        String datePart = t < 0 ? text : text.substring(0, t);
        if (!datePart.equals("P")) {
            result = result.plus(Period.parse(datePart));
        }
        if (t >= 0) {
            result = result.plus(Duration.parse("P" + text.substring(t)));
        }
        return result.format(FLOATING);
    }
}
