package datasf.mcp.secrets;

import java.util.Optional;

/** No token configured: every Socrata call is anonymous. */
public final class AnonymousAppTokenSource implements AppTokenSource {

    public static final AnonymousAppTokenSource INSTANCE = new AnonymousAppTokenSource();

    private AnonymousAppTokenSource() {}

    @Override
    public Optional<String> token() {
        return Optional.empty();
    }

    @Override
    public Optional<String> refresh() {
        return Optional.empty();
    }

    @Override
    public String toString() {
        return "AnonymousAppTokenSource";
    }
}
