package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a LIKE that matched nothing may have meant, read from the column's values. */
class WordsApartTest {

    private static final ValueSample DESCRIPTIONS = new ValueSample(
            List.of(
                    new ValueSample.ValueCount("kitchen and bathroom remodel", 38),
                    new ValueSample.ValueCount("reroofing", 20)),
            true);

    private static final ValueSample SERVICES = new ValueSample(
            List.of(new ValueSample.ValueCount("Encampments", 40), new ValueSample.ValueCount("Graffiti", 60)), true);

    @Test
    void wordsNotSideBySideAreMatchedEachOnItsOwn() {
        assertEquals(
                "description LIKE '%kitchen%' AND description LIKE '%remodel%'",
                WordsApart.condition("description", "%kitchen remodel%", DESCRIPTIONS));
        assertNull(WordsApart.condition("description", "%garage remodel%", DESCRIPTIONS));
    }

    @Test
    void aWordNoValueHoldsIsTheValueThatMeansIt() {
        assertEquals("service_name = 'Encampments'", WordsApart.condition("service_name", "%Homeless%", SERVICES));
        assertNull(WordsApart.condition("service_name", "%Potholes%", SERVICES));
    }
}
