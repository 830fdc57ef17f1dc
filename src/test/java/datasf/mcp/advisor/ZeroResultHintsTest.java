package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Why an answer is empty, for each kind of condition that silently matches nothing. */
class ZeroResultHintsTest {

    private static final Map<String, SoqlType> POLICE = types(DatasfColumns.POLICE_INCIDENTS);
    private static final Map<String, SoqlType> CASES = types(DatasfColumns.CASES_311);
    private static final Map<String, ValueSample> POLICE_VALUES = Map.of(
            "police_district",
            Samples.POLICE_DISTRICT,
            "incident_category",
            Samples.INCIDENT_CATEGORY,
            "analysis_neighborhood",
            Samples.ANALYSIS_NEIGHBORHOOD);

    private static Map<String, SoqlType> types(List<ColumnInfo> columns) {
        Map<String, SoqlType> types = new LinkedHashMap<>();
        columns.forEach(c -> types.put(c.fieldName(), SoqlType.ofDataType(c.dataType())));
        return types;
    }

    private static ZeroResultHints.Advice police(String soql, boolean autoCorrect) {
        return ZeroResultHints.advise(soql, POLICE, POLICE_VALUES, autoCorrect);
    }

    @Test
    void onlyTextColumnsComparedWithLiteralsAreLookedUp() {
        assertEquals(
                List.of("police_district", "incident_category"),
                ZeroResultHints.columnsToLookUp(
                        "SELECT count(*) WHERE police_district = 'TENDERLOIN' AND incident_category IN ('Theft') "
                                + "AND supervisor_district = 5 AND incident_date > '2024-01-01' AND resolution != 'Unfounded'",
                        POLICE));
        assertEquals(
                List.of(),
                ZeroResultHints.columnsToLookUp("SELECT count(*) WHERE upper(police_district) = 'X'", POLICE));
    }

    @Test
    void theOneValueThatDiffersOnlyInCaseIsAValueCorrection() {
        String soql = "SELECT count(*) AS n WHERE police_district = 'TENDERLOIN' AND incident_year = '2024'";

        ZeroResultHints.Advice advice = police(soql, true);

        assertEquals(
                List.of(new Correction(Correction.Kind.value, "'TENDERLOIN'", "'Tenderloin'", "police_district", null)),
                advice.valueCorrections());
        assertEquals(
                "SELECT count(*) AS n WHERE police_district = 'Tenderloin' AND incident_year = '2024'",
                advice.correctedSoql());
        Hint hint = advice.hints().get(0);
        assertEquals("police_district = 'TENDERLOIN'", hint.what());
        assertEquals("police_district = 'Tenderloin'", hint.suggestion());
        assertEquals(advice.correctedSoql(), hint.query());
        assertTrue(hint.why().contains("'Tenderloin' (221 rows)"), hint.why());
        assertTrue(
                advice.message().startsWith("No rows matched: police_district has no 'TENDERLOIN'"), advice.message());
    }

    @Test
    void withoutAutoCorrectTheSameValueIsOnlyAHint() {
        ZeroResultHints.Advice advice = police("SELECT count(*) WHERE police_district = 'TENDERLOIN'", false);

        assertEquals(List.of(), advice.valueCorrections());
        assertNull(advice.correctedSoql());
        assertEquals(
                "SELECT count(*) WHERE police_district = 'Tenderloin'",
                advice.hints().get(0).query());
    }

    @Test
    void nearValuesAreHintsNeverCorrections() {
        ZeroResultHints.Advice advice = police("SELECT * WHERE incident_category = 'Drugs'", true);

        assertEquals(List.of(), advice.valueCorrections());
        Hint hint = advice.hints().get(0);
        assertEquals("incident_category = 'Drug Offense'", hint.suggestion());
        assertEquals("SELECT * WHERE incident_category = 'Drug Offense'", hint.query());

        Hint several = police("SELECT * WHERE incident_category = 'Theft'", true)
                .hints()
                .get(0);
        assertEquals("incident_category IN ('Larceny Theft', 'Motor Vehicle Theft')", several.suggestion());
        assertEquals("SELECT * WHERE incident_category IN ('Larceny Theft', 'Motor Vehicle Theft')", several.query());
    }

    @Test
    void eachLiteralOfAnInListIsChecked() {
        ZeroResultHints.Advice advice =
                police("SELECT count(*) WHERE police_district IN ('MISSION', 'TENDERLOIN')", true);

        assertEquals(2, advice.valueCorrections().size());
        assertEquals("SELECT count(*) WHERE police_district IN ('Mission', 'Tenderloin')", advice.correctedSoql());
    }

    @Test
    void aValueNothingResemblesListsTheColumnsValues() {
        Hint hint = police("SELECT * WHERE police_district = 'Downtown'", true)
                .hints()
                .get(0);
        assertTrue(hint.why().contains("'Central' (453)"), hint.why());
    }

