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
    void limitWithoutAPlainIntegerIsPresentButHasNoValue() {
        SoqlAnalysis analysis = SoqlAnalysis.analyze("SELECT incident_id LIMIT 1e3");

        assertTrue(analysis.hasLimit());
        assertEquals(OptionalLong.empty(), analysis.limit());
        assertEquals(
                OptionalLong.empty(), SoqlAnalysis.analyze("SELECT x LIMIT").limit());
        assertEquals(
                OptionalLong.empty(),
                SoqlAnalysis.analyze("SELECT x LIMIT 99999999999999999999").limit());
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
