package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which values an LLM meant, on the recorded DataSF values. */
class ValueMatcherTest {

    private static List<String> same(String literal, ValueSample sample) {
        return ValueMatcher.match(literal, sample).sameIgnoringCase().stream()
                .map(ValueSample.ValueCount::value)
                .toList();
    }

    private static List<String> near(String literal, ValueSample sample) {
        return ValueMatcher.match(literal, sample).near().stream()
                .map(ValueSample.ValueCount::value)
                .toList();
    }

    @Test
    void anExactValueNeedsNoAdvice() {
        ValueMatcher.Verdict verdict = ValueMatcher.match("Tenderloin", Samples.POLICE_DISTRICT);
        assertTrue(verdict.exact());
        assertEquals(List.of(), verdict.sameIgnoringCase());
        assertEquals(List.of(), verdict.near());
    }

    @Test
    void caseIsTheCommonestMistake() {
        assertEquals(List.of("Tenderloin"), same("TENDERLOIN", Samples.POLICE_DISTRICT));
        assertEquals(List.of("MISSION"), same("Mission", Samples.POLICE_DISTRICT_311));
        assertEquals(List.of("issued"), same("Issued", Samples.PERMIT_STATUS));
    }

    @Test
    void pluralsAndShortFormsFindTheLongerCategory() {
        assertEquals(List.of("Drug Offense"), near("Drugs", Samples.INCIDENT_CATEGORY));
        assertEquals(
                List.of("Graffiti on Pole", "Graffiti on Sidewalk", "Graffiti on Building_commercial"),
                near("Graffiti", Samples.SERVICE_SUBTYPE));
        assertEquals(List.of("Larceny Theft", "Motor Vehicle Theft"), near("Theft", Samples.INCIDENT_CATEGORY));
        assertTrue(near("Burglaries", Samples.INCIDENT_CATEGORY).contains("Burglary"));
    }

    @Test
    void longerFormsFindTheShorterValue() {
        assertEquals(
                "Mission", near("Mission District", Samples.POLICE_DISTRICT).get(0));
        assertTrue(
                near("Financial District", Samples.ANALYSIS_NEIGHBORHOOD).contains("Financial District/South Beach"));
        assertTrue(near("Bayview", Samples.ANALYSIS_NEIGHBORHOOD).contains("Bayview Hunters Point"));
    }

    @Test
    void typosAreNear() {
        assertEquals("Mission", near("Missoin", Samples.POLICE_DISTRICT).get(0));
        assertEquals("Tenderloin", near("Tenderlion", Samples.POLICE_DISTRICT).get(0));
    }

    @Test
    void unrelatedWordsFindNothing() {
        assertEquals(List.of(), near("Homicide", Samples.INCIDENT_CATEGORY));
        assertEquals(List.of(), near("SoMa", Samples.POLICE_DISTRICT));
        assertEquals(List.of(), near("x", Samples.POLICE_DISTRICT));
    }

    @Test
    void likePatternsAreMatchedAsSocrataDoes() {
        assertTrue(ValueMatcher.likeMatchesAny("%Theft%", Samples.INCIDENT_CATEGORY));
        assertFalse(ValueMatcher.likeMatchesAny("%THEFT%", Samples.INCIDENT_CATEGORY));
        assertEquals(
                2,
                ValueMatcher.likeIgnoringCase("%THEFT%", Samples.INCIDENT_CATEGORY)
                        .size());
        assertTrue(ValueMatcher.likeMatchesAny("Burglar_", Samples.INCIDENT_CATEGORY));
        assertFalse(ValueMatcher.likeMatchesAny("Larceny.Theft", Samples.INCIDENT_CATEGORY), "a dot is literal");
    }
}
