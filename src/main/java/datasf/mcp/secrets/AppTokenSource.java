package datasf.mcp.secrets;

import java.util.Optional;

/**
 * Where the Socrata App Token comes from. The token raises Socrata's rate limits; without one the
 * server still works anonymously. Implementations never log or print the token.
 */
public interface AppTokenSource {

    /** The current token (cached by the implementation), or empty for anonymous access. */
    Optional<String> token();

    /** Re-reads the token now (after Socrata refused it with 401/403) and returns the new value. */
    Optional<String> refresh();

    /** Drops any cached value so the next {@link #token()} reads afresh (e.g. after a SnapStart restore). */
    default void invalidate() {}
}
