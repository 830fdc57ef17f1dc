package datasf.mcp.soql.columns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Ambiguity;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.SfpdSchema;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Realistic LLM mistakes against the SFPD incidents schema, and queries that must survive intact. */
class SoqlColumnCorrectorTableTest {

    private static final List<ColumnInfo> SCHEMA = SfpdSchema.COLUMNS;
    private static final SoqlColumnCorrector CORRECTOR = new SoqlColumnCorrector();

    /** The column appears in SELECT, WHERE and GROUP BY, next to a literal and an alias. */
    private static final String TEMPLATE = "SELECT %1$s, count(*) AS n WHERE %1$s IS NOT NULL "
            + "AND resolution = 'Open or Active' GROUP BY %1$s ORDER BY n DESC LIMIT 10";

    static Stream<Arguments> llmMistakes() {
        return Stream.of(
                // typos
                arguments("incident_catagory", "incident_category"),
                arguments("incident_categroy", "incident_category"),
                arguments("incdent_category", "incident_category"),
                arguments("incident_subcatagory", "incident_subcategory"),
                arguments("incident_descripton", "incident_description"),
                arguments("resolutoin", "resolution"),
                arguments("intersecton", "intersection"),
                arguments("analysis_neighborhod", "analysis_neighborhood"),
                arguments("supervisor_distrct", "supervisor_district"),
                arguments("police_distirct", "police_district"),
                arguments("lattitude", "latitude"),
                arguments("longtitude", "longitude"),
                arguments("incident_datetme", "incident_datetime"),
                arguments("report_datetim", "report_datetime"),
                arguments("incident_numbr", "incident_number"),
                arguments("cad_numbr", "cad_number"),
                arguments("filed_onlin", "filed_online"),
                arguments("incident_yaer", "incident_year"),
                // plural / singular
                arguments("police_districts", "police_district"),
                arguments("supervisor_districts", "supervisor_district"),
                arguments("incident_categories", "incident_category"),
                arguments("resolutions", "resolution"),
                arguments("intersections", "intersection"),
                arguments("incident_descriptions", "incident_description"),
                arguments("analysis_neighborhoods", "analysis_neighborhood"),
                arguments("incident_codes", "incident_code"),
                // camelCase / PascalCase
                arguments("incidentCategory", "incident_category"),
                arguments("IncidentCategory", "incident_category"),
                arguments("policeDistrict", "police_district"),
                arguments("analysisNeighborhood", "analysis_neighborhood"),
                arguments("incidentDateTime", "incident_datetime"),
                arguments("supervisorDistrict2012", "supervisor_district_2012"),
                arguments("reportTypeDescription", "report_type_description"),
                arguments("cadNumber", "cad_number"),
                arguments("rowId", "row_id"),
                // display names and other spellings that only backticks allow
                arguments("`Incident Category`", "incident_category"),
                arguments("`Analysis Neighborhood`", "analysis_neighborhood"),
                arguments("`Police District`", "police_district"),
                arguments("`Supervisor District`", "supervisor_district"),
                arguments("`Incident Datetime`", "incident_datetime"),
                arguments("`Incident Day of Week`", "incident_day_of_week"),
                arguments("`incident-category`", "incident_category"),
                arguments("`Incident_Category`", "incident_category"),
                // wrong case
                arguments("INCIDENT_CATEGORY", "incident_category"),
                arguments("Police_District", "police_district"),
                arguments("Resolution", "resolution"),
                arguments("Incident_Year", "incident_year"),
                // missing or extra underscores
                arguments("incidentcategory", "incident_category"),
                arguments("policedistrict", "police_district"),
                arguments("incident__category", "incident_category"),
                arguments("analysis_neighbor_hood", "analysis_neighborhood"),
                arguments("supervisor_district2012", "supervisor_district_2012"),
                arguments("incident_day_ofweek", "incident_day_of_week"),
                // British spellings
                arguments("analysis_neighbourhood", "analysis_neighborhood"),
                arguments("neighbourhood", "analysis_neighborhood"),
                // distinctive part of a longer name
                arguments("neighborhood", "analysis_neighborhood"),
                arguments("category", "incident_category"),
                arguments("subcategory", "incident_subcategory"),
                arguments("day_of_week", "incident_day_of_week"));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("llmMistakes")
    void correctsRealisticMistakes(String written, String expectedField) {
        Repair outcome = CORRECTOR.correct(String.format(TEMPLATE, written), SCHEMA);

        assertEquals(String.format(TEMPLATE, expectedField), outcome.soql());
        assertEquals(List.of(Correction.column(written, expectedField)), outcome.corrections());
        assertEquals(List.of(), outcome.ambiguities());
        assertEquals(Optional.of(expectedField), CORRECTOR.correctColumn(written, SCHEMA));
    }

    @Test
    void tableHasAtLeastFortyMistakes() {
        assertTrue(llmMistakes().count() >= 40);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "SELECT incident_category, count(*) AS n WHERE resolution = 'Open or Active' "
                        + "GROUP BY incident_category ORDER BY n DESC",
                "SELECT incident_id WHERE incident_description = 'incident_catagory'",
                "SELECT incident_id WHERE police_district = 'police_districts' OR police_district = 'Police District'",
                "SELECT incident_id WHERE analysis_neighborhood = \"neighbourhood\"",
                "SELECT date_trunc_ym(incident_datetime) AS month, count(*) AS total GROUP BY month ORDER BY month",
                "SELECT count(*) WHERE within_circle(point, 37.7749, -122.4194, 500)",
                "SELECT incident_category AS category, count(*) AS incident_count "
                        + "GROUP BY category ORDER BY incident_count DESC",
                "SELECT :id, :created_at, :updated_at, :@computed_region_jwn9_ihcz WHERE :updated_at > '2024-01-01'",
                "select incident_id where incident_year between 2020 and 2023 order by incident_id desc nulls last "
                        + "limit 5 offset 10",
                "SELECT `incident_category`, `police_district` WHERE `resolution` = 'Unfounded'",
                "SELECT incident_id WHERE supervisor_district = 5 AND latitude > 37.7 AND longitude < -122.4 LIMIT 1e3",
                "SELECT incident_year::text AS year_text, cnn::number",
                "SELECT date_extract_y(incident_date) AS year, count(incident_id) GROUP BY year ORDER BY year",
                "SELECT incident_category -- police_districts and neighbourhood are not needed\nLIMIT 5",
                "SELECT incident_id /* incidentCategory */ WHERE cnn IS NOT NULL",
                "SELECT incident_id SEARCH 'police districts'",
                "SELECT incident_id WHERE incident_category IN ('Assault', 'Larceny Theft') AND resolution != 'Unfounded'",
                "SELECT incident_id WHERE starts_with(incident_description, 'Theft') AND upper(police_district) = 'MISSION'",
                "SELECT DISTINCT police_district ORDER BY police_district ASC",
                "SELECT incident_id WHERE incident_datetime BETWEEN '2024-01-01T00:00:00' AND '2024-12-31T23:59:59'",
                "SELECT case(incident_year > 2020, 'recent', true, 'old') AS era, incident_id",
                "SELECT incident_id WHERE filed_online = true AND report_type_code IS NOT NULL",
                "SELECT incident_id WHERE intersection = 'O''FARRELL ST \\ POLICE_DISTRICTS'",
                "SELECT :*, *",
                "SELECT max(incident_datetime) AS latest, min(incident_datetime) AS earliest",
                "SELECT police_district, count(*) GROUP BY police_district ORDER BY count DESC",
                "SELECT max(incident_date) ORDER BY max_incident_date DESC",
                "SELECT zzqx_unrelated, status WHERE total > 3",
                "SELECT incident_id WHERE incident_description = 'unterminated incident_catagory",
                "SELECT @crimes.incident_catagory JOIN @wg3w-h783 AS @crimes ON TRUE",
            })
    void leavesQueriesAloneWhenTheyNeedNoCorrection(String soql) {
        Repair outcome = CORRECTOR.correct(soql, SCHEMA);

        assertEquals(soql, outcome.soql());
        assertEquals(List.of(), outcome.corrections());
        assertEquals(List.of(), outcome.ambiguities());
    }

