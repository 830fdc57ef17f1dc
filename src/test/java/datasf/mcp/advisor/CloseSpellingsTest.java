package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A LIKE that matched nothing because the data spells one of its words otherwise. */
class CloseSpellingsTest {

    private static final ValueSample LOCATIONS = new ValueSample(
            List.of(
                    new ValueSample.ValueCount("Castro Theatre (429 Castro Street)", 3),
                    new ValueSample.ValueCount("Orpheum Theater", 2),
                    new ValueSample.ValueCount("City Hall", 9)),
            true);

    private static final ValueSample HOURS = new ValueSample(
            List.of(new ValueSample.ValueCount("Mo-Fr:7AM-3PM", 50), new ValueSample.ValueCount("Sa-Su:10AM-4PM", 12)),
            true);

    @Test
    void aWordTheValuesSpellOtherwiseIsRespelled() {
        assertEquals(
                "locations LIKE '%Castro Theatre%'",
                CloseSpellings.condition("locations", "%Castro Theater%", LOCATIONS));
        assertEquals("dayshours LIKE '%Sa%'", CloseSpellings.condition("dayshours", "%Sat%", HOURS));
    }

    @Test
    void aPatternNoCloseSpellingMatchesIsLeftWithoutOne() {
        assertNull(CloseSpellings.condition("locations", "%Fillmore Auditorium%", LOCATIONS));
        assertNull(CloseSpellings.condition("dayshours", "%Th%", HOURS));
    }
}
