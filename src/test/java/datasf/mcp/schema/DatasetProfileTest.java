package datasf.mcp.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.DataSfDatasets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The profile read from the recorded Views API answers of the six DataSF datasets: what one row
 * is, the grain of dates, codes beside their text, and nothing the statistics do not show.
 */
class DatasetProfileTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static DatasetProfile profile(String id) throws Exception {
        return ViewMetadata.toSchema(id, MAPPER.readTree(DataSfDatasets.viewsJson(id)), "https://data.sfgov.org")
                .profile();
    }

    @Test
    void aRowOfEachDatasetIsWhatItsIdentifierAndItsNameSay() throws Exception {
        assertEquals(
                "incident_id", profile(DataSfDatasets.POLICE_INCIDENTS).row().key());
        assertEquals(
                "permit_number", profile(DataSfDatasets.BUILDING_PERMITS).row().key());
        assertEquals("treeid", profile(DataSfDatasets.STREET_TREES).row().key());
        assertEquals(
                "service_request_id", profile(DataSfDatasets.CASES_311).row().key());
        for (String id : List.of(
                DataSfDatasets.POLICE_INCIDENTS,
                DataSfDatasets.BUILDING_PERMITS,
                DataSfDatasets.STREET_TREES,
                DataSfDatasets.CASES_311)) {
            assertEquals(List.of(), profile(id).row().things(), id + ": one row per thing");
        }
    }

    @Test
    void aFilmHasSeveralRowsOneForEachOfItsLocations() throws Exception {
        RowUnit row = profile(DataSfDatasets.FILM_LOCATIONS).row();

        assertNull(row.key(), "no column identifies a row");
        assertFalse(row.rowsAreThings());
        assertEquals("locations", row.part());
        assertEquals(1, row.things().size());
        RowUnit.Thing title = row.things().get(0);
        assertEquals("title", title.field());
        assertEquals(28, title.distinct());
        assertEquals(276, title.rows());
        assertEquals(10, title.rowsEach());
    }

    @Test
    void aFoodTruckPermitIsARowAndAVendorHoldsManyOfThem() throws Exception {
        RowUnit row = profile(DataSfDatasets.FOOD_TRUCKS).row();

        assertEquals("objectid", row.key());
        assertEquals(
                List.of("applicant"),
                row.things().stream().map(RowUnit.Thing::field).toList());
        // "Name of permit holder", and the description's "name of vendor"; not the permit column;
        // one who holds a permit answers to operator, owner, company... too
        Set<String> words = new java.util.HashSet<>(Set.of("applicant", "holder", "vendor"));
        words.addAll(RowUnits.PARTIES);
        assertEquals(words, row.things().get(0).words());
        assertEquals("permit", row.part(), "the dataset's name calls its rows permits");
        // yet a permit can have several rows: "Permit number" identifies one, and its values repeat
        ColumnProfile permit = profile(DataSfDatasets.FOOD_TRUCKS).column("permit");
        assertTrue(permit.namesAThing() && permit.repeats() && !permit.unique(), permit::toString);
        assertFalse(profile(DataSfDatasets.FOOD_TRUCKS).column("address").namesAThing());
    }

    @Test
    void datesWithoutATimeOfDayAreToldFromTimestamps() throws Exception {
        DatasetProfile police = profile(DataSfDatasets.POLICE_INCIDENTS);

        assertEquals(
                ColumnProfile.Grain.DATES_ONLY, police.column("incident_date").grain());
        assertEquals(
                ColumnProfile.Grain.TIMES, police.column("incident_datetime").grain());
        assertEquals(
                ColumnProfile.Grain.WHOLE_NUMBERS,
                police.column("supervisor_district").grain());
        assertEquals("incident_datetime", police.withTimes("incident_date"));
        assertNull(profile(DataSfDatasets.STREET_TREES).withTimes("plantdate"), "no time of planting recorded");
    }

    @Test
    void codesAreReadBesideTheirTextWhenBothHaveAsManyValues() throws Exception {
        DatasetProfile police = profile(DataSfDatasets.POLICE_INCIDENTS);

        assertEquals(
                "report_type_description", police.column("report_type_code").describedBy());
        assertEquals("incident_description", police.column("incident_code").describedBy());
        assertEquals(
                "permit_type_definition",
                profile(DataSfDatasets.BUILDING_PERMITS).column("permit_type").describedBy());
        assertNull(police.column("incident_category").describedBy());
    }

    @Test
    void nullsAndDistinctValuesAreTheStatisticsOwn() throws Exception {
        ColumnProfile filedOnline = profile(DataSfDatasets.POLICE_INCIDENTS).column("filed_online");

        assertEquals(2500, filedOnline.rows());
        assertEquals(2402, filedOnline.nulls());
        assertEquals(0.9608, filedOnline.nullShare(), 1e-9);
        assertFalse(filedOnline.unique());
    }

    @Test
    void fewKnownValuesShowNoGrainAndNoStatisticsNoProfile() throws Exception {
        String view = """
                {"name": "Inspections", "columns": [
                  {"fieldName": "inspected", "dataTypeName": "calendar_date", "cachedContents": {
                    "non_null": "10", "null": "0", "smallest": "2024-01-01T00:00:00.000",
                    "largest": "2024-02-01T00:00:00.000"}},
                  {"fieldName": "inspection_id", "dataTypeName": "text"}
                ]}""";
        DatasetProfile profile = ViewMetadata.toSchema("abcd-1234", MAPPER.readTree(view), "https://x")
                .profile();

        assertEquals(ColumnProfile.Grain.UNKNOWN, profile.column("inspected").grain(), "two values may be chance");
        assertNull(profile.column("inspection_id"));
        assertEquals(RowUnit.UNKNOWN.key(), profile.row().key());
        assertTrue(profile.row().things().isEmpty());
    }
}
