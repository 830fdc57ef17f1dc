package datasf.mcp.soql.syntax;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Date literals as Socrata's floating timestamps want them: ISO-8601 without a zone
 * ({@code '2023-07-04'}, {@code '2023-07-04T18:30:00'}). Anything else compared with a timestamp
 * column is a type mismatch, so the usual other spellings are recognised and rewritten: US
 * {@code 07/04/2023} (month first; day first only when the month cannot be), {@code 2023/07/04},
 * a space instead of the {@code T}, a trailing {@code Z} or offset, and month names.
 */
public final class IsoDates {

    /** What Socrata reads as a floating timestamp (Joda's localDateOptionalTimeParser). */
    /** Where a time follows a date: {@code " 14:30"}, {@code "T9"}, {@code ", 2 PM"}. */
    private static final Pattern TIME_START = Pattern.compile("[ T,]+\\d{1,2}(:\\d{2}|\\s*[AaPp][Mm])");

    private static final Pattern ISO =
            Pattern.compile("\\d{4}(-\\d{1,2}(-\\d{1,2}(T\\d{1,2}(:\\d{2}(:\\d{2}([.,]\\d{1,9})?)?)?)?)?)?");

    private static final List<DateTimeFormatter> DATES = List.of(
            formatter("M/d/uuuu"),
            formatter("d/M/uuuu"),
            formatter("uuuu/M/d"),
            formatter("M-d-uuuu"),
            formatter("uuuu.M.d"),
            formatter("MMMM d, uuuu"),
            formatter("MMM d, uuuu"),
            formatter("MMMM d uuuu"),
            formatter("MMM d uuuu"),
            formatter("d MMMM uuuu"),
            formatter("d MMM uuuu"),
            formatter("MMM. d, uuuu"));
    private static final List<DateTimeFormatter> TIMES = List.of(
            formatter("H:mm"),
            formatter("H:mm:ss"),
            formatter("H:mm:ss.SSS"),
            formatter("h:mm a"),
            formatter("h:mm:ss a"),
            formatter("h a"));

    private IsoDates() {}

    public static boolean isIso(String value) {
        return ISO.matcher(value).matches();
    }

    /** The ISO form of a date written otherwise; empty when it is ISO already or no date at all. */
    public static Optional<String> toIso(String value) {
        String text = value.trim();
        if (isIso(text) || text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(
                    format(OffsetDateTime.parse(text.replace(' ', 'T')).toLocalDateTime(), true));
        } catch (DateTimeParseException notZoned) {
            // try the other shapes
        }
        String isoWithSpace = text.replaceFirst("^(\\d{4}-\\d{1,2}-\\d{1,2})[ T]+(\\d)", "$1T$2")
                .replaceFirst("(?i)z$", "");
        if (isIso(isoWithSpace)) {
            return Optional.of(isoWithSpace);
        }
        int split = firstTimeStart(text);
        String datePart = split < 0
                ? text
                : text.substring(0, split).trim().replaceAll("[,T]$", "").trim();
        String timePart = split < 0 ? null : text.substring(split).trim();
        Optional<LocalDate> date = parseDate(datePart);
        if (date.isEmpty()) {
            return Optional.empty();
        }
        if (timePart == null) {
            return Optional.of(date.get().toString());
        }
        return parseTime(timePart).map(time -> format(date.get().atTime(time), true));
    }

    private static int firstTimeStart(String text) {
        java.util.regex.Matcher time = TIME_START.matcher(text);
        return time.find() ? time.start() : -1;
    }

    private static Optional<LocalDate> parseDate(String text) {
        for (DateTimeFormatter formatter : DATES) {
            try {
                return Optional.of(LocalDate.parse(text, formatter));
            } catch (DateTimeParseException e) {
                // next shape
            }
        }
        return Optional.empty();
    }

    private static Optional<LocalTime> parseTime(String text) {
        String upper = text.toUpperCase(Locale.ROOT).replaceFirst("Z$", "");
        for (DateTimeFormatter formatter : TIMES) {
            try {
                return Optional.of(LocalTime.parse(upper, formatter));
            } catch (DateTimeParseException e) {
                // next shape
            }
        }
        return Optional.empty();
    }

    private static String format(LocalDateTime value, boolean withTime) {
        if (!withTime) {
            return value.toLocalDate().toString();
        }
        String time = value.toLocalTime().withNano(0).toString();
        return value.toLocalDate() + "T" + (time.length() == 5 ? time + ":00" : time);
    }

    private static DateTimeFormatter formatter(String pattern) {
        return new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .appendPattern(pattern)
                .toFormatter(Locale.US)
                .withResolverStyle(ResolverStyle.STRICT);
    }
}