    @Test
    void correctsEveryMistakeOfAQueryInOnePassAndReportsEachOnce() {
        String soql = "SELECT incidentCategory, count(*) AS n WHERE police_districts = 'MISSION' "
                + "AND `Analysis Neighborhood` = 'Mission' AND resolution = 'Open or Active' "
                + "GROUP BY incidentCategory ORDER BY n DESC";

        Repair outcome = CORRECTOR.correct(soql, SCHEMA);

        assertEquals(
                "SELECT incident_category, count(*) AS n WHERE police_district = 'MISSION' "
                        + "AND analysis_neighborhood = 'Mission' AND resolution = 'Open or Active' "
                        + "GROUP BY incident_category ORDER BY n DESC",
                outcome.soql());
        assertEquals(
                List.of(
                        Correction.column("incidentCategory", "incident_category"),
                        Correction.column("police_districts", "police_district"),
                        Correction.column("`Analysis Neighborhood`", "analysis_neighborhood")),
                outcome.corrections());
    }

    @Test
    void preservesSpacingCommentsAndLiteralsAroundRewrittenNames() {
        String soql = "SELECT\n\tincident_catagory  /* keep */,\r\n  police_districts--tail\n"
                + "WHERE resolution='Open or Active'";

        assertEquals(
                "SELECT\n\tincident_category  /* keep */,\r\n  police_district--tail\n"
                        + "WHERE resolution='Open or Active'",
                CORRECTOR.correct(soql, SCHEMA).soql());
    }

