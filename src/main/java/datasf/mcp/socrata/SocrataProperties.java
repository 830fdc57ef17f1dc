package datasf.mcp.socrata;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;

/**
 * Where Socrata is and how long to wait for it. Pointing the server at another Socrata portal is
 * a change of {@code baseUrl} only: the Discovery API's {@code domains} and {@code search_context}
 * are derived from it.
 *
 * @param baseUrl the portal (Views and Resource APIs), {@code DATASF_SOCRATA_BASE_URL}
 * @param discoveryUrl the Discovery (catalog) API, {@code DATASF_SOCRATA_DISCOVERY_URL}
 * @param timeout how long one upstream request may take, {@code DATASF_SOCRATA_TIMEOUT}
 */
@ConfigurationProperties("datasf.socrata")
public record SocrataProperties(
        @Bindable(defaultValue = "https://data.sfgov.org") String baseUrl,
        @Bindable(defaultValue = "https://api.us.socrata.com/api/catalog/v1") String discoveryUrl,
        @Bindable(defaultValue = "30s") Duration timeout) {

    public SocrataProperties {
        baseUrl = stripTrailingSlash(baseUrl);
        discoveryUrl = stripTrailingSlash(discoveryUrl);
    }

    /** The portal's domain, e.g. {@code data.sfgov.org}, for the Discovery API's filters. */
    public String domain() {
        return URI.create(baseUrl).getHost().toLowerCase(Locale.ROOT);
    }

    private static String stripTrailingSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
