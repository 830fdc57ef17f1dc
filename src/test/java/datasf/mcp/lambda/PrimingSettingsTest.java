package datasf.mcp.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSocrata;
import io.micronaut.context.ApplicationContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The priming settings go through validated configuration like every other: a bad
 * DATASF_PRIMING_ROUNDS stops the server as it starts with a message naming it (it used to become 10
 * silently), and Lambda's own AWS_LAMBDA_INITIALIZATION_TYPE is read through the context.
 */
class PrimingSettingsTest {

    @ParameterizedTest
    @ValueSource(strings = {"0", "1001", "-3"})
    void aRoundCountOutOfRangeStopsStartupNamingTheVariable(String rounds) {
        Exception e = assertThrows(
                Exception.class,
                () -> ApplicationContext.run(Map.of("datasf.priming.enabled", "true", "datasf.priming.rounds", rounds))
                        .close());
        assertTrue(causes(e).contains("DATASF_PRIMING_ROUNDS (datasf.priming.rounds) must be 1 to 1000"), causes(e));
    }

    @Test
    void aRoundCountThatIsNoNumberStopsStartupInsteadOfBecomingTen() {
        Exception e = assertThrows(
                Exception.class,
                () -> ApplicationContext.run(Map.of("datasf.priming.rounds", "ten"))
                        .close());
        assertTrue(
                causes(e).contains("DATASF_PRIMING_ROUNDS (datasf.priming.rounds) must be a whole number, was 'ten'"),
                causes(e));
    }

    @Test
    void theDefaultsArePrimingOffAndTenRounds() {
        try (ApplicationContext context = ApplicationContext.run()) {
            assertEquals(new PrimingProperties(false, 10), context.getBean(PrimingProperties.class));
        }
    }

    @Test
    void snapStartInitializationPrimesWithTheConfiguredRounds() {
        try (FakeSocrata socrata = FakeSocrata.start();
                CapturedLogs logs = CapturedLogs.of("datasf.mcp.lambda", Level.INFO)) {
            Map<String, Object> properties = new HashMap<>(socrata.properties());
            properties.put("aws.lambda.initialization.type", "snap-start"); // what Micronaut makes of the variable
            properties.put("datasf.priming.rounds", "1");
            try (ApplicationContext context = ApplicationContext.run(properties)) {
                new DatasfHandler(context);
                assertTrue(
                        logs.events().stream()
                                .anyMatch(e -> e.getFormattedMessage().startsWith("primed in")),
                        "primed during init");
                assertEquals(List.of(), socrata.requests(), "priming reaches no Socrata");
            }
        }
    }

    private static String causes(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append(" | ");
        }
        return all.toString();
    }
}
