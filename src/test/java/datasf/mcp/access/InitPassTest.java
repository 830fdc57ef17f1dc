package datasf.mcp.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The init pass lets the handler's own priming requests through without a caller's key and without
 * reading the keys, and nothing else: it is issued once, only before any request was judged, and
 * admits nothing once revoked.
 */
class InitPassTest {

    private static final String KEY = "a-Caller-Key-0123456789abcdef";

    /** Keys are required, and reading them is counted: the pass must not need them. */
    private final AtomicInteger reads = new AtomicInteger();

    private final AccessKeySource counted = new AccessKeySource() {
        private final AccessKeySource keys = new StaticAccessKeys(KEY);

        @Override
        public boolean required() {
            return true;
        }

        @Override
        public KeyRing keys() {
            reads.incrementAndGet();
            return keys.keys();
        }
    };
    private final AccessControl access =
            new AccessControl(counted, new AccessProperties(null, null, Duration.ofMinutes(5), 5, 20));

    @Test
    void thePassAdmitsWithoutReadingTheKeysAndIsMarkedAsNotTraffic() {
        try (InitPass pass = access.openInitPass()) {
            AccessDecision decision = access.check(pass.authorization());
            assertTrue(decision.isAllowed());
            assertTrue(decision.initPass(), "priming requests are not traffic: no request log line");
            assertEquals(0, reads.get(), "no key read for the pass");
            assertEquals(401, access.check(null).status(), "while the pass is open, other requests still need a key");
            assertEquals(
                    401,
                    access.check("Bearer " + "not-the-pass-0123456789abcdef").status());
        }
    }

    @Test
    void aRevokedPassAdmitsNothingAndNoSecondPassIsIssued() {
        String authorization;
        try (InitPass pass = access.openInitPass()) {
            authorization = pass.authorization();
        }
        AccessDecision after = access.check(authorization);
        assertEquals(401, after.status());
        assertEquals("wrong_key", after.auditReason());
        assertFalse(after.initPass());
        assertThrows(IllegalStateException.class, access::openInitPass, "a pass is issued once");
        assertTrue(access.check("Bearer " + KEY).isAllowed(), "a caller's key works as ever");
    }

    @Test
    void noPassOnceARequestWasJudged() {
        assertEquals(401, access.check(null).status());
        assertThrows(
                IllegalStateException.class,
                access::openInitPass,
                "after the first request there is no way to open a bypass");
    }

    @Test
    void thePassNeverShowsInText() {
        try (InitPass pass = access.openInitPass()) {
            String key = pass.authorization().substring("Bearer ".length());
            assertEquals(64, key.length(), "32 random bytes");
            assertFalse(pass.toString().contains(key));
        }
    }
}
