package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * MySQL/SQLite date functions on one argument: {@code YEAR(x)}, {@code MONTH(x)}, {@code DAY(x)},
 * {@code HOUR(x)}, {@code DAYOFWEEK(x)}, {@code WEEK(x)} become {@code date_extract_*(x)}, and
 * {@code DATE(x)} becomes {@code date_trunc_ymd(x)}. Only the name changes; the argument stays.
 */
final class DatePartFunctionRule implements RewriteRule {

    private static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("year", "date_extract_y"),
            Map.entry("month", "date_extract_m"),
            Map.entry("day", "date_extract_d"),
            Map.entry("dayofmonth", "date_extract_d"),
            Map.entry("hour", "date_extract_hh"),
            Map.entry("minute", "date_extract_mm"),
            Map.entry("second", "date_extract_ss"),
            Map.entry("dayofweek", "date_extract_dow"),
            Map.entry("week", "date_extract_woy"),
            Map.entry("weekofyear", "date_extract_woy"),
            Map.entry("date", "date_trunc_ymd"));

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int name = 0; name < query.size(); name++) {
            String soql = query.isCall(name) ? FUNCTIONS.get(query.lower(name)) : null;
            List<QueryText.Range> arguments = soql == null ? null : query.arguments(name);
            if (arguments == null || arguments.size() != 1) {
                continue;
            }
            int close = query.closing(query.next(name));
            String written = query.slice(name, close);
            String fixed = soql + written.substring(query.token(name).text().length());
            edits.add(Edit.tokens(
                    query,
                    name,
                    name,
                    soql,
                    Correction.of(Correction.Kind.function, written, fixed, DatePart.note(soql))));
        }
        return edits;
    }
}
