package datasf.mcp.config;

import java.util.Optional;

/**
 * A setting the server cannot run with, found as it starts. Its message is one line that names the
 * variable (and its property), the rule, what was given and the fix: what a failed local start
 * prints and what Lambda's init error shows. A value that is a secret is described (its length),
 * never quoted.
 */
public final class InvalidSettingException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** With the usual fix: give a value that follows the rule, or leave the variable unset. */
    public InvalidSettingException(String property, String rule, Object was) {
        this(
                property,
                rule,
                was,
                "set " + Settings.variable(property) + " to such a value, or unset it for the default "
                        + "(docs/configuration.md)");
    }

    public InvalidSettingException(String property, String rule, Object was, String fix) {
        this(Settings.variable(property) + " (" + property + ") must be " + rule + ", was '" + was + "': " + fix);
    }

    private InvalidSettingException(String message) {
        super(message);
    }

    /**
     * A variable named like a setting that no setting has. Its value is not shown: a misspelt secret
     * ({@code DATASF_APP_TOKN_VALUE}) is still a secret.
     */
    static InvalidSettingException unknownVariable(String variable, String fix) {
        return new InvalidSettingException(variable + " is not a setting of this server: " + fix);
    }

    /**
     * The one-line message of the refused setting behind a failed start, found among the causes
     * Micronaut wraps it in; empty when the start failed for another reason (a bug, whose stack
     * trace is then the report).
     */
    public static Optional<String> lineOf(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof InvalidSettingException invalid) {
                return Optional.of(invalid.getMessage());
            }
        }
        return Optional.empty();
    }
}
