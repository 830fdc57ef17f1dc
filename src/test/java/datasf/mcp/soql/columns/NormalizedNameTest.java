package datasf.mcp.soql.columns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NormalizedNameTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "incident_category",
                "incidentCategory",
                "IncidentCategory",
                "Incident Category",
                "incident-category",
                "INCIDENT_CATEGORY",
                "incident__category",
                " incident . category "
            })
    void spellingsOfOneNameShareTheirWords(String spelling) {
        NormalizedName name = NormalizedName.of(spelling);
        assertEquals(List.of("incident", "category"), name.words());
        assertEquals("incidentcategory", name.compact());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "CADNumber              | cad number",
                "supervisorDistrict2012 | supervisor district 2012",
                "supervisor_district_2012 | supervisor district 2012",
                "rowID                  | row id",
                "Incident Day of Week   | incident day of week",
                ":@computed_region_x    | computed region x",
                "___                    | ''",
            })
    void splitsWordsAtCaseDigitAndSeparatorBoundaries(String raw, String words) {
        List<String> expected = words.isEmpty() ? List.of() : List.of(words.split(" "));
        assertEquals(expected, NormalizedName.of(raw).words());
    }
}
