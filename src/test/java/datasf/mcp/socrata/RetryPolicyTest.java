package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The arithmetic of waits, which the end-to-end fault tests cannot pin down exactly. */
class RetryPolicyTest {

    private static final RetryProperties SETTINGS =
            new RetryProperties(3, Duration.ofMillis(200), Duration.ofSeconds(2), Duration.ofSeconds(5));

    @Test
    void backoffDoublesAndIsJitteredBetweenHalfAndAll() {
        RetryPolicy low = new RetryPolicy(SETTINGS, () -> 0.0);
        RetryPolicy high = new RetryPolicy(SETTINGS, () -> 0.999_999);
        assertEquals(Duration.ofMillis(100), low.backoff(2));
        assertEquals(Duration.ofMillis(199), high.backoff(2));
        assertEquals(Duration.ofMillis(200), low.backoff(3));
        assertEquals(Duration.ofMillis(399), high.backoff(3));
    }

    @Test
    void backoffIsCapped() {
        RetryProperties steep =
                new RetryProperties(3, Duration.ofMillis(1500), Duration.ofSeconds(2), Duration.ofSeconds(5));
        assertEquals(Duration.ofSeconds(1), new RetryPolicy(steep, () -> 0.0).backoff(3));
    }

    @Test
    void retryAfterInSecondsAndAsAnHttpDate() {
        Instant now = Instant.parse("2025-01-01T00:00:00Z");
        assertEquals(Optional.of(Duration.ofSeconds(3)), RetryAfter.parse(" 3 ", now));
        assertEquals(Optional.of(Duration.ofSeconds(90)), RetryAfter.parse("Wed, 01 Jan 2025 00:01:30 GMT", now));
        assertEquals(Optional.of(Duration.ZERO), RetryAfter.parse("Tue, 31 Dec 2024 23:00:00 GMT", now));
        assertEquals(Optional.empty(), RetryAfter.parse("soon", now));
        assertEquals(Optional.empty(), RetryAfter.parse(null, now));
        assertTrue(RetryAfter.parse("99999999999999999999", now).orElseThrow().toDays() >= 365);
    }
}
