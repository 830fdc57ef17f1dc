package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Formatting a date to group or compare by it: {@code DATE_FORMAT(x, '%Y-%m')} (MySQL),
 * {@code strftime('%Y-%m', x)} (SQLite), {@code TO_CHAR(x, 'YYYY-MM')} (Postgres). SoQL truncates
 * instead: year-month is {@code date_trunc_ym(x)}, year-month-day {@code date_trunc_ymd(x)}; a lone
 * year, month or day is {@code date_extract_y/m/d(x)}. Formats with a time of
 * day have no SoQL form and are left for the error to name.
 */
final class DateFormatRule implements RewriteRule {

    /** A part of a format picture that is a time of day. */
    private static final Pattern TIME_PART = Pattern.compile("HH|MI|SS|AM|PM|DAY|DY");

    private static final Set<String> FUNCTIONS =
            Set.of("date_format", "strftime", "to_char", "format_date", "format_datetime", "format_timestamp");

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int name = 0; name < query.size(); name++) {
            if (!query.isCall(name) || !FUNCTIONS.contains(query.lower(name))) {
                continue;
            }
            List<QueryText.Range> arguments = query.arguments(name);
            if (arguments == null || arguments.size() != 2) {
                continue;
            }
            int formatAt = isString(query, arguments.get(0)) ? 0 : isString(query, arguments.get(1)) ? 1 : -1;
            if (formatAt < 0 || isString(query, arguments.get(1 - formatAt))) {
                continue;
            }
            String function = soqlFunction(
                    query.lower(name),
                    SoqlStrings.value(query.token(arguments.get(formatAt).first())));
            if (function == null) {
                continue;
            }
            int close = query.closing(query.next(name));
            String fixed = function + "(" + query.slice(arguments.get(1 - formatAt)) + ")";
            edits.add(Edit.tokens(
                    query,
                    name,
                    close,
                    fixed,
                    Correction.of(Correction.Kind.function, query.slice(name, close), fixed, null)));
        }
        return edits;
    }

    private static boolean isString(QueryText query, QueryText.Range argument) {
        return argument.first() == argument.last() && query.is(argument.first(), SoqlTokenType.STRING);
    }

    /**
     * The SoQL function for a format, or null when SoQL has none. {@code %x} directives are
     * strftime's, except that MySQL's DATE_FORMAT spells minutes {@code %i} and months {@code %M};
     * formats without {@code %} are Postgres pictures (YYYY, MM, DD, HH24, MI, SS).
     */
    static String soqlFunction(String function, String format) {
        Set<Character> parts = new HashSet<>();
        if (format.contains("%")) {
            boolean mysql = function.equals("date_format");
            for (int i = format.indexOf('%'); i >= 0 && i + 1 < format.length(); i = format.indexOf('%', i + 2)) {
                parts.add(
                        switch (format.charAt(i + 1)) {
                            case 'Y', 'y', 'G' -> 'y';
                            case 'm', 'b', 'B' -> 'm';
                            case 'M' -> mysql ? 'm' : 't';
                            case 'd', 'e' -> 'd';
                            case '%', '-', '/', ' ' -> '.';
                            default -> 't';
                        });
            }
        } else {
            String picture = format.toUpperCase(Locale.ROOT);
            if (TIME_PART.matcher(picture).find()) {
                parts.add('t');
            }
            if (picture.contains("YY")) {
                parts.add('y');
            }
            if (picture.contains("MM") || picture.contains("MON")) {
                parts.add('m');
            }
            if (picture.contains("DD")) {
                parts.add('d');
            }
        }
        parts.remove('.');
        if (parts.contains('t')) {
            return null;
        }
        return switch (String.valueOf(parts.contains('y')) + parts.contains('m') + parts.contains('d')) {
            case "truetruetrue" -> "date_trunc_ymd";
            case "truetruefalse" -> "date_trunc_ym";
            case "truefalsefalse" -> "date_extract_y";
            case "falsetruefalse" -> "date_extract_m";
            case "falsefalsetrue" -> "date_extract_d";
            default -> null;
        };
    }
}
