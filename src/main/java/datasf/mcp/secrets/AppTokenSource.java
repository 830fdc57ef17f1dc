package datasf.mcp.secrets;

import java.util.Optional;

/**
 * Where the Socrata App Token comes from.
 *
 * <p>An empty value means "call Socrata anonymously": implementations never throw
 * because a token is unavailable, since anonymous access still works (with lower
 * rate limits) and is better than failing the user's query.
 */
public interface AppTokenSource {

    /** The current token, possibly cached; empty when running anonymously. */
    Optional<String> token();

    /**
     * Re-reads the token now, bypassing any cache, and returns the new value.
     *
     * <p>Called by the Socrata client when a request that carried a token was
     * answered 401/403 (the token was probably rotated); it then retries once.
     */
    Optional<String> refresh();

    /**
     * Drops any cached value so that the next {@link #token()} reads it again.
     * Called after a SnapStart restore, where the cached state is a copy taken
     * at snapshot time and may be stale, and when the application shuts down,
     * so that implementations can also release what they hold.
     */
    default void invalidate() {
        // Sources without a cache have nothing to drop.
    }
}
