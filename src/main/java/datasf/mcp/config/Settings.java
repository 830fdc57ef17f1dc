package datasf.mcp.config;

import java.time.Duration;
import java.util.Locale;

/**
 * The one name of each setting's environment variable: its property, upper-cased, with dots and
 * dashes as underscores ({@code datasf.socrata.timeout} is {@code DATASF_SOCRATA_TIMEOUT}). That is
 * how Micronaut reads variables by itself; no setting has a second name.
 */
public final class Settings {

    private Settings() {}

    public static String variable(String property) {
        return property.replace('.', '_').replace('-', '_').toUpperCase(Locale.ROOT);
    }

    /**
     * Checks that {@code duration} (the value of {@code property}) is positive, as every duration
     * setting must be.
     */
    public static Duration requirePositive(Duration duration, String property) {
        if (duration == null || duration.isZero() || duration.isNegative()) {
            throw new InvalidSettingException(property, "a positive duration such as 30s", written(duration));
        }
        return duration;
    }

    /** A duration as an operator writes it ({@code 0s}, {@code 1500ms}), not as Java prints it. */
    static String written(Duration duration) {
        if (duration == null) {
            return "";
        }
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }
}
