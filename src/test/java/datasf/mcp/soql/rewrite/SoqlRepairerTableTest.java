package datasf.mcp.soql.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.Step;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import java.time.LocalDateTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rewrites an LLM's SoQL gets before it is sent, one realistic mistake per row: what was
 * written, what is sent, and the kind of correction reported. Schemas are the real DataSF ones.
 */
class SoqlRepairerTableTest {

    static final LocalDateTime NOW = LocalDateTime.of(2025, 11, 22, 10, 30, 15);
    private static final SoqlRepairer REPAIRER = new SoqlRepairer(new SoqlColumnCorrector());
    private static final List<ColumnInfo> POLICE = DatasfColumns.POLICE_INCIDENTS;
    private static final List<ColumnInfo> CASES = DatasfColumns.CASES_311;
    private static final List<ColumnInfo> PERMITS = DatasfColumns.BUILDING_PERMITS;
    private static final List<ColumnInfo> TREES = DatasfColumns.STREET_TREES;
    private static final List<ColumnInfo> FILMS = DatasfColumns.FILM_LOCATIONS;

    static Stream<Arguments> rewrites() {
        return Stream.of(
                // SQL syntax SoQL does not have
                arguments(
                        POLICE,
                        "SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC LIMIT 5;",
                        "SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC LIMIT 5",
                        "rewrite"),
                arguments(
                        POLICE,
                        "SELECT * FROM wg3w-h783 WHERE police_district = 'Mission' LIMIT 3",
                        "SELECT * WHERE police_district = 'Mission' LIMIT 3",
                        "rewrite"),
                arguments(POLICE, "SELECT count(*) FROM incidents", "SELECT count(*)", "rewrite"),
                arguments(
                        POLICE,
                        "SELECT i.incident_category, count(*) AS n FROM police_incidents i GROUP BY i.incident_category",
                        "SELECT incident_category, count(*) AS n GROUP BY incident_category",
                        "rewrite"),
                arguments(
                        CASES,
                        "SELECT TOP 10 service_name, count(*) AS n GROUP BY service_name ORDER BY n DESC",
                        "SELECT service_name, count(*) AS n GROUP BY service_name ORDER BY n DESC LIMIT 10",
                        "rewrite"),
                arguments(
                        CASES,
                        "SELECT * WHERE status_description = 'Open' LIMIT 20, 10",
                        "SELECT * WHERE status_description = 'Open' LIMIT 10 OFFSET 20",
                        "rewrite"),
                arguments(
                        CASES,
                        "SELECT service_request_id, service_name LIMIT ALL",
                        "SELECT service_request_id, service_name",
                        "rewrite"),
                arguments(
                        CASES,
                        "SELECT service_request_id, service_name ORDER BY service_request_id FETCH FIRST 10 ROWS ONLY",
                        "SELECT service_request_id, service_name ORDER BY service_request_id LIMIT 10",
                        "rewrite"),
                arguments(
                        PERMITS,
                        "SELECT permit_number ORDER BY permit_number OFFSET 20 ROWS FETCH NEXT 5 ROWS ONLY",
                        "SELECT permit_number ORDER BY permit_number OFFSET 20 LIMIT 5",
                        "rewrite"),
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE incident_description ILIKE '%burglary%'",
                        "SELECT count(*) WHERE upper(incident_description) LIKE upper('%burglary%')",
                        "rewrite"),
                arguments(
                        FILMS,
                        "SELECT title, CAST(release_year AS INTEGER) AS yr WHERE director = 'Alfred Hitchcock'",
                        "SELECT title, release_year::number AS yr WHERE director = 'Alfred Hitchcock'",
                        "rewrite"),
                arguments(
                        CASES,
                        "SELECT service_name, count(*) AS \"Total Cases\" GROUP BY service_name ORDER BY \"Total Cases\" DESC",
                        "SELECT service_name, count(*) AS total_cases GROUP BY service_name ORDER BY total_cases DESC",
                        "rewrite"),
                arguments(
                        POLICE,
                        "SELECT police_district, count(*) GROUP BY 1 ORDER BY 2 DESC",
                        "SELECT police_district, count(*) GROUP BY police_district ORDER BY count(*) DESC",
                        "rewrite"),
                arguments(
                        POLICE,
                        "SELECT analysis_neighborhood AS hood, count(*) AS n GROUP BY 1 ORDER BY 2 DESC LIMIT 5",
                        "SELECT analysis_neighborhood AS hood, count(*) AS n GROUP BY hood ORDER BY n DESC LIMIT 5",
                        "rewrite"),
                arguments(
                        FILMS,
                        "SELECT director, count(*) n GROUP BY director ORDER BY n DESC LIMIT 5",
                        "SELECT director, count(*) AS n GROUP BY director ORDER BY n DESC LIMIT 5",
                        "rewrite"),
                arguments(
                        CASES,
                        "SELECT date_trunc_ym(requested_datetime) month, count(*) total GROUP BY 1 ORDER BY 1;",
                        "SELECT date_trunc_ym(requested_datetime) AS month, count(*) AS total GROUP BY month ORDER BY month",
                        "rewrite"),
                // functions SoQL does not have
                arguments(
                        POLICE,
                        "SELECT YEAR(incident_date) AS yr, count(*) AS n GROUP BY yr ORDER BY yr",
                        "SELECT date_extract_y(incident_date) AS yr, count(*) AS n GROUP BY yr ORDER BY yr",
                        "function"),
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE MONTH(incident_date) = 7 AND YEAR(incident_date) = 2023",
                        "SELECT count(*) WHERE date_extract_m(incident_date) = 7 AND date_extract_y(incident_date) = 2023",
                        "function"),
                arguments(
                        POLICE,
                        "SELECT EXTRACT(YEAR FROM incident_datetime) AS y, count(*) AS n GROUP BY y",
                        "SELECT date_extract_y(incident_datetime) AS y, count(*) AS n GROUP BY y",
                        "function"),
                arguments(
                        CASES,
                        "SELECT date_part('hour', requested_datetime) AS h, count(*) AS n GROUP BY h ORDER BY h",
                        "SELECT date_extract_hh(requested_datetime) AS h, count(*) AS n GROUP BY h ORDER BY h",
                        "function"),
                arguments(
                        POLICE,
                        "SELECT date_trunc('month', incident_date) AS m, count(*) AS n GROUP BY m ORDER BY m",
                        "SELECT date_trunc_ym(incident_date) AS m, count(*) AS n GROUP BY m ORDER BY m",
                        "function"),
                arguments(
                        PERMITS,
                        "SELECT DATE_FORMAT(filed_date, '%Y-%m') AS month, count(*) AS n GROUP BY month",
                        "SELECT date_trunc_ym(filed_date) AS month, count(*) AS n GROUP BY month",
                        "function"),
                arguments(
                        PERMITS,
                        "SELECT strftime('%Y', issued_date) AS y, count(*) AS n GROUP BY y",
                        "SELECT date_extract_y(issued_date) AS y, count(*) AS n GROUP BY y",
                        "function"),
                arguments(
                        CASES,
                        "SELECT count(*) WHERE requested_datetime >= NOW() - INTERVAL '7 days'",
                        "SELECT count(*) WHERE requested_datetime >= '2025-11-15T10:30:15'",
                        "function"),
                arguments(
                        CASES,
                        "SELECT count(*) WHERE requested_datetime >= CURRENT_DATE - INTERVAL '1 month'",
                        "SELECT count(*) WHERE requested_datetime >= '2025-10-22'",
                        "function"),
                arguments(
                        CASES,
                        "SELECT count(*) WHERE requested_datetime > DATE_SUB(NOW(), INTERVAL 30 DAY)",
                        "SELECT count(*) WHERE requested_datetime > '2025-10-23T10:30:15'",
                        "function"),
                arguments(
                        CASES,
                        "SELECT count(*) WHERE closed_date >= date('now', '-1 year')",
                        "SELECT count(*) WHERE closed_date >= '2024-11-22'",
                        "function"),
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE DATE(incident_datetime) = '2023-07-04'",
                        "SELECT count(*) WHERE date_trunc_ymd(incident_datetime) = '2023-07-04'",
                        "function"),
                // literals of the wrong type for their column
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE incident_year = 2024",
                        "SELECT count(*) WHERE incident_year = '2024'",
                        "literal"),
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE incident_year IN (2022, 2023)",
                        "SELECT count(*) WHERE incident_year IN ('2022', '2023')",
                        "literal"),
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE incident_date >= '07/01/2023' AND incident_date < '08/01/2023'",
                        "SELECT count(*) WHERE incident_date >= '2023-07-01' AND incident_date < '2023-08-01'",
                        "literal"),
                arguments(
                        CASES,
                        "SELECT count(*) WHERE requested_datetime > '2024-03-01 08:00:00'",
                        "SELECT count(*) WHERE requested_datetime > '2024-03-01T08:00:00'",
                        "literal"),
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE report_datetime > 2022",
                        "SELECT count(*) WHERE date_extract_y(report_datetime) > 2022",
                        "literal"),
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE filed_online = 1",
                        "SELECT count(*) WHERE filed_online = true",
                        "literal"),
                arguments(
                        POLICE,
                        "SELECT avg(incident_year) AS mean_year",
                        "SELECT avg(incident_year::number) AS mean_year",
                        "literal"),
                arguments(
                        TREES,
                        "SELECT count(*) WHERE plantdate BETWEEN 'January 1, 2000' AND 'December 31, 2009'",
                        "SELECT count(*) WHERE plantdate BETWEEN '2000-01-01' AND '2009-12-31'",
                        "literal"),
                // several at once, columns too
                arguments(
                        POLICE,
                        "SELECT TOP 5 police_districts, count(*) AS \"Incidents\" FROM incidents "
                                + "WHERE YEAR(incident_date) = 2024 GROUP BY 1 ORDER BY 2 DESC;",
                        "SELECT police_district, count(*) AS incidents "
                                + "WHERE date_extract_y(incident_date) = 2024 GROUP BY police_district ORDER BY incidents DESC LIMIT 5",
                        "rewrite"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("rewrites")
    void rewritesAndReports(List<ColumnInfo> schema, String written, String sent, String kind) {
        Repair repair = REPAIRER.repair(written, schema, NOW);

        assertEquals(sent, repair.soql());
        assertFalse(repair.corrections().isEmpty(), "reported");
        assertTrue(
                repair.corrections().stream().anyMatch(c -> c.kind() == Correction.Kind.valueOf(kind)),
                () -> "a " + kind + " correction in " + repair.corrections());
        assertEquals(sent, replay(written, repair.steps()), "the steps reproduce what is sent");
    }

    /** Valid SoQL, written the ways LLMs and people do: every byte is sent as written. */
    static Stream<Arguments> validQueries() {
        return Stream.of(
                arguments(POLICE, "SELECT count(*) WHERE police_district = \"Tenderloin\""),
                arguments(
                        POLICE,
                        "SELECT `incident_category`, count(*) AS n GROUP BY `incident_category` ORDER BY n DESC"),
                arguments(POLICE, "SELECT count(*) WHERE resolution != 'Open or Active' AND police_district <> 'Park'"),
                arguments(POLICE, "SELECT count(DISTINCT incident_number) AS incidents WHERE incident_year = '2024'"),
                arguments(
                        POLICE, "SELECT police_district AS district, count(*) AS n GROUP BY district ORDER BY n DESC"),
                arguments(POLICE, "SELECT incident_id, incident_description SEARCH 'stolen bicycle' LIMIT 10"),
                arguments(POLICE, "SELECT count(*) WHERE supervisor_district = '6'"),
                arguments(
                        POLICE,
                        "SELECT incident_category, count(*) AS n GROUP BY incident_category |> SELECT incident_category WHERE n > 100"),
                arguments(
                        POLICE,
                        "SELECT date_extract_y(incident_date) AS year, count(*) AS n GROUP BY year ORDER BY year"),
                arguments(
                        POLICE,
                        "SELECT date_trunc_ym(incident_datetime) AS month, count(*) GROUP BY month ORDER BY month"),
                arguments(
                        POLICE,
                        "SELECT count(*) WHERE incident_datetime >= '2024-01-01' AND incident_datetime < '2024-02-01T00:00:00'"),
                arguments(POLICE, "SELECT count(*) WHERE upper(incident_category) LIKE '%THEFT%'"),
                arguments(POLICE, "SELECT count(*) WHERE caseless_contains(incident_description, 'vehicle')"),
                arguments(
                        POLICE,
                        "SELECT police_district, count(*) AS n GROUP BY police_district HAVING count(*) > 100 ORDER BY n DESC"),
                arguments(POLICE, "SELECT count(*) WHERE filed_online = true AND analysis_neighborhood IS NOT NULL"),
                arguments(POLICE, "SELECT incident_id WHERE within_circle(point, 37.7749, -122.4194, 500) LIMIT 5"),
                arguments(POLICE, "SELECT :id, incident_id ORDER BY :id LIMIT 3 OFFSET 6"),
                arguments(
                        POLICE,
                        "select incident_category, count(*) as n where incident_year in ('2023', '2024') group by incident_category"),
                arguments(POLICE, "SELECT incident_year::number AS y, count(*) AS n GROUP BY y"),
                arguments(POLICE, "SELECT count(*) WHERE intersection = 'O''FARRELL ST \\ JONES ST'"),
                arguments(POLICE, "SELECT count(*) WHERE incident_date BETWEEN '2023-01-01' AND '2023-12-31T23:59:59'"),
                arguments(POLICE, "SELECT max(incident_datetime) AS latest, min(incident_datetime) AS earliest"),
                arguments(POLICE, "SELECT police_district, count(*) GROUP BY police_district ORDER BY count DESC"),
                arguments(POLICE, "SELECT incident_id -- the year is not needed: YEAR(x)\nWHERE row_id > 5 LIMIT 2"),
                arguments(
                        POLICE,
                        "SELECT case(incident_year > '2020', 'recent', true, 'older') AS era, count(*) GROUP BY era"),
                arguments(CASES, "SELECT count(*) WHERE requested_datetime > date_add(get_utc_date(), 'P-7D')"),
                arguments(
                        CASES,
                        "SELECT service_name, count(*) AS n WHERE status_description = 'Open' GROUP BY service_name ORDER BY n DESC LIMIT 5"),
                arguments(CASES, "SELECT count(*) WHERE supervisor_district = 6 AND latitude > 37.7"),
                arguments(PERMITS, "SELECT status, sum(estimated_cost) AS cost, avg(estimated_cost) GROUP BY status"),
                arguments(PERMITS, "SELECT count(*) WHERE permit_type = '8' AND filed_date > '2020'"),
                arguments(FILMS, "SELECT title, release_year WHERE release_year < 1960 ORDER BY release_year"),
                arguments(
                        TREES,
                        "SELECT qspecies, count(*) AS n WHERE qcaretaker = 'DPW' GROUP BY qspecies ORDER BY n DESC LIMIT 10"),
                arguments(FILMS, "SELECT DISTINCT director ORDER BY director"),
                arguments(FILMS, "SELECT title WHERE starts_with(title, 'The') AND locations IS NOT NULL"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("validQueries")
    void sendsValidSoqlExactlyAsWritten(List<ColumnInfo> schema, String written) {
        Repair repair = REPAIRER.repair(written, schema, NOW);

        assertEquals(written, repair.soql());
        assertEquals(List.of(), repair.corrections());
        assertEquals(List.of(), repair.steps());
    }

    @org.junit.jupiter.api.Test
    void aNameAfterAnExpressionIsAnAliasOnlyAfterACallAndWhenItIsNoColumn() {
        for (String missingComma : List.of(
                "SELECT count(*) police_district GROUP BY police_district",
                "SELECT police_district incident_category LIMIT 5")) {
            Repair repair = REPAIRER.repair(missingComma, POLICE, NOW);
            assertEquals(missingComma, repair.soql(), "a missing comma, not an alias");
        }
    }

    @org.junit.jupiter.api.Test
    void theColumnCorrectorNeverTakesAClauseWordForAColumn() {
        SoqlColumnCorrector corrector = new SoqlColumnCorrector();
        for (String soql : List.of(
                "SELECT EXTRACT(YEAR FROM incident_date) AS y",
                "SELECT incident_id WHERE x ILIKE 'a'",
                "SELECT date_part(year, incident_date)",
                "SELECT incident_id WHERE incident_date > NOW() - INTERVAL 7 DAY",
                "SELECT TOP 5 incident_id",
                "SELECT count(*) WHERE incident_date = DATE '2024-01-01'")) {
            assertEquals(List.of(), corrector.correct(soql, POLICE).corrections(), soql);
        }
    }

    /**
     * The table of docs/auto-correction.md, read from the page: each row the repairer makes
     * (rewrite, function, column, literal) sends what the page says, so the page stays true. The
     * value row is the advisor's, and the page's own generated example shows it.
     */
    @org.junit.jupiter.api.Test
    void theDocsTableIsWhatTheServerSends() throws java.io.IOException {
        LocalDateTime docsNow = LocalDateTime.of(2026, 11, 22, 8, 15, 2);
        java.nio.file.Path page =
                java.nio.file.Path.of(System.getProperty("basedir", "."), "docs", "auto-correction.md");
        java.util.regex.Pattern row = java.util.regex.Pattern.compile(
                "^\\| `(rewrite|function|column|literal)`[^|]*\\| `([^`]+)` \\| `([^`]+)`",
                java.util.regex.Pattern.MULTILINE);
        java.util.regex.Matcher rows = row.matcher(java.nio.file.Files.readString(page));
        List<String> kinds = new java.util.ArrayList<>();
        while (rows.find()) {
            kinds.add(rows.group(1));
            assertEquals(
                    rows.group(3),
                    REPAIRER.repair(rows.group(2), POLICE, docsNow).soql(),
                    "the " + rows.group(1) + " row");
        }
        assertEquals(List.of("rewrite", "function", "column", "literal"), kinds, "the rows the test reads");
    }

    static String replay(String written, List<Step> steps) {
        String text = written;
        for (Step step : steps) {
            assertEquals(
                    step.original(),
                    text.substring(step.at(), step.at() + step.original().length()),
                    "step " + step);
            text = text.substring(0, step.at())
                    + step.replacement()
                    + text.substring(step.at() + step.original().length());
        }
        return text;
    }
}
