package datasf.mcp.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SoqlAnalysisTest {

    @Test
    void plainRowQueryHasNothing() {
        SoqlAnalysis analysis = SoqlAnalysis.analyze("SELECT incident_id WHERE resolution = 'Open or Active'");

        assertEquals(
                new SoqlAnalysis(false, OptionalLong.empty(), false, OptionalLong.empty(), false, false), analysis);
        assertFalse(analysis.isAggregated());
    }

    @Test
    void readsTopLevelLimitAndOffsetValues() {
        SoqlAnalysis analysis = SoqlAnalysis.analyze("select incident_id order by incident_id limit 50 offset 200");

        assertTrue(analysis.hasLimit());
        assertEquals(OptionalLong.of(50), analysis.limit());
        assertTrue(analysis.hasOffset());
        assertEquals(OptionalLong.of(200), analysis.offset());
    }

    @Test
    void aLimitBeyondALongIsPresentButHasNoValue() {
        SoqlAnalysis analysis = SoqlAnalysis.analyze("SELECT x LIMIT 99999999999999999999");

        assertTrue(analysis.hasLimit());
        assertEquals(OptionalLong.empty(), analysis.limit());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"SELECT incident_id LIMIT 1e3", "SELECT x LIMIT", "SELECT x LIMIT 5;", "SELECT x LIMIT ALL"})
    void textThatIsNotSoqlHasNoLimitToPageBy(String soql) {
        // Socrata refuses each of them as written (LIMIT takes one integer); nothing to size a page by
        assertEquals(
                new SoqlAnalysis(false, OptionalLong.empty(), false, OptionalLong.empty(), false, false),
                SoqlAnalysis.analyze(soql));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "SELECT count_distinct(incident_number) AS n",
                "SELECT regr_slope(latitude, longitude)",
                "SELECT police_district HAVING count(*) > 1 |> SELECT police_district",
            })
    void everyAggregateOfTheFunctionTableCounts(String soql) {
        assertTrue(SoqlAnalysis.analyze(soql).isAggregated());
    }

    @Test
    void anAggregateOverAWindowIsOneValuePerRow() {
        assertFalse(SoqlAnalysis.analyze("SELECT incident_id, count(*) OVER (PARTITION BY police_district)")
                .isAggregated());
    }

    @Test
    void limitInsideLiteralsCommentsOrParenthesesDoesNotCount() {
        SoqlAnalysis analysis =
                SoqlAnalysis.analyze("SELECT incident_id WHERE incident_description = 'LIMIT 5' -- LIMIT 6\n"
                        + "AND f(LIMIT 7) /* OFFSET 8 */");

        assertFalse(analysis.hasLimit());
        assertFalse(analysis.hasOffset());
    }

    @Test
    void detectsGroupByAtTopLevel() {
        assertTrue(SoqlAnalysis.analyze("SELECT police_district GROUP\n  BY police_district")
                .hasGroupBy());
        assertFalse(SoqlAnalysis.analyze("SELECT police_district WHERE police_district = 'GROUP BY'")
                .hasGroupBy());
        assertFalse(
                SoqlAnalysis.analyze("SELECT group_by_me ORDER BY group_by_me").hasGroupBy());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "SELECT count(*)",
                "SELECT COUNT (incident_id) AS n",
                "SELECT sum(cnn) / avg(cnn)",
                "SELECT max(incident_datetime), min(incident_datetime)",
                "SELECT stddev_pop(latitude), stddev_samp(longitude)",
                "SELECT date_trunc_ym(incident_date) AS m, count(*) GROUP BY m",
            })
    void detectsAggregateCalls(String soql) {
        SoqlAnalysis analysis = SoqlAnalysis.analyze(soql);

        assertTrue(analysis.usesAggregates());
        assertTrue(analysis.isAggregated());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "SELECT count, max_incident_date ORDER BY count",
                "SELECT incident_id WHERE incident_description = 'count(*)'",
                "SELECT upper(police_district), date_trunc_ym(incident_date)",
            })
    void namesThatAreNotAggregateCallsDoNotCount(String soql) {
        assertFalse(SoqlAnalysis.analyze(soql).usesAggregates());
    }

    @Test
    void groupByAloneMakesTheResultAggregated() {
        SoqlAnalysis analysis = SoqlAnalysis.analyze("SELECT police_district GROUP BY police_district");

        assertFalse(analysis.usesAggregates());
        assertTrue(analysis.isAggregated());
    }
}
