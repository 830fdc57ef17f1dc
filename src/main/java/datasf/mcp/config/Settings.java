package datasf.mcp.config;

import java.net.URI;
import java.net.URISyntaxException;
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

    /** Checks that {@code value} (the value of {@code property}) is at least {@code min}. */
    public static int requireAtLeast(int value, int min, String property) {
        if (value < min) {
            throw new InvalidSettingException(property, "at least " + min, value);
        }
        return value;
    }

    /**
     * Checks that {@code value} (of {@code property}) is no more than {@code limit}, the value of
     * {@code limitProperty}: a default above its maximum would be refused on every call that takes
     * the default, and a first wait longer than the longest is a contradiction, not a setting.
     */
    public static <T extends Comparable<T>> T requireAtMost(T value, T limit, String property, String limitProperty) {
        if (value.compareTo(limit) > 0) {
            throw new InvalidSettingException(
                    property,
                    "at most " + variable(limitProperty) + " (" + written(limit) + ")",
                    written(value),
                    "set " + variable(property) + " to at most " + written(limit) + ", or raise "
                            + variable(limitProperty) + " (docs/configuration.md)");
        }
        return value;
    }

    /**
     * Checks that {@code url} (the value of {@code property}) is an absolute http or https URL with a
     * host: {@code data.sf.gov} without its scheme would otherwise fail every later request.
     */
    public static String requireHttpUrl(String url, String property, String example) {
        URI uri;
        try {
            uri = url == null ? null : new URI(url.strip());
        } catch (URISyntaxException e) {
            uri = null;
        }
        String scheme =
                uri == null || uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (uri == null || uri.getHost() == null || !(scheme.equals("http") || scheme.equals("https"))) {
            throw new InvalidSettingException(property, "an http or https URL such as " + example, url);
        }
        return url.strip();
    }

    /** A duration as an operator writes it ({@code 0s}, {@code 1500ms}), not as Java prints it. */
    static String written(Object value) {
        return value instanceof Duration duration ? written(duration) : String.valueOf(value);
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
