package datasf.mcp.access;

/**
 * The key the Lambda handler's init-phase priming presents. Priming sends the requests a first user
 * would send through the real handler, access check included; it holds no caller's key, and the
 * check must not read the keys' secret for it (no secret may be read before a SnapStart snapshot).
 * So {@link AccessControl} issues this random key, known only to the primer: it admits requests
 * until it is closed, and then never again. One is issued at most once per instance, and only
 * before any request has been judged, so there is no way to open one after init.
 */
public final class InitPass implements AutoCloseable {

    private final String key;
    private final Runnable revoke;

    InitPass(String key, Runnable revoke) {
        this.key = key;
        this.revoke = revoke;
    }

    /** The Authorization header that carries the pass. */
    public String authorization() {
        return "Bearer " + key;
    }

    /** Revokes the pass: from now on it admits nothing. */
    @Override
    public void close() {
        revoke.run();
    }

    @Override
    public String toString() {
        return "InitPass[redacted]";
    }
}
