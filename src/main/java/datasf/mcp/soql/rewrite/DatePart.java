package datasf.mcp.soql.rewrite;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** SQL's names for parts of a date, and the SoQL functions that extract or truncate to them. */
final class DatePart {

    private static final Map<String, String> EXTRACT = Map.ofEntries(
            Map.entry("year", "date_extract_y"),
            Map.entry("years", "date_extract_y"),
            Map.entry("yy", "date_extract_y"),
            Map.entry("yyyy", "date_extract_y"),
            Map.entry("month", "date_extract_m"),
            Map.entry("months", "date_extract_m"),
            Map.entry("mm", "date_extract_m"),
            Map.entry("day", "date_extract_d"),
            Map.entry("days", "date_extract_d"),
            Map.entry("dd", "date_extract_d"),
            Map.entry("dayofmonth", "date_extract_d"),
            Map.entry("hour", "date_extract_hh"),
            Map.entry("hours", "date_extract_hh"),
            Map.entry("hh", "date_extract_hh"),
            Map.entry("minute", "date_extract_mm"),
            Map.entry("minutes", "date_extract_mm"),
            Map.entry("mi", "date_extract_mm"),
            Map.entry("second", "date_extract_ss"),
            Map.entry("seconds", "date_extract_ss"),
            Map.entry("ss", "date_extract_ss"),
            Map.entry("dow", "date_extract_dow"),
            Map.entry("dayofweek", "date_extract_dow"),
            Map.entry("week", "date_extract_woy"),
            Map.entry("weeks", "date_extract_woy"),
            Map.entry("weekofyear", "date_extract_woy"),
            Map.entry("wk", "date_extract_woy"));

    private static final Map<String, String> TRUNCATE = Map.of(
            "year",
            "date_trunc_y",
            "years",
            "date_trunc_y",
            "yyyy",
            "date_trunc_y",
            "month",
            "date_trunc_ym",
            "months",
            "date_trunc_ym",
            "mm",
            "date_trunc_ym",
            "day",
            "date_trunc_ymd",
            "days",
            "date_trunc_ymd",
            "dd",
            "date_trunc_ymd");

    private DatePart() {}

    /** {@code year} -> {@code date_extract_y}; empty for parts SoQL cannot extract (quarter, epoch). */
    static Optional<String> extractFunction(String part) {
        return Optional.ofNullable(EXTRACT.get(normalize(part)));
    }

    /** {@code month} -> {@code date_trunc_ym}; empty for parts SoQL cannot truncate to (week, hour). */
    static Optional<String> truncateFunction(String part) {
        return Optional.ofNullable(TRUNCATE.get(normalize(part)));
    }

    /** A note where SQL and SoQL count differently, else null. */
    static String note(String soqlFunction) {
        return soqlFunction.equals("date_extract_dow") ? "0 = Sunday" : null;
    }

    private static String normalize(String part) {
        String word = part.trim().toLowerCase(Locale.ROOT);
        if (word.length() >= 2
                && (word.startsWith("'") || word.startsWith("\""))
                && word.endsWith(word.substring(0, 1))) {
            word = word.substring(1, word.length() - 1).trim();
        }
        return word;
    }
}
