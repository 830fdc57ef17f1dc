package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.secrets.AppTokenSource;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** After a refusal the App Token secret is re-read at most once a minute. */
class TokenRefusalsTest {

    /** A token source whose secret holds {@link #current}; counts the re-reads. */
    private static final class Secret implements AppTokenSource {
        volatile String current = "TokenA1234567890";
        volatile String cached = current;
        int rereads;

        @Override
        public Optional<String> token() {
            return Optional.of(cached);
        }

        @Override
        public Optional<String> refresh() {
            rereads++;
            cached = current;
            return Optional.of(cached);
        }
    }

    private final Secret secret = new Secret();
    private final AtomicLong now = new AtomicLong(1_000);
    private final TokenRefusals refusals = new TokenRefusals(secret, now::get);

    @Test
    void theFirstRefusalReReadsTheSecret() {
        secret.current = "TokenB1234567890";
        assertEquals(Optional.of("TokenB1234567890"), refusals.tokenForRepeat());
        assertEquals(1, secret.rereads);
    }

    @Test
    void refusalsWithinTheMinuteUseTheCachedTokenWithoutReading() {
        refusals.tokenForRepeat();
        secret.current = "TokenB1234567890"; // rotated, but not read yet
        now.addAndGet(Duration.ofSeconds(59).toNanos());
        for (int i = 0; i < 20; i++) {
            assertEquals(Optional.of("TokenA1234567890"), refusals.tokenForRepeat());
        }
        assertEquals(1, secret.rereads);
    }

    @Test
    void aMinuteAfterTheLastReReadTheNextRefusalReadsAgain() {
        refusals.tokenForRepeat();
        now.addAndGet(TokenRefusals.MIN_INTERVAL.toNanos());
        secret.current = "TokenC1234567890";
        assertEquals(Optional.of("TokenC1234567890"), refusals.tokenForRepeat());
        assertEquals(2, secret.rereads);
    }
}
