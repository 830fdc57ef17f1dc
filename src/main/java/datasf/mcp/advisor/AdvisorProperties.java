package datasf.mcp.advisor;

import datasf.mcp.config.InvalidSettingException;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.DateTimeException;
import java.time.ZoneId;

/**
 * How much an empty answer may cost to explain, and the portal's clock.
 *
 * @param extraRequests upstream requests an empty answer may add (value lookups and the re-run
 *     with a corrected value), 0 to 2
 * @param valueRows most values fetched per column lookup (the most frequent ones), 10 to 5000
 * @param valueBytes most characters of values kept per column (long free-text values are
 *     dropped first)
 * @param timeZone the portal's local time zone, for {@code NOW()} and {@code CURRENT_DATE}
 *     (DataSF's floating timestamps are San Francisco time)
 */
@ConfigurationProperties("datasf.advisor")
public record AdvisorProperties(
        @Bindable(defaultValue = "2") int extraRequests,
        @Bindable(defaultValue = "500") int valueRows,
        @Bindable(defaultValue = "65536") int valueBytes,
        @Bindable(defaultValue = "America/Los_Angeles") String timeZone) {

    /** The bound on what explaining an empty answer may cost: at most two more upstream requests. */
    public static final int MAX_EXTRA_REQUESTS = 2;

    public AdvisorProperties {
        if (extraRequests < 0 || extraRequests > MAX_EXTRA_REQUESTS) {
            throw new InvalidSettingException(
                    "datasf.advisor.extra-requests", "0 to " + MAX_EXTRA_REQUESTS, extraRequests);
        }
        if (valueRows < 10 || valueRows > 5000) {
            throw new InvalidSettingException("datasf.advisor.value-rows", "10 to 5000", valueRows);
        }
        if (valueBytes < 1024) {
            throw new InvalidSettingException("datasf.advisor.value-bytes", "at least 1024", valueBytes);
        }
        try {
            ZoneId.of(timeZone);
        } catch (DateTimeException e) {
            throw new InvalidSettingException(
                    "datasf.advisor.time-zone", "a zone id such as America/Los_Angeles", timeZone);
        }
    }

    public ZoneId zone() {
        return ZoneId.of(timeZone);
    }
}
