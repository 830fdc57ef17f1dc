package datasf.mcp.soql.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.DatasfColumns;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Each rule of the checker, with the error code and message Socrata answers it with. */
class SoqlCheckerTest {

    private static final SoqlChecker POLICE = SoqlChecker.of(ColumnTypes.of(DatasfColumns.POLICE_INCIDENTS));

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = " => ", textBlock = """
            SELECT count(*) WHERE police_districts = 'Park' => NO_SUCH_COLUMN => No such column: police_districts
            SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT incident_year WHERE n > 5 => NO_SUCH_COLUMN => No such column: incident_year
            SELECT avg(count(*)) GROUP BY police_district => NESTED_AGGREGATE => Aggregate function 'count' used in ungrouped context: selected columns
            SELECT police_district, count(*) AS n GROUP BY police_district HAVING avg(n) > 5 => NESTED_AGGREGATE => Aggregate function 'count' used in ungrouped context: HAVING
            SELECT police_district, count(*) AS n WHERE n > 50 GROUP BY police_district => AGGREGATE_IN_WHERE => Aggregate function 'count' used in ungrouped context: WHERE
            SELECT count(*) WHERE count(*) > 5 => AGGREGATE_IN_WHERE => Aggregate function 'count' used in ungrouped context: WHERE
            SELECT count(*) AS n GROUP BY count(*) => AGGREGATE_IN_GROUP_BY => Aggregate function 'count' used in ungrouped context: GROUP BY
            SELECT police_district, resolution, count(*) GROUP BY police_district => UNGROUPED_COLUMN => Column not in group bys: resolution
            SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY incident_date DESC => UNGROUPED_COLUMN => Column not in group bys: incident_date
            SELECT police_district, count(*) AS n GROUP BY police_district HAVING incident_year = '2024' => UNGROUPED_COLUMN => Column not in group bys: incident_year
            SELECT avg(supervisor_district) ORDER BY incident_date DESC LIMIT 10 => UNGROUPED_COLUMN => Column not in group bys: incident_date
            SELECT police_district HAVING count(*) > 10 => UNGROUPED_COLUMN => Column not in group bys: police_district
            SELECT * GROUP BY police_district => UNGROUPED_COLUMN => Column not in group bys: *
            SELECT police_district, count(*) GROUP BY 1 => UNGROUPED_COLUMN => Column not in group bys: police_district
            SELECT count(*) WHERE incident_year::int = 2022 => UNKNOWN_CAST => No such function 'cast$int'; arity=1
            SELECT incident_datetime::DATE AS d LIMIT 1 => UNKNOWN_CAST => No such function 'cast$date'; arity=1
            SELECT count(*) WHERE incident_year = 2024 + 1 => TYPE_MISMATCH => Type mismatch for op$=, is number
            SELECT count(*) WHERE filed_online = 1 => TYPE_MISMATCH => Type mismatch for op$=, is number
            SELECT count(*) WHERE incident_datetime > 2022 => TYPE_MISMATCH => Type mismatch for op$>, is number
            SELECT count(*) WHERE incident_date >= '07/01/2024' => TYPE_MISMATCH => Type mismatch for op$>=, is text
            SELECT sum(incident_category) AS s => TYPE_MISMATCH => Type mismatch for sum, is text
            SELECT count(*) WHERE upper(supervisor_district) = 'X' => TYPE_MISMATCH => Type mismatch for upper, is number
            SELECT count(*) WHERE date_extract_y(incident_year) = 2024 => TYPE_MISMATCH => Type mismatch for date_extract_y, is text
            SELECT count(*) WHERE supervisor_district LIKE '6%' => TYPE_MISMATCH => Type mismatch for #LIKE, is number
            SELECT count(*) WHERE incident_category IN ('Assault', 5) => TYPE_MISMATCH => Type mismatch for #IN, is number
            SELECT count(*) WHERE within_circle(latitude, 37.77, -122.41, 500) => TYPE_MISMATCH => Type mismatch for within_circle, is number
            SELECT count(*) WHERE incident_category + 1 > 2 => TYPE_MISMATCH => Type mismatch for op$+, is text
            SELECT year(incident_date) AS y, count(*) GROUP BY y => NO_SUCH_FUNCTION => No such function 'year'; arity=1
            SELECT count(*) WHERE date_extract_y(incident_date, 'x', 'y') = 2024 => NO_SUCH_FUNCTION => No such function 'date_extract_y'; arity=3
            """)
    void eachRuleIsNamedWithSocratasCodeAndMessage(String soql, Finding.Rule rule, String message) {
        Verdict verdict = POLICE.check(soql);

        assertFalse(verdict.passes(), soql);
        Finding first = verdict.findings().get(0);
        assertEquals(rule, first.rule(), () -> verdict.findings().toString());
        assertEquals(message, first.message());
        assertEquals(rule.code(), first.code());
    }

    @Test
    void theCodesAreSocratas() {
        assertEquals("query.soql.aggregate-in-ungrouped-context", Finding.Rule.NESTED_AGGREGATE.code());
        assertEquals("query.soql.column-not-in-group-bys", Finding.Rule.UNGROUPED_COLUMN.code());
        assertEquals("query.soql.type-mismatch", Finding.Rule.TYPE_MISMATCH.code());
        assertEquals("query.soql.no-such-function", Finding.Rule.UNKNOWN_CAST.code());
        assertEquals(
                "query.compiler.malformed",
                POLICE.check("SELECT TOP 5 *").findings().get(0).code());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "SELECT police_district AS district, count(*) AS n GROUP BY district ORDER BY n DESC",
                "SELECT date_trunc_ym(incident_date) AS month, count(*) GROUP BY month ORDER BY month",
                "SELECT date_trunc_ym(incident_date), count(*) GROUP BY date_trunc_ym(incident_date) ORDER BY date_trunc_ym(incident_date)",
                "SELECT police_district, count(*) GROUP BY police_district ORDER BY count DESC",
                "SELECT police_district, count(*) GROUP BY police_district HAVING count(*) > 100 ORDER BY count(*) DESC",
                "SELECT POLICE_DISTRICT, count(*) GROUP BY (police_district)",
                "SELECT incident_year::number AS y, count(*) AS n GROUP BY incident_year::number ORDER BY y",
                "SELECT police_district, 'x' AS label, count(*) GROUP BY police_district",
                "SELECT count(*) WHERE supervisor_district = '6' AND filed_online = 'true'",
                "SELECT count(*) WHERE incident_datetime >= '2024-01-01T00:00:00' AND incident_year::number > 2020",
                "SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT avg(n) AS mean",
                "SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT police_district WHERE n > 100",
                "SELECT incident_id, incident_datetime ORDER BY incident_datetime DESC LIMIT 5",
                "SELECT count(*) WHERE within_circle(point, 37.77, -122.41, 500)",
                "SELECT max(incident_date) AS latest",
                "SELECT sum(DISTINCT supervisor_district) AS s",
                "SELECT incident_id::double AS d ORDER BY incident_id LIMIT 2",
                "SELECT count(*) WHERE :id > 0 AND :updated_at > '2024-01-01'",
            })
    void validQueriesPass(String soql) {
        Verdict verdict = POLICE.check(soql);
        assertTrue(verdict.passes(), () -> soql + ": " + verdict.findings());
    }

    @Test
    void aSureRefusalIsOnlyTheFirstFindingWhenItIsCertain() {
        assertTrue(POLICE.check("SELECT avg(count(*)) GROUP BY police_district")
                .refusal()
                .isPresent());
        assertTrue(POLICE.check("SELECT count(*) WHERE incident_year::int = 2022")
                .refusal()
                .isPresent());
        // a type mismatch only explains Socrata's refusal: the server sends the query
        assertTrue(
                POLICE.check("SELECT count(*) WHERE filed_online = 1").refusal().isEmpty());
        // an unknown name comes first in Socrata's analysis ("no such column", answered with the closest
        // names on the way back): the grouping is not judged, and the query is sent
        Verdict unknown = POLICE.check("SELECT police_districts, resolution, count(*) GROUP BY police_districts");
        assertEquals(
                List.of(Finding.Rule.NO_SUCH_COLUMN, Finding.Rule.NO_SUCH_COLUMN),
                unknown.findings().stream().map(Finding::rule).toList());
        assertTrue(unknown.refusal().isEmpty());
    }

    /**
     * A computed column ({@code :@computed_region_...}) is a column of the schema with its type, not
     * a system field that goes with anything: Socrata checks types before grouping, so a grouping
     * refusal is not sure while a type mismatch of it may come first.
     */
    @Test
    void aComputedColumnHasItsTypeSoATypeMismatchComesBeforeTheGrouping() {
        List<ColumnInfo> columns = new java.util.ArrayList<>(DatasfColumns.POLICE_INCIDENTS);
        columns.add(new ColumnInfo("Neighborhoods", ":@computed_region_jwn9_ihcz", "number", null));
        Verdict verdict = SoqlChecker.of(ColumnTypes.of(columns))
                .check("SELECT incident_id AS k, max(latitude) AS n WHERE :@computed_region_jwn9_ihcz <= 'Mission'");
        assertEquals(Finding.Rule.TYPE_MISMATCH, verdict.findings().get(0).rule(), verdict.findings()::toString);
        assertTrue(verdict.refusal().isEmpty(), "the type mismatch is Socrata's to find first");
    }

    @Test
    void withoutTheSchemaNothingIsSureAndNoGroupingIsJudged() {
        SoqlChecker blind = SoqlChecker.of(ColumnTypes.none());
        assertTrue(blind.check("SELECT police_district, resolution, count(*) GROUP BY police_district")
                .passes());
        Verdict cast = blind.check("SELECT count(*) WHERE incident_year::int = 2022");
        assertEquals(Finding.Rule.UNKNOWN_CAST, cast.findings().get(0).rule());
        assertTrue(cast.refusal().isEmpty());
    }

    @Test
    void laterStagesReadTheOutputsOfTheOneBefore() {
        Verdict verdict = POLICE.check("SELECT police_district, count(*) AS n GROUP BY police_district "
                + "|> SELECT police_district, avg(n) AS mean");
        assertEquals(
                "Column not in group bys: police_district",
                verdict.findings().get(0).message());
        assertTrue(verdict.refusal().isPresent());
        assertEquals(
                "Type mismatch for upper, is number",
                POLICE.check("SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT upper(n) AS u")
                        .findings()
                        .get(0)
                        .message());
    }

    @Test
    void windowsJoinsAndSetOperationsAreNotJudged() {
        assertTrue(POLICE.check("SELECT police_district, count(*) OVER (PARTITION BY police_district) AS n")
                .passes());
        assertTrue(POLICE.check("SELECT incident_id WHERE police_district = 'Park' UNION SELECT incident_id")
                .passes());
    }

    @Test
    void aChainOfThousandsOfConditionsIsNotJudgedAndDoesNotOverflowTheStack() {
        String deep = "SELECT count(*) WHERE " + "incident_year = '2024' AND ".repeat(1500) + "filed_online = 1";
        assertTrue(POLICE.check(deep).passes());
        String long240 = "SELECT count(*) WHERE " + "incident_year = '2024' AND ".repeat(240) + "filed_online = 1";
        assertEquals(
                Finding.Rule.TYPE_MISMATCH,
                POLICE.check(long240).findings().get(0).rule());
    }
}
