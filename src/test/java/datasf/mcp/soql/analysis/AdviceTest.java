package datasf.mcp.soql.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Hint;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.soql.SoqlEngine;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The fixes for what the checker finds: the query each hint gives passes the checker, runs on the
 * fake, and answers what the refused query asked (checked against a query written by hand).
 */
class AdviceTest {

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', textBlock = """
            wg3w-h783 ; SELECT avg(count(*)) AS mean GROUP BY police_district ; SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT avg(n) AS mean
            wg3w-h783 ; SELECT max(count(*)) AS most WHERE incident_year = '2024' GROUP BY police_district, incident_category ; SELECT police_district, incident_category, count(*) AS n WHERE incident_year = '2024' GROUP BY police_district, incident_category |> SELECT max(n) AS most
            wg3w-h783 ; SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY incident_datetime DESC LIMIT 3 ; SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY max(incident_datetime) DESC LIMIT 3
            wg3w-h783 ; SELECT date_trunc_ym(incident_date) AS month, count(*) AS n GROUP BY month ORDER BY incident_date ; SELECT date_trunc_ym(incident_date) AS month, count(*) AS n GROUP BY month ORDER BY month
            wg3w-h783 ; SELECT police_district, count(*) AS n GROUP BY police_district HAVING incident_year = '2024' AND count(*) > 10 ; SELECT police_district, count(*) AS n WHERE incident_year = '2024' GROUP BY police_district HAVING count(*) > 10
            wg3w-h783 ; SELECT police_district AS d, count(*) AS n WHERE filed_online = true GROUP BY d HAVING resolution = 'Open or Active' ; SELECT police_district AS d, count(*) AS n WHERE filed_online = true AND resolution = 'Open or Active' GROUP BY d
            i98e-djp9 ; SELECT avg(estimated_cost::number) AS mean_cost WHERE status = 'issued' ORDER BY filed_date DESC LIMIT 10 ; SELECT estimated_cost WHERE status = 'issued' ORDER BY filed_date DESC NULL LAST LIMIT 10 |> SELECT avg(estimated_cost::number) AS mean_cost
            i98e-djp9 ; SELECT count(*) AS n ORDER BY filed_date DESC ; SELECT count(*) AS n
            wg3w-h783 ; SELECT police_district, incident_category, count(*) AS n GROUP BY police_district ORDER BY n DESC ; SELECT police_district, incident_category, count(*) AS n GROUP BY police_district, incident_category ORDER BY n DESC
            wg3w-h783 ; SELECT police_district, resolution, count(*) AS n ; SELECT police_district, resolution, count(*) AS n GROUP BY police_district, resolution
            wg3w-h783 ; SELECT police_district, count(*) AS n WHERE n > 50 GROUP BY police_district ; SELECT police_district, count(*) AS n GROUP BY police_district HAVING n > 50
            wg3w-h783 ; SELECT count(*) WHERE incident_year::int = 2022 ; SELECT count(*) WHERE incident_year::number = 2022
            wg3w-h783 ; SELECT count(*) WHERE incident_datetime::date = '2023-03-26' ; SELECT count(*) WHERE date_trunc_ymd(incident_datetime) = '2023-03-26'
            wg3w-h783 ; SELECT incident_id::varchar AS v ORDER BY incident_id LIMIT 2 ; SELECT incident_id::text AS v ORDER BY incident_id LIMIT 2
            wg3w-h783 ; SELECT supervisor_district::integer AS s, count(*) AS n GROUP BY s ORDER BY s ; SELECT floor(supervisor_district) AS s, count(*) AS n GROUP BY s ORDER BY s
            yitu-d5am ; SELECT (release_year / 10)::int * 10 AS decade, count(*) AS n GROUP BY decade ORDER BY decade ; SELECT floor(release_year / 10) * 10 AS decade, count(*) AS n GROUP BY decade ORDER BY decade
            wg3w-h783 ; SELECT incident_year::integer::varchar AS y ORDER BY y LIMIT 1 ; SELECT incident_year::number::text AS y ORDER BY y LIMIT 1
            """)
    void eachFixIsTheQueryThatAnswersTheQuestion(String dataset, String refused, String fixed) {
        SoqlChecker checker = SoqlCheckerAgreementTest.checker(dataset);
        Verdict verdict = checker.check(refused);
        assertTrue(verdict.refusal().isPresent(), () -> refused + ": " + verdict.findings());

        List<Hint> hints =
                Advice.of(checker).explain(verdict, verdict.findings().get(0).code());

        assertEquals(fixed, hints.get(0).query(), hints::toString);
        assertTrue(checker.check(fixed).passes());
        rows(dataset, fixed); // runs on the fake
    }

    @Test
    void theAverageOfCountsIsTheAverageOfTheCountsPerGroup() {
        List<Map<String, Object>> perDistrict =
                rows(DataSfDatasets.POLICE_INCIDENTS, "SELECT police_district, count(*) AS n GROUP BY police_district");
        double expected = perDistrict.stream()
                .mapToDouble(row -> Double.parseDouble(row.get("n").toString()))
                .average()
                .orElseThrow();
        Hint hint = only("wg3w-h783", "SELECT avg(count(*)) AS mean GROUP BY police_district");

        Object mean = rows(DataSfDatasets.POLICE_INCIDENTS, hint.query()).get(0).get("mean");
        assertEquals(expected, Double.parseDouble(mean.toString()), 1e-9);
    }

    @Test
    void theAverageOfTheLatestTenIsOverThoseTenRows() {
        List<Map<String, Object>> latest = rows(
                DataSfDatasets.BUILDING_PERMITS,
                "SELECT estimated_cost WHERE status = 'issued' AND estimated_cost IS NOT NULL "
                        + "ORDER BY filed_date DESC LIMIT 10");
        double expected = latest.stream()
                .mapToDouble(row -> Double.parseDouble(row.get("estimated_cost").toString()))
                .average()
                .orElseThrow();
        Hint hint = only(
                "i98e-djp9",
                "SELECT avg(estimated_cost::number) AS mean WHERE status = 'issued' AND estimated_cost IS NOT NULL "
                        + "ORDER BY filed_date DESC LIMIT 10");

        assertTrue(hint.why().contains("LIMIT acts after the aggregate"), hint::toString);
        Object mean = rows(DataSfDatasets.BUILDING_PERMITS, hint.query()).get(0).get("mean");
        assertEquals(expected, Double.parseDouble(mean.toString()), 1e-6);
    }

    @Test
    void aChainWhoseSecondStageWouldStillBeRefusedGetsNoQuery() {
        Hint hint = only("wg3w-h783", "SELECT police_district AS d, max(count(*)) AS most GROUP BY d");

        assertEquals("max(count(*))", hint.what());
        assertNull(hint.query());
    }

    @Test
    void aCastSoqlHasNoFormForGetsNoQuery() {
        Hint hint = only("wg3w-h783", "SELECT count(*) WHERE filed_online::int = 1");

        assertEquals("::int", hint.what());
        assertTrue(hint.why().contains("no cast from boolean to number"), hint::toString);
        assertNull(hint.query());
    }

    @Test
    void anAggregateOfAggregatesWithoutGroupsGetsTheChainedFormInWordsOnly() {
        Hint hint = only("wg3w-h783", "SELECT avg(count(*)) AS mean");

        assertTrue(hint.suggestion().contains("|> SELECT avg(n)"), hint::toString);
        assertNull(hint.query());
    }

    private static Hint only(String dataset, String refused) {
        SoqlChecker checker = SoqlCheckerAgreementTest.checker(dataset);
        List<Hint> hints = Advice.of(checker).explain(checker.check(refused), null);
        assertEquals(1, hints.size(), hints::toString);
        return hints.get(0);
    }

    private static List<Map<String, Object>> rows(String dataset, String soql) {
        return SoqlEngine.query(DataSfDatasets.dataset(dataset), soql).rows();
    }
}