    @Test
    void keepsBackticksWhereABareNameWouldFuseWithItsNeighbour() {
        String soql =
                "SELECT x WHERE y AND`Incident Category`AND 1=`Row ID`OR`Police District`||`Incident Datetime`= 'a'";

        Repair outcome = CORRECTOR.correct(soql, SCHEMA);

        // bare only where no word is written right against it
        assertEquals(
                "SELECT x WHERE y AND`incident_category`AND 1=`row_id`OR`police_district`||incident_datetime= 'a'",
                outcome.soql());
        assertEquals(
                List.of(
                        Correction.column("`Incident Category`", "`incident_category`"),
                        Correction.column("`Row ID`", "`row_id`"),
                        Correction.column("`Police District`", "`police_district`"),
                        Correction.column("`Incident Datetime`", "incident_datetime")),
                outcome.corrections());
    }

    @Test
    void reportsTiesInsteadOfGuessing() {
        String soql = "SELECT district, description WHERE district = 'MISSION'";

        Repair outcome = CORRECTOR.correct(soql, SCHEMA);

        assertEquals(soql, outcome.soql());
        assertEquals(List.of(), outcome.corrections());
        assertEquals(
                List.of(
                        new Ambiguity(
                                "district",
                                List.of("police_district", "supervisor_district", "supervisor_district_2012")),
                        new Ambiguity("description", List.of("report_type_description", "incident_description"))),
                outcome.ambiguities());
        assertEquals(Optional.empty(), CORRECTOR.correctColumn("district", SCHEMA));
    }

    @Test
    void fieldsDifferingOnlyInCaseTie() {
        List<ColumnInfo> schema =
                List.of(new ColumnInfo(null, "Status", null, null), new ColumnInfo(null, "status_", null, null));

        Repair outcome = CORRECTOR.correct("SELECT STATUS", schema);

        assertEquals("SELECT STATUS", outcome.soql());
        assertEquals(List.of(new Ambiguity("STATUS", List.of("Status", "status_"))), outcome.ambiguities());
    }

    @Test
    void exactFieldNamesAreNeverChangedEvenWhenAnotherFieldIsCloser() {
        List<ColumnInfo> schema = List.of(
                new ColumnInfo("Incident Category", "category", null, null),
                new ColumnInfo(null, "incident_category", null, null));

        assertEquals(Optional.of("category"), CORRECTOR.correctColumn("category", schema));
        assertEquals(
                "SELECT category", CORRECTOR.correct("SELECT category", schema).soql());
    }

    @Test
    void fieldNamesThatAreNotPlainIdentifiersKeepBackticks() {
        List<ColumnInfo> schema =
                List.of(new ColumnInfo(null, "2012_district", null, null), new ColumnInfo(null, "end", null, null));

        assertEquals(
                "SELECT `2012_district`, `end`",
                CORRECTOR.correct("SELECT `2012_districts`, `End`", schema).soql());
    }

