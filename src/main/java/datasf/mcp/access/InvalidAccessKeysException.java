package datasf.mcp.access;

/**
 * Configured keys that break a format rule. The message names where the keys came from and the
 * rule, never a key; there is no cause, since parser exceptions quote their input.
 */
final class InvalidAccessKeysException extends IllegalArgumentException {

    InvalidAccessKeysException(String message) {
        super(message);
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }
}
