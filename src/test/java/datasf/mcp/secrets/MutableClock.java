package datasf.mcp.secrets;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;

/** A clock the test moves by hand, so TTL tests neither sleep nor flake. */
final class MutableClock implements InstantSource {

    private volatile Instant now = Instant.parse("2025-01-01T00:00:00Z");

    @Override
    public Instant instant() {
        return now;
    }

    void advance(Duration by) {
        now = now.plus(by);
    }
}
