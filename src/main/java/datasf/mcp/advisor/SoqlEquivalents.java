package datasf.mcp.advisor;

import java.util.Map;

/**
 * What SoQL writes for the SQL an LLM reaches for: functions SoQL does not have (named by
 * Socrata's "no such function" error) and words its parser stops at.
 */
final class SoqlEquivalents {

    /** A function SoQL lacks (lower case) and the SoQL form. */
    static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("year", "date_extract_y(x)"),
            Map.entry("month", "date_extract_m(x)"),
            Map.entry("day", "date_extract_d(x)"),
            Map.entry("hour", "date_extract_hh(x)"),
            Map.entry("dayofweek", "date_extract_dow(x) (0 = Sunday)"),
            Map.entry("weekday", "date_extract_dow(x) (0 = Sunday)"),
            Map.entry("week", "date_extract_woy(x)"),
            Map.entry("quarter", "date_extract_m(x) IN (1, 2, 3)"),
            Map.entry("extract", "date_extract_y(x), date_extract_m(x), date_extract_d(x)"),
            Map.entry("date_part", "date_extract_y(x), date_extract_m(x), date_extract_d(x)"),
            Map.entry("datepart", "date_extract_y(x), date_extract_m(x), date_extract_d(x)"),
            Map.entry("date", "date_trunc_ymd(x)"),
            Map.entry("date_trunc", "date_trunc_y(x), date_trunc_ym(x) or date_trunc_ymd(x)"),
            Map.entry("date_format", "date_trunc_ym(x) (or _y, _ymd)"),
            Map.entry("strftime", "date_trunc_ym(x) (or _y, _ymd)"),
            Map.entry("to_char", "date_trunc_ym(x) (or _y, _ymd)"),
            Map.entry("format_date", "date_trunc_ym(x) (or _y, _ymd)"),
            Map.entry("now", "an ISO literal such as '2025-01-31T00:00:00'"),
            Map.entry("getdate", "an ISO literal such as '2025-01-31T00:00:00'"),
            Map.entry("current_timestamp", "an ISO literal such as '2025-01-31T00:00:00'"),
            Map.entry("current_date", "an ISO literal such as '2025-01-31'"),
            Map.entry("today", "an ISO literal such as '2025-01-31'"),
            Map.entry("curdate", "an ISO literal such as '2025-01-31'"),
            Map.entry("date_sub", "an ISO literal, or date_add(x, 'P-7D')"),
            Map.entry("dateadd", "date_add(x, 'P7D')"),
            Map.entry("datediff", "date_diff_d(end, start)"),
            Map.entry("cast", "x::number, x::text, x::floating_timestamp"),
            Map.entry("ilike", "upper(x) LIKE 'ABC%'"),
            Map.entry("concat", "a || b"),
            Map.entry("ifnull", "coalesce(x, y)"),
            Map.entry("isnull", "coalesce(x, y), or x IS NULL"),
            Map.entry("nvl", "coalesce(x, y)"),
            Map.entry("iif", "case(cond, a, true, b)"),
            Map.entry("if", "case(cond, a, true, b)"),
            Map.entry("lcase", "lower(x)"),
            Map.entry("ucase", "upper(x)"),
            Map.entry("len", "length(x)"),
            Map.entry("char_length", "length(x)"),
            Map.entry("substr", "starts_with(x, 'abc') or x LIKE 'abc%'"),
            Map.entry("substring", "starts_with(x, 'abc') or x LIKE 'abc%'"),
            Map.entry("left", "starts_with(x, 'abc')"),
            Map.entry("instr", "contains(x, 'abc')"),
            Map.entry("strpos", "contains(x, 'abc')"),
            Map.entry("position", "contains(x, 'abc')"),
            Map.entry("locate", "contains(x, 'abc')"),
            Map.entry("charindex", "contains(x, 'abc')"),
            Map.entry("regexp_like", "x LIKE '%abc%' or caseless_contains(x, 'abc')"),
            Map.entry("regexp_contains", "x LIKE '%abc%' or caseless_contains(x, 'abc')"),
            Map.entry("stddev", "stddev_samp(x)"),
            Map.entry("group_concat", "GROUP BY x (no string aggregation in SoQL)"),
            Map.entry("string_agg", "GROUP BY x (no string aggregation in SoQL)"),
            Map.entry("array_agg", "GROUP BY x (no arrays in SoQL)"),
            Map.entry("count_if", "sum(case(cond, 1, true, 0))"),
            Map.entry("to_date", "an ISO literal or x::floating_timestamp"),
            Map.entry("to_timestamp", "an ISO literal or x::floating_timestamp"),
            Map.entry("str_to_date", "an ISO literal such as '2025-01-31'"));

    /** SQL words SoQL does not have, and what to write instead; named wherever the parser stopped. */
    static final Map<String, String> WORDS = Map.of(
            "JOIN", "SoQL queries one dataset per call: run one query per dataset",
            "UNION", "SoQL queries one dataset per call: run one query per dataset",
            "OVER", "no window functions: aggregate with GROUP BY",
            "PARTITION", "no window functions: aggregate with GROUP BY",
            "WITH", "no WITH: chain queries with |>",
            "INTERVAL", "an ISO literal such as '2025-01-31', or date_add(x, 'P1D')",
            "ILIKE", "upper(x) LIKE 'ABC%'",
            "CAST", "x::number, x::text, x::floating_timestamp",
            "FILTER", "sum(case(cond, 1, true, 0)), or the condition in WHERE");

    private SoqlEquivalents() {}
}
