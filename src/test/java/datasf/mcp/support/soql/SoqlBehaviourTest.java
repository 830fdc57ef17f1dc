package datasf.mcp.support.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.DataSfDatasets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each row of ../shared/spec/soql-behaviour.md ("How real Socrata treats SoQL that an LLM gets
 * wrong"), on the recorded police incidents (wg3w-h783): what parses, which error, what silently
 * returns nothing.
 */
class SoqlBehaviourTest {

    private static final Dataset INCIDENTS = DataSfDatasets.dataset(DataSfDatasets.POLICE_INCIDENTS);

    private static List<Map<String, Object>> rows(String soql) {
        return SoqlEngine.query(INCIDENTS, soql).rows();
    }

    private static long count(String where) {
        return Long.parseLong(
                (String) rows("SELECT count(*) AS n WHERE " + where).get(0).get("n"));
    }

    /** Rows of the recorded data without a value in {@code field} (Socrata leaves nulls out), counted without SoQL. */
    private static long recordedNulls(String field) {
        return INCIDENTS.rows().stream().filter(r -> !r.containsKey(field)).count();
    }

    /** Rows of the recorded data whose {@code field} is exactly {@code value}, counted without SoQL. */
    private static long recorded(String field, Object value) {
        return INCIDENTS.rows().stream().filter(r -> value.equals(r.get(field))).count();
    }

    // ---- Lexing and parsing

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT * FROM wg3w-h783 LIMIT 5                              | 15 | Expected a table identifier, but got `wg3w'
            SELECT count(*) FROM incidents_table                         | 22 | Expected a table identifier, but got `incidents_table'
            SELECT count(*) FROM @this                                   | 27 | Expected an alias for @this, but got end of input
            SELECT t.incident_id FROM @this AS t                         | 9  | but got `.'
            SELECT TOP 5 incident_id                                     | 12 | but got `5'
            SELECT incident_id LIMIT ALL                                 | 26 | Expected an integer, but got `ALL'
            SELECT incident_id LIMIT 20, 10                              | 28 | but got `,'
            SELECT count(*) WHERE police_district ILIKE 'mission'        | 39 | but got `ILIKE'
            SELECT CAST(incident_year AS NUMBER)                         | 27 | Expected `)', but got `AS'
            SELECT police_district AS "Total Cases"                      | 27 | Expected an alias, but got `'Total Cases''
            SELECT count(*) WHERE police_district = 'Mission';           | 50 | Unexpected character `;'
            SELECT count(*) WHERE incident_date > now() - INTERVAL '7 days' | 56 | but got `'7 days''
            SELECT count(*) WHERE extract(YEAR FROM incident_date) = 2023 | 36 | Expected `)', but got `FROM'
            SELECT incident_id WHERE police_district = 'Mission' AND     | 57 | Expected an expression, but got end of input
            SELECT 'unterminated                                         | 8  | Unterminated string literal
            SELECT incident_id ORDER BY incident_id FETCH FIRST 10 ROWS ONLY | 41 | but got `FETCH'
            SELECT incident_id ORDER BY incident_id OFFSET 10 ROWS       | 51 | but got `ROWS'
            SELECT count(*) WHERE police_district ~ 'Miss'               | 39 | Unexpected character `~'
            SELECT count(*) WHERE filed_online IS TRUE                   | 39 | Expected NULL, but got `TRUE'
            SELECT count(DISTINCT police_district, resolution)           | 38 | Expected `)', but got `,'
            SELECT count(*) WHERE incident_id IN (SELECT incident_id)    | 39 | Expected an expression, but got `SELECT'
            WITH m AS (SELECT incident_id) SELECT count(*)               | 1  | but got `WITH'
            SELECT police_district UNION SELECT resolution               | 24 | but got `UNION'
            SELECT CASE WHEN police_district = 'Mission' THEN 1 ELSE 0 AS m | 60 | Expected END, but got `AS'
            """)
    void parseErrorsPointAtTheTokenSoqlDoesNotTake(String soql, int character, String message) {
        SoqlError error = assertThrows(SoqlError.class, () -> rows(soql));
        assertEquals("query.compiler.malformed", error.code());
        assertTrue(error.getMessage().contains(message), error.getMessage());
        assertEquals(character, error.offset() + 1, "character of " + error.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "SELECT count(*) WHERE police_district = \"Mission\"",
                "SELECT `police_district`, count(*) GROUP BY `police_district`",
                "SELECT count(*) WHERE police_district != 'Mission'",
                "SELECT count(*) WHERE police_district <> 'Mission'",
                "SELECT count(*) WHERE police_district == 'Mission'",
                "SELECT count(DISTINCT police_district)",
                "SELECT police_district FROM @this AS t",
                "SELECT incident_id LIMIT 10 OFFSET 20",
                "SELECT police_district, count(*) AS n GROUP BY police_district HAVING n > 10 ORDER BY n DESC",
                "SELECT count(*) WHERE incident_datetime >= '2023-07-04T18:30:00' AND incident_date < '2023-07-05'",
                "SELECT count(*) WHERE supervisor_district = '3' AND filed_online = 'true'",
                "SELECT count(*) WHERE incident_date > date_add(get_utc_date(), 'P-7D')",
                "SELECT count(*) WHERE upper(police_district) LIKE 'MISSION%' OR caseless_contains(police_district, 'mission')",
                "SELECT count(*) SEARCH 'robbery'",
                "SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT max(n) AS most",
                "SELECT incident_year::number AS y, sum(supervisor_district) GROUP BY y",
                "SELECT count(*) WHERE within_circle(point, 37.77, -122.41, 500)",
            })
    void validSoqlParsesAndRuns(String soql) {
        assertTrue(rows(soql).size() > 0, soql);
    }

    // ---- Functions, types, grouping: the error each refusal answers

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT year(incident_date) AS y, count(*) GROUP BY y                 | query.soql.no-such-function | No such function 'year'; arity=1
            SELECT count(*) WHERE month(incident_date) = 7                       | query.soql.no-such-function | No such function 'month'; arity=1
            SELECT date_trunc('month', incident_date) AS m, count(*) GROUP BY m  | query.soql.no-such-function | No such function 'date_trunc'; arity=2
            SELECT date_format(incident_date, 'YYYY-MM') AS m                    | query.soql.no-such-function | 'date_format'
            SELECT strftime('%Y', incident_date) AS y                            | query.soql.no-such-function | 'strftime'
            SELECT count(*) WHERE incident_date > now()                          | query.soql.no-such-function | No such function 'now'; arity=0
            SELECT cast(incident_year, 'number') AS y                            | query.soql.no-such-function | 'cast'
            SELECT count(*) WHERE ilike(police_district, 'mission')              | query.soql.no-such-function | 'ilike'
            SELECT count(*) WHERE date_trunc_ym(incident_date, 'month') = '2023-07' | query.soql.no-such-function | arity=2
            SELECT count(*) WHERE CURRENT_DATE > incident_date                   | query.soql.no-such-column   | No such column: CURRENT_DATE
            SELECT incident_catagory, count(*) GROUP BY incident_catagory        | query.soql.no-such-column   | No such column: incident_catagory
            SELECT count(*) WHERE incident_year = 2022                           | query.soql.type-mismatch    | Type mismatch for op$=, is number
            SELECT count(*) WHERE 2022 = incident_year                           | query.soql.type-mismatch    | Type mismatch for op$=, is number
            SELECT count(*) WHERE incident_year IN ('2022', 2023)                | query.soql.type-mismatch    | Type mismatch for #IN, is number
            SELECT count(*) WHERE filed_online = 1                               | query.soql.type-mismatch    | is number
            SELECT count(*) WHERE supervisor_district = 'three'                  | query.soql.type-mismatch    | is text
            SELECT count(*) WHERE incident_date = '07/04/2023'                   | query.soql.type-mismatch    | is text
            SELECT count(*) WHERE incident_datetime >= '2023-07-04 18:30:00'     | query.soql.type-mismatch    | is text
            SELECT count(*) WHERE incident_datetime > 2022                       | query.soql.type-mismatch    | is number
            SELECT count(*) WHERE incident_date BETWEEN '2023-01-01' AND '2023/12/31' | query.soql.type-mismatch | #BETWEEN
            SELECT sum(incident_year)                                            | query.soql.type-mismatch    | Type mismatch for sum, is text
            SELECT avg(police_district)                                          | query.soql.type-mismatch    | Type mismatch for avg, is text
            SELECT count(*) WHERE upper(supervisor_district) = '3'               | query.soql.type-mismatch    | Type mismatch for upper, is number
            SELECT count(*) WHERE date_extract_y(incident_year) = 2023           | query.soql.type-mismatch    | date_extract_y, is text
            SELECT count(*) WHERE supervisor_district LIKE '1%'                  | query.soql.type-mismatch    | #LIKE, is number
            SELECT police_district, count(*) AS n WHERE n > 50 GROUP BY police_district | query.soql.aggregate-in-ungrouped-context | Aggregate function 'count' used in ungrouped context: WHERE
            SELECT police_district WHERE count(*) > 10 GROUP BY police_district  | query.soql.aggregate-in-ungrouped-context | 'count'
            SELECT police_district, incident_category, count(*) GROUP BY police_district | query.soql.column-not-in-group-bys | Column not in group bys: incident_category
            SELECT police_district, count(*) GROUP BY 1                          | query.soql.column-not-in-group-bys | Column not in group bys: police_district
            SELECT *, count(*)                                                   | query.soql.column-not-in-group-bys | *
            SELECT police_district, count(*) GROUP BY police_district ORDER BY incident_date | query.soql.column-not-in-group-bys | incident_date
            SELECT count(*) WHERE incident_year::int = 2022                      | query.soql.no-such-function | No such function 'cast$int'; arity=1
            SELECT incident_date::date AS d                                      | query.soql.no-such-function | 'cast$date'
            SELECT incident_id::varchar AS d                                     | query.soql.no-such-function | 'cast$varchar'
            SELECT count(*) WHERE $q = 'theft'                                   | query.soql.no-such-column   | No such column: $q
            SELECT count(*) WHERE incident_id LIKE '94%'                         | query.soql.type-mismatch    | Type mismatch for #LIKE, is number
            SELECT count(*) WHERE incident_datetime NOT LIKE '2023%'             | query.soql.type-mismatch    | #NOT_LIKE, is floating_timestamp
            SELECT count(*) WHERE filed_online LIKE 't%'                         | query.soql.type-mismatch    | #LIKE, is boolean
            SELECT count(*) WHERE contains(supervisor_district, '1')             | query.soql.type-mismatch    | Type mismatch for contains, is number
            SELECT count(*) WHERE caseless_eq(incident_date, '2023-01-01')       | query.soql.type-mismatch    | caseless_eq, is floating_timestamp
            SELECT count(*) WHERE within_circle(latitude, 37.77, -122.41, 500)   | query.soql.type-mismatch    | Type mismatch for within_circle, is number
            SELECT count(*) WHERE filed_online = 'yes'                           | query.soql.type-mismatch    | Type mismatch for op$=, is text
            SELECT count(*) WHERE incident_datetime >= '2024-01-01T00:00:00Z'    | query.soql.type-mismatch    | Type mismatch for op$>=, is text
            SELECT count(*) WHERE incident_date < '2024-01-01T00:00:00-08:00'    | query.soql.type-mismatch    | is text
            SELECT CASE WHEN police_district THEN 1 END AS x                     | query.soql.type-mismatch    | Type mismatch for case, is text
            SELECT CASE WHEN filed_online THEN police_district ELSE 0 END AS x   | query.soql.type-mismatch    | Type mismatch for case, is number
            SELECT case(filed_online, 1, true) AS x                              | query.soql.no-such-function | No such function 'case'; arity=3
            """)
    void refusalsAnswerSocratasErrorCode(String soql, String code, String message) {
        SoqlError error = assertThrows(SoqlError.class, () -> rows(soql));
        assertEquals(code, error.code(), error.getMessage());
        assertTrue(error.getMessage().contains(message), error.getMessage());
    }

    @Test
    void errorsCarrySocratasDataFields() {
        SoqlError column = assertThrows(SoqlError.class, () -> rows("SELECT counts_total"));
        assertEquals(Map.of("column", "counts_total"), column.data());
        assertEquals(7, column.offset());
        SoqlError function = assertThrows(SoqlError.class, () -> rows("SELECT year(incident_date)"));
        assertEquals(Map.of("function", "year", "arity", 1), function.data());
        SoqlError type = assertThrows(SoqlError.class, () -> rows("SELECT count(*) WHERE incident_year = 2022"));
        assertEquals(Map.of("function", "op$=", "type", "number"), type.data());
        assertEquals("SELECT count(*) WHERE incident_year = ".length(), type.offset(), "points at the literal");
        SoqlError where = assertThrows(
                SoqlError.class,
                () -> rows("SELECT police_district, count(*) AS n WHERE n > 50 GROUP BY police_district"));
        assertEquals(Map.of("function", "count", "clause", "WHERE"), where.data());
    }

    // ---- Literals that adapt, and what a timestamp literal means

    @Test
    void quotedLiteralsReadAsTheColumnsType() {
        assertEquals(count("supervisor_district = 3"), count("supervisor_district = '3'"));
        assertEquals(recorded("filed_online", Boolean.TRUE), count("filed_online = 'true'"));
        assertEquals(count("filed_online = true"), count("filed_online = 'true'"));
    }

    @Test
    void aCheckboxReadsTrueFalseOneAndZeroInAnyCase() {
        long checked = count("filed_online = true");
        assertEquals(recorded("filed_online", Boolean.TRUE), checked);
        assertEquals(checked, count("filed_online = 'TRUE'"));
        assertEquals(checked, count("filed_online = '1'"));
        assertEquals(checked, count("filed_online IN ('0', '1')"));
    }

    @Test
    void aTimestampEqualToADateMatchesOnlyMidnight() {
        long midnight = INCIDENTS.rows().stream()
                .filter(r -> "2020-05-31T00:00:00.000".equals(r.get("incident_datetime")))
                .count();
        long thatDay = INCIDENTS.rows().stream()
                .filter(r -> String.valueOf(r.get("incident_datetime")).startsWith("2020-05-31"))
                .count();
        assertEquals(midnight, count("incident_datetime = '2020-05-31'"));
        assertEquals(thatDay, count("date_trunc_ymd(incident_datetime) = '2020-05-31'"));
        assertEquals(thatDay, count("incident_datetime >= '2020-05-31' AND incident_datetime < '2020-06-01'"));
        assertTrue(thatDay > midnight, "the recorded day has incidents after midnight");
    }

    // ---- What returns rows silently

    @Test
    void textMatchingIsCaseSensitive() {
        long tenderloin = recorded("police_district", "Tenderloin");
        assertTrue(tenderloin > 0);
        assertEquals(tenderloin, count("police_district = 'Tenderloin'"));
        assertEquals(0, count("police_district = 'TENDERLOIN'"));
        assertEquals(0, count("police_district LIKE 'tender%'"));
        assertEquals(tenderloin, count("upper(police_district) = 'TENDERLOIN'"));
        assertEquals(tenderloin, count("caseless_eq(police_district, 'TENDERLOIN')"));
        assertEquals(tenderloin, count("upper(police_district) LIKE 'TENDER%'"));
    }

    @Test
    void nearMissValuesMatchNothing() {
        assertEquals(0, count("police_district = 'Tenderloin District'"));
        assertEquals(0, count("incident_category = 'Robberies'"));
        assertEquals(0, count("incident_category = 'Larceny'"));
        assertNotEquals(0, count("incident_category = 'Larceny Theft'"));
    }

    @Test
    void equalsNullIsNeverTrue() {
        long missing = recordedNulls("cad_number");
        assertTrue(missing > 0);
        assertEquals(0, count("cad_number = NULL"));
        assertEquals(0, count("cad_number != NULL"));
        assertEquals(missing, count("cad_number IS NULL"));
        assertEquals(INCIDENTS.rows().size() - missing, count("cad_number IS NOT NULL"));
    }

    // ---- More of SoQL's rules that make plausible queries go wrong

    @Test
    void anUncheckedCheckboxIsNullSoEqualsFalseFindsNothing() {
        long unchecked = recordedNulls("filed_online");
        assertTrue(unchecked > 0);
        assertEquals(0, count("filed_online = false"));
        assertEquals(0, count("filed_online != true"));
        assertEquals(unchecked, count("filed_online IS NULL"));
        assertEquals(unchecked, count("coalesce(filed_online, false) = false"));
    }

    @Test
    void notEqualsAndNotInDropNullRowsAndANullInTheListMatchesNothing() {
        long missing = recordedNulls("analysis_neighborhood");
        assertTrue(missing > 0);
        long mission = count("analysis_neighborhood = 'Mission'");
        assertEquals(INCIDENTS.rows().size() - missing - mission, count("analysis_neighborhood != 'Mission'"));
        assertEquals(count("analysis_neighborhood != 'Mission'"), count("analysis_neighborhood NOT IN ('Mission')"));
        assertEquals(0, count("analysis_neighborhood NOT IN ('Mission', NULL)"));
        assertEquals(mission, count("analysis_neighborhood IN ('Mission', NULL)"));
        assertEquals(0, count("analysis_neighborhood = ''"), "a missing value is null, not ''");
        assertEquals(mission, count("caseless_one_of(analysis_neighborhood, 'MISSION', NULL)"));
        assertEquals(0, count("caseless_not_one_of(analysis_neighborhood, 'MISSION', NULL)"));
    }

    @Test
    void aDateOnlyUpperBoundIsMidnightAndBetweenDoesNotWrap() {
        long wholeYear = count("incident_datetime >= '2023-01-01' AND incident_datetime < '2024-01-01'");
        long toMidnight = count("incident_datetime >= '2023-01-01' AND incident_datetime <= '2023-12-31'");
        assertTrue(toMidnight < wholeYear, "the last day after midnight is left out");
        assertEquals(toMidnight, count("incident_datetime BETWEEN '2023-01-01' AND '2023-12-31'"));
        assertEquals(0, count("date_extract_hh(incident_datetime) BETWEEN 22 AND 4"));
        assertTrue(count("date_extract_hh(incident_datetime) >= 22 OR date_extract_hh(incident_datetime) < 4") > 0);
    }

    @Test
    void dateFunctionsAnswerInTheirDomains() {
        Map<String, Object> range = rows("SELECT min(date_extract_dow(incident_datetime)) AS lo, "
                        + "max(date_extract_dow(incident_datetime)) AS hi, max(date_extract_hh(incident_datetime)) AS h, "
                        + "min(date_extract_m(incident_datetime)) AS m")
                .get(0);
        assertEquals(Map.of("lo", "0", "hi", "6", "h", "23", "m", "1"), range, "Sunday is 0; hours 0-23; months 1-12");
        assertEquals(0, count("date_extract_dow(incident_datetime) = 7"));
    }

    @Test
    void textMatchingFunctionsAreCaseSensitiveAndTheCaselessOnesAreNot() {
        long vehicle = count("incident_description LIKE '%Vehicle%'");
        assertTrue(vehicle > 0);
        assertEquals(vehicle, count("contains(incident_description, 'Vehicle')"));
        assertEquals(0, count("contains(incident_description, 'VEHICLE')"));
        assertEquals(
                count("incident_description LIKE '%vehicle%'"), count("contains(incident_description, 'vehicle')"));
        assertEquals(
                count("upper(incident_description) LIKE '%VEHICLE%'"),
                count("caseless_contains(incident_description, 'vEhIcLe')"));
        assertEquals(0, count("starts_with(police_district, 'mis')"));
        assertEquals(count("police_district = 'Mission'"), count("caseless_starts_with(police_district, 'mis')"));
        assertEquals(
                INCIDENTS.rows().size(), count("police_district NOT LIKE 'mission'"), "NOT LIKE in the wrong case");
    }

    @Test
    void caseWhenPicksTheFirstTrueBranchElseTheElseOrNull() {
        List<Map<String, Object>> zones = rows("SELECT CASE WHEN police_district = 'Mission' THEN 'M' "
                + "WHEN police_district LIKE 'M%' THEN 'never' ELSE 'other' END AS zone, count(*) AS n "
                + "GROUP BY zone ORDER BY zone");
        assertEquals(
                List.of(
                        Map.of("zone", "M", "n", String.valueOf(count("police_district = 'Mission'"))),
                        Map.of("zone", "other", "n", String.valueOf(count("police_district != 'Mission'")))),
                zones);
        assertEquals(
                count("filed_online IS NULL"),
                count("CASE WHEN filed_online THEN 'online' END IS NULL"),
                "no ELSE: null");
    }

    @Test
    void likeWithoutPercentIsEqualityAndStarIsNoWildcard() {
        assertEquals(count("incident_category = 'Robbery'"), count("incident_category LIKE 'Robbery'"));
        assertEquals(0, count("incident_category LIKE 'Rob*'"));
        assertEquals(count("incident_category = 'Robbery'"), count("incident_category LIKE 'Rob%'"));
        assertEquals(count("incident_category = 'Robbery'"), count("incident_category LIKE '_obbery'"));
    }

    @Test
    void theDefaultLimitIsAThousandRowsAndAnExplicitOneHasNoCap() {
        assertEquals(2500, INCIDENTS.rows().size());
        assertEquals(1000, rows("SELECT incident_id").size());
        assertEquals(2000, rows("SELECT incident_id LIMIT 2000").size());
        assertEquals(2500, rows("SELECT incident_id LIMIT 50000").size());
    }

    @Test
    void orderByAColumnNumberSortsByAConstant() {
        List<Map<String, Object>> unsorted = rows("SELECT incident_category, count(*) AS n GROUP BY incident_category");
        assertEquals(unsorted, rows("SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY 2"));
        assertNotEquals(
                unsorted, rows("SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n"));
    }

    @Test
    void searchIsFullTextOverTheValues() {
        long shoplifting = INCIDENTS.rows().stream()
                .filter(r -> r.values().stream()
                        .anyMatch(v -> v.toString().toLowerCase().contains("shoplifting")))
                .count();
        assertTrue(shoplifting > 0);
        assertEquals(shoplifting, Long.parseLong((String)
                rows("SELECT count(*) AS n SEARCH 'Shoplifting'").get(0).get("n")));
    }
}
