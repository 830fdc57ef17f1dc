package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.ApplicationContext;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The upstream settings as application.properties and the records resolve them. */
class UpstreamSettingsTest {

    @Test
    void defaultsAreTheDocumentedOnes() {
        try (ApplicationContext context = ApplicationContext.run()) {
            SocrataProperties socrata = context.getBean(SocrataProperties.class);
            assertEquals(Duration.ofSeconds(30), socrata.timeout());
            assertEquals(Duration.ofSeconds(30), socrata.attemptTimeout(), "unset: the whole budget");
            assertEquals(8 * 1024 * 1024, socrata.maxResponseBytes());
            RetryProperties retry = context.getBean(RetryProperties.class);
            assertEquals(3, retry.maxAttempts());
            assertEquals(Duration.ofMillis(200), retry.initialBackoff());
            assertEquals(Duration.ofSeconds(2), retry.maxBackoff());
            assertEquals(Duration.ofSeconds(5), retry.maxRetryAfter());
        }
    }

    @Test
    void anAttemptTimeoutShorterThanTheBudgetIsKeptALongerOneIsCut() {
        try (ApplicationContext context = ApplicationContext.run(
                Map.of("datasf.socrata.timeout", "10s", "datasf.socrata.attempt-timeout", "4s"))) {
            assertEquals(
                    Duration.ofSeconds(4),
                    context.getBean(SocrataProperties.class).attemptTimeout());
        }
        try (ApplicationContext context = ApplicationContext.run(
                Map.of("datasf.socrata.timeout", "10s", "datasf.socrata.attempt-timeout", "40s"))) {
            assertEquals(
                    Duration.ofSeconds(10),
                    context.getBean(SocrataProperties.class).attemptTimeout());
        }
    }

    @Test
    void moreThanThreeAttemptsIsRefusedNamingTheSetting() {
        // at startup (config.SettingsCheck), not at the first request that needs it
        Exception e = assertThrows(
                Exception.class,
                () -> ApplicationContext.run(Map.of("datasf.socrata.retry.max-attempts", "4"))
                        .close());
        assertTrue(
                causes(e)
                        .contains(
                                "DATASF_SOCRATA_RETRY_MAX_ATTEMPTS (datasf.socrata.retry.max-attempts) must be between 1 and 3, was '4'"),
                causes(e));
    }

    @Test
    void aTinyResponseCapIsRefusedNamingTheSetting() {
        Exception e = assertThrows(
                Exception.class,
                () -> ApplicationContext.run(Map.of("datasf.socrata.max-response-bytes", "10"))
                        .close());
        assertTrue(
                causes(e)
                        .contains(
                                "DATASF_SOCRATA_MAX_RESPONSE_BYTES (datasf.socrata.max-response-bytes) must be at least 1024"),
                causes(e));
    }

    private static String causes(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append(" | ");
        }
        return all.toString();
    }
}
