package datasf.mcp.config;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.LambdaHarness;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A value a configuration record refuses stops the server as it starts, naming the variable: the
 * records that only the first tool call needed (time zone, timeout, App Token TTL) used to let
 * the server start and then answer every request with a 500 page naming internal classes.
 */
class SettingsCheckTest {

    @Test
    void aRefusedValueStopsTheHandlerAtStartNamingTheVariable() {
        for (Map.Entry<String, String> bad : Map.of(
                        "datasf.advisor.time-zone",
                        "DATASF_ADVISOR_TIME_ZONE",
                        "datasf.socrata.timeout",
                        "DATASF_SOCRATA_TIMEOUT",
                        "datasf.app-token.ttl",
                        "DATASF_APP_TOKEN_TTL")
                .entrySet()) {
            String value = bad.getKey().endsWith("time-zone") ? "Nowhere/Special" : "0s";
            Exception failure = assertThrows(
                    Exception.class, () -> new LambdaHarness(Map.of(bad.getKey(), value)).close(), bad.getKey());
            StringBuilder messages = new StringBuilder();
            for (Throwable t = failure; t != null; t = t.getCause()) {
                messages.append(t.getMessage()).append(" | ");
            }
            assertTrue(messages.toString().contains(bad.getValue()), messages.toString());
        }
    }

    @Test
    void aValueThatIsNotOfItsTypeStopsTheServerInsteadOfBecomingTheDefault() {
        Map<String, String> written = Map.of(
                "datasf.socrata.retry.max-attempts",
                        "DATASF_SOCRATA_RETRY_MAX_ATTEMPTS (datasf.socrata.retry.max-attempts) "
                                + "must be a whole number, was 'three'",
                "datasf.limits.search-max",
                        "DATASF_LIMITS_SEARCH_MAX (datasf.limits.search-max) must be a whole number, was 'three'",
                "datasf.socrata.timeout",
                        "DATASF_SOCRATA_TIMEOUT (datasf.socrata.timeout) must be a duration such as 30s or 5m, "
                                + "was 'three'");
        for (Map.Entry<String, String> bad : written.entrySet()) {
            Exception failure = assertThrows(
                    Exception.class, () -> new LambdaHarness(Map.of(bad.getKey(), "three")).close(), bad.getKey());
            StringBuilder messages = new StringBuilder();
            for (Throwable t = failure; t != null; t = t.getCause()) {
                messages.append(t.getMessage()).append(" | ");
            }
            assertTrue(messages.toString().contains(bad.getValue()), messages.toString());
        }
    }
}
