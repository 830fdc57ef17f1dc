package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A place compared under the name San Franciscans call it, which city data writes in full. */
class PlaceNicknamesTest {

    private static final ValueSample NEIGHBORHOODS = new ValueSample(
            List.of(
                    new ValueSample.ValueCount("South of Market", 15),
                    new ValueSample.ValueCount("Financial District/South Beach", 12),
                    new ValueSample.ValueCount("Mission", 30)),
            true);

    @Test
    void aNicknameIsTheValueThatHoldsItsFullName() {
        assertEquals(
                "South of Market",
                PlaceNicknames.values("SoMa", NEIGHBORHOODS).get(0).value());
        assertEquals(
                "Financial District/South Beach",
                PlaceNicknames.values("FiDi", NEIGHBORHOODS).get(0).value());
        assertEquals(List.of(), PlaceNicknames.values("Mission", NEIGHBORHOODS));
        assertEquals(List.of(), PlaceNicknames.values("Dogpatch", NEIGHBORHOODS));
    }
}
