package datasf.mcp.access;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The bucket's arithmetic on a clock the test moves. */
class TokenBucketTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void aFullBucketGrantsTheBurstThenSaysHowLongToWait() {
        TokenBucket bucket = new TokenBucket(2, 3, 0);
        assertEquals(0, bucket.take(0));
        assertEquals(0, bucket.take(0));
        assertEquals(0, bucket.take(0));
        assertEquals(SECOND / 2, bucket.take(0), "2 per second: the next token in half a second");
        assertEquals(SECOND / 4, bucket.take(SECOND / 4));
        assertEquals(0, bucket.take(SECOND / 2));
    }

    @Test
    void refillStopsAtTheBurst() {
        TokenBucket bucket = new TokenBucket(1, 2, 0);
        bucket.take(0);
        bucket.take(0);
        long later = 3600 * SECOND;
        assertEquals(0, bucket.take(later));
        assertEquals(0, bucket.take(later));
        assertEquals(SECOND, bucket.take(later));
    }
}