    @Test
    void nullComparisonsAreNeverTrue() {
        Hint equal = police("SELECT count(*) WHERE analysis_neighborhood = NULL", true)
                .hints()
                .get(0);
        assertEquals("analysis_neighborhood IS NULL", equal.suggestion());
        assertEquals("SELECT count(*) WHERE analysis_neighborhood IS NULL", equal.query());
        Hint notEqual = police("SELECT count(*) WHERE analysis_neighborhood != NULL", true)
                .hints()
                .get(0);
        assertEquals("analysis_neighborhood IS NOT NULL", notEqual.suggestion());
    }

    @Test
    void aTimestampEqualToADayMatchesOnlyMidnight() {
        Hint day = ZeroResultHints.advise(
                        "SELECT count(*) WHERE requested_datetime = '2024-03-05'", CASES, Map.of(), true)
                .hints()
                .get(0);
        assertEquals("date_trunc_ymd(requested_datetime) = '2024-03-05'", day.suggestion());
        Hint year = police("SELECT count(*) WHERE incident_datetime = '2023'", true)
                .hints()
                .get(0);
        assertEquals("date_extract_y(incident_datetime) = 2023", year.suggestion());
    }

    @Test
    void likeWithoutPercentWithAStarOrInTheWrongCase() {
        assertEquals(
                "incident_category LIKE '%Theft%'",
                police("SELECT count(*) WHERE incident_category LIKE 'Theft'", true)
                        .hints()
                        .get(0)
                        .suggestion());
        assertEquals(
                "incident_category LIKE '%Theft'",
                police("SELECT count(*) WHERE incident_category LIKE '*Theft'", true)
                        .hints()
                        .get(0)
                        .suggestion());
        Hint upper = police("SELECT count(*) WHERE incident_category LIKE '%THEFT%'", true)
                .hints()
                .get(0);
        assertEquals("upper(incident_category) LIKE '%THEFT%'", upper.suggestion());
        assertTrue(upper.why().contains("'Larceny Theft'"), upper.why());
    }

    @Test
    void anUpperCasedColumnNeverEqualsMixedCase() {
        Hint hint = police("SELECT count(*) WHERE upper(police_district) = 'Mission'", true)
                .hints()
                .get(0);
        assertEquals("upper(police_district) = 'MISSION'", hint.suggestion());
    }

    @Test
    void withoutTheValuesTheHintStillNamesACaseInsensitiveForm() {
        Hint hint = ZeroResultHints.advise(
                        "SELECT count(*) WHERE police_district = 'TENDERLOIN'", POLICE, Map.of(), true)
                .hints()
                .get(0);
        assertEquals("upper(police_district) = 'TENDERLOIN'", hint.suggestion());
    }

    @Test
    void askingForRowsNewerThanTheDataSaysWhenTheDataEnds() {
        Hint hint = ZeroResultHints.advise(
                        "SELECT count(*) WHERE incident_date >= '2026-05-22T08:49:26'",
                        POLICE,
                        java.time.LocalDate.of(2025, 11, 1),
                        POLICE_VALUES,
                        true)
                .hints()
                .get(0);
        assertTrue(hint.why().contains("last updated 2025-11-01"), hint.why());
        assertTrue(ZeroResultHints.advise(
                        "SELECT count(*) WHERE incident_date >= '2025-05-22'",
                        POLICE,
                        java.time.LocalDate.of(2025, 11, 1),
                        POLICE_VALUES,
                        true)
                .hints()
                .get(0)
                .why()
                .startsWith("no row matched"));
    }

    @Test
    void everyEmptyAnswerGetsAHint() {
        for (String soql : List.of(
                "SELECT *",
                "SELECT * WHERE supervisor_district > 99",
                "SELECT * SEARCH 'zzz qqq'",
                "SELECT * LIMIT 5 OFFSET 90000",
                "SELECT * WHERE police_district = 'Mission'")) {
            ZeroResultHints.Advice advice = police(soql, true);
            assertFalse(advice.hints().isEmpty(), soql);
            assertTrue(advice.message().startsWith("No rows matched: "), advice.message());
        }
    }

    /** "No condition looks wrong" is said of conditions, so never of a query that has none. */
    @Test
    void aQueryWithoutConditionsIsNotToldItsConditionsLookRight() {
        for (String soql : List.of(
                "SELECT *",
                "SELECT police_district, count(*) AS n GROUP BY police_district",
                "SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT avg(n) AS mean")) {
            ZeroResultHints.Advice advice = police(soql, true);
            assertEquals(
                    List.of(ZeroResultHints.NO_CONDITION),
                    advice.hints().stream().map(Hint::why).toList(),
                    soql);
            assertTrue(advice.hints().get(0).suggestion().contains("count_rows"), soql);
        }
        assertTrue(police("SELECT * LIMIT 5 OFFSET 90000", true).hints().stream()
                .noneMatch(h -> h.why().equals(ZeroResultHints.NOTHING_LOOKS_WRONG)));
        for (String soql : List.of(
                "SELECT * WHERE supervisor_district > 99",
                "SELECT police_district, count(*) AS n GROUP BY police_district HAVING count(*) > 9999",
                "SELECT * SEARCH 'zzz qqq'")) {
            assertTrue(
                    police(soql, true).hints().stream().noneMatch(h -> h.why().equals(ZeroResultHints.NO_CONDITION)),
                    soql);
        }
    }
}
