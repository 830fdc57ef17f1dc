package datasf.mcp.support;

import java.time.Duration;
import java.util.Map;

/**
 * How the server uses one Secrets Manager secret, observed from outside, through the Lambda
 * handler: what to configure, what a valid value looks like, and what the server does with a
 * readable, a never-readable and a lost secret. The Secrets Manager life-cycle tests run every
 * scenario (create, read by ARN, rotate, mark for deletion, restore, force-delete, deny) for
 * every consumer, so a new secret the server reads is one more implementation.
 */
public interface SecretConsumer {

    /** Server properties that make it read the secret {@code secretId}, re-reading it after {@code ttl}. */
    Map<String, Object> configuration(String secretId, Duration ttl);

    /** A valid secret string, different for each version (1, 2, ...). */
    String value(int version);

    /** The server acts on version {@code version} (and no longer on the one before it). */
    void assertServes(LambdaHarness lambda, int version);

    /** What the server does while the secret has never been readable. */
    void assertNeverRead(LambdaHarness lambda);

    /** What the server does once the secret it had read ({@code lastVersion}) cannot be read any more. */
    void assertLost(LambdaHarness lambda, int lastVersion);
}
