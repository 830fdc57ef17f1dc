package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A name compared in full where the data keeps its initials, and the other way round. */
class InitialsTest {

    private static final ValueSample CARETAKERS = new ValueSample(
            List.of(
                    new ValueSample.ValueCount("Port", 26),
                    new ValueSample.ValueCount("SFUSD", 26),
                    new ValueSample.ValueCount("FUF", 19)),
            true);

    @Test
    void aNameIsTheValueOfItsInitials() {
        assertEquals(
                "FUF",
                Initials.values("Friends of the Urban Forest", CARETAKERS)
                        .get(0)
                        .value());
        assertEquals(List.of(), Initials.values("Port", CARETAKERS));
        assertEquals(List.of(), Initials.values("Fire Unit Force Station", CARETAKERS));
    }

    @Test
    void initialsAreTheValueOfTheFullName() {
        ValueSample full = new ValueSample(List.of(new ValueSample.ValueCount("Department of Public Works", 9)), true);
        assertEquals(
                "Department of Public Works",
                Initials.values("DPW", full).get(0).value());
    }
}
