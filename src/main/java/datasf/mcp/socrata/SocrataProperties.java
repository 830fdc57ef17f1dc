package datasf.mcp.socrata;

import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.config.Settings;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.bind.annotation.Bindable;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;

/**
 * Where Socrata is, how long to wait for it and how much of its answer to accept. Pointing the
 * server at another Socrata portal is a change of {@code baseUrl} only: the Discovery API's
 * {@code domains} and {@code search_context} are derived from it.
 *
 * @param baseUrl the Socrata portal (Views and Resource APIs); its domain scopes discovery. A
 *     portal's old host (one it moved away from) is used at its new host, with a warning at start
 * @param discoveryUrl the Discovery (catalog) API
 * @param timeout the budget of one tool call (counted from the request's arrival), shared by every
 *     upstream request it makes, every attempt and every wait between attempts included, so that
 *     the call answers a classified timeout before the function's own timeout: keep it under the
 *     function timeout (the template sets 25s)
 * @param attemptTimeout how long one attempt may take (never more than what is left of
 *     {@code timeout}); unset means {@code timeout}
 * @param maxResponseBytes largest body accepted from Socrata; a larger one is refused (and not
 *     buffered) with an api_error asking to narrow the query
 */
@ConfigurationProperties("datasf.socrata")
public record SocrataProperties(
        @Bindable(defaultValue = "https://data.sf.gov") String baseUrl,

        @Bindable(defaultValue = "https://api.us.socrata.com/api/catalog/v1")
        String discoveryUrl,

        @Bindable(defaultValue = "30s") Duration timeout,
        @Nullable Duration attemptTimeout,
        @Bindable(defaultValue = "8388608") int maxResponseBytes) {

    public SocrataProperties {
        baseUrl =
                stripTrailingSlash(Settings.requireHttpUrl(baseUrl, "datasf.socrata.base-url", "https://data.sf.gov"));
        // an old host would answer every request with a redirect, which is never followed
        baseUrl = PortalMoves.newUrl(baseUrl).orElse(baseUrl);
        discoveryUrl = stripTrailingSlash(Settings.requireHttpUrl(
                discoveryUrl, "datasf.socrata.discovery-url", "https://api.us.socrata.com/api/catalog/v1"));
        Settings.requirePositive(timeout, "datasf.socrata.timeout");
        if (attemptTimeout == null || attemptTimeout.compareTo(timeout) > 0) {
            attemptTimeout = timeout; // an attempt cannot outlast the budget anyway
        }
        Settings.requirePositive(attemptTimeout, "datasf.socrata.attempt-timeout");
        if (maxResponseBytes < 1024) {
            throw new InvalidSettingException("datasf.socrata.max-response-bytes", "at least 1024", maxResponseBytes);
        }
    }

    /** The portal's domain, e.g. {@code data.sf.gov}, for the Discovery API's filters. */
    public String domain() {
        return URI.create(baseUrl).getHost().toLowerCase(Locale.ROOT);
    }

    private static String stripTrailingSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
