package datasf.mcp.socrata;

import datasf.mcp.config.Settings;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Socrata portals known to have moved to another host. The old host answers every request with a
 * redirect, which this server never follows (it would carry the App Token along), so a base URL
 * on an old host would fail every call: it is used at the new host instead
 * ({@link SocrataProperties}), and the server says once at start which value to set
 * ({@link PortalMoveNotice}). The one place that names an old host.
 */
public final class PortalMoves {

    /** The setting that names the portal. */
    public static final String PROPERTY = "datasf.socrata.base-url";

    /** The old host (lower case) -> the origin the portal answers from now. */
    private static final Map<String, String> MOVED =
            Map.of("data.sfgov.org", "https://data.sf.gov"); // DataSF, September 2026; dataset ids kept

    private PortalMoves() {}

    /**
     * What to tell the operator when the portal URL they set ({@code configured}) names an old
     * host: what is used instead and the value to set; empty when it names none.
     */
    public static Optional<String> advice(String configured) {
        return newUrl(configured).map(moved -> {
            String variable = Settings.variable(PROPERTY);
            return variable + " is " + configured.strip() + ", a host the portal moved away from (it redirects"
                    + " every request, which this server does not follow): using " + moved + " instead; set "
                    + variable + " to " + moved;
        });
    }

    /**
     * {@code url} at its portal's new origin (its path kept), or empty when its host is not one a
     * portal moved away from (or it is no URL at all: the settings check says so).
     */
    public static Optional<String> newUrl(String url) {
        if (url == null) {
            return Optional.empty();
        }
        try {
            URI uri = new URI(url.strip());
            String host = uri.getHost();
            if (host == null) {
                return Optional.empty();
            }
            String path = uri.getRawPath() == null ? "" : uri.getRawPath();
            return Optional.ofNullable(MOVED.get(host.toLowerCase(Locale.ROOT)))
                    .map(origin -> origin + (path.equals("/") ? "" : path));
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }
}