    @Test
    void suggestsClosestFieldsBestFirstEvenBelowTheThreshold() {
        assertEquals(
                List.of("police_district", "supervisor_district", "supervisor_district_2012"),
                CORRECTOR.suggest("district", SCHEMA, 3));
        assertEquals(List.of("incident_category"), CORRECTOR.suggest("incident_catagory", SCHEMA, 1));
        assertEquals(List.of("report_datetime", "report_type_code"), CORRECTOR.suggest("report_date", SCHEMA, 2));
        // "long" reaches 0.44 against longitude: no correction, but worth a "did you mean".
        assertEquals(Optional.empty(), CORRECTOR.correctColumn("long", SCHEMA));
        assertEquals("longitude", CORRECTOR.suggest("long", SCHEMA, 3).get(0));
        assertEquals(List.of(), CORRECTOR.suggest("zzqx", SCHEMA, 3));
        assertEquals(List.of(), CORRECTOR.suggest("district", SCHEMA, 0));
    }

    @Test
    void correctColumnAnswersForSingleNames() {
        assertEquals(Optional.of("incident_category"), CORRECTOR.correctColumn("incident_category", SCHEMA));
        assertEquals(Optional.of("incident_category"), CORRECTOR.correctColumn("Incident Category", SCHEMA));
        assertEquals(Optional.of("point"), CORRECTOR.correctColumn("`point`", SCHEMA));
        assertEquals(Optional.empty(), CORRECTOR.correctColumn("status", SCHEMA));
        assertEquals(Optional.empty(), CORRECTOR.correctColumn("lat", SCHEMA));
    }

    @Test
    void thresholdSitsBetweenIntendedCorrectionsAndUnrelatedWords() {
        double weakestCorrection = llmMistakes()
                .mapToDouble(args -> bestScore(((String) args.get()[0]).replace("`", "")))
                .min()
                .orElseThrow();
        double strongestUnrelated = Stream.of("status", "total", "month", "crime_type", "zzqx_unrelated", "long")
                .mapToDouble(SoqlColumnCorrectorTableTest::bestScore)
                .max()
                .orElseThrow();

        assertTrue(weakestCorrection >= 0.8, "weakest intended correction scored " + weakestCorrection);
        assertTrue(strongestUnrelated < 0.5, "an unrelated word scored " + strongestUnrelated);
        assertTrue(strongestUnrelated < SoqlColumnCorrector.DEFAULT_THRESHOLD
                && SoqlColumnCorrector.DEFAULT_THRESHOLD < weakestCorrection);
    }

    private static double bestScore(String written) {
        return SCHEMA.stream()
                .mapToDouble(column -> CORRECTOR.score(written, column))
                .max()
                .orElseThrow();
    }

    @Test
    void fuseThresholdMapsToOneMinusIt() {
        assertEquals(0.6, SoqlColumnCorrector.fromFuseThreshold(0.4).threshold(), 1e-12);
        assertEquals(SoqlColumnCorrector.DEFAULT_THRESHOLD, new SoqlColumnCorrector().threshold());
        assertEquals(1.0, SoqlColumnCorrector.fromFuseThreshold(0).threshold());
    }

    @Test
    void strictThresholdOnlyForgivesCaseAndSeparators() {
        SoqlColumnCorrector strict = new SoqlColumnCorrector(1.0);

        assertEquals(Optional.of("incident_category"), strict.correctColumn("IncidentCategory", SCHEMA));
        assertEquals(Optional.empty(), strict.correctColumn("incident_catagory", SCHEMA));
    }

    @Test
    void rejectsThresholdsOutsideTheUnitInterval() {
        assertThrows(IllegalArgumentException.class, () -> new SoqlColumnCorrector(0));
        assertThrows(IllegalArgumentException.class, () -> new SoqlColumnCorrector(1.01));
        assertThrows(IllegalArgumentException.class, () -> new SoqlColumnCorrector(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> SoqlColumnCorrector.fromFuseThreshold(1));
    }
}
