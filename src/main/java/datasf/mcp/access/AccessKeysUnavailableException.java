package datasf.mcp.access;

/** Keys are required but none could be loaded yet (the secret is unreadable): every request is refused. */
final class AccessKeysUnavailableException extends RuntimeException {

    AccessKeysUnavailableException() {
        super("access keys could not be loaded", null, false, false);
    }
}
