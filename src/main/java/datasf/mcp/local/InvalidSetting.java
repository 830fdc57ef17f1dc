package datasf.mcp.local;

import datasf.mcp.config.InvalidSettingException;
import java.util.Optional;

/** The setting a failed start was refused for, found among the causes Micronaut wraps it in. */
final class InvalidSetting {

    private InvalidSetting() {}

    /** The one-line message of the {@link InvalidSettingException} behind {@code failure}, if any. */
    static Optional<String> in(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof InvalidSettingException invalid) {
                return Optional.of(invalid.getMessage());
            }
        }
        return Optional.empty();
    }
}
