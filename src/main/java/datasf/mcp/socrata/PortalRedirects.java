package datasf.mcp.socrata;

import datasf.mcp.config.Settings;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A redirect from a configured Socrata URL. None is followed: it would carry the App Token to
 * whatever host {@code Location} names, one the operator never configured. A redirect to another
 * origin almost always means the portal moved (DataSF's old host redirects every request), and
 * then every call fails the same way until a setting changes, so the answer names the origin the
 * portal answers from now and the setting to change, and the log says so once per instance (one
 * line, not one per call).
 */
final class PortalRedirects {

    private static final Logger LOG = LoggerFactory.getLogger(PortalRedirects.class);

    private final SocrataProperties properties;
    private final AtomicBoolean logged = new AtomicBoolean();

    PortalRedirects(SocrataProperties properties) {
        this.properties = properties;
    }

    /** The failure of a request to {@code requested} answered {@code status} with {@code location}. */
    SocrataException refused(URI requested, int status, String location) {
        SocrataException refusal =
                new SocrataException(SocrataException.Kind.API_ERROR, message(requested, status, location));
        if (logged.compareAndSet(false, true)) {
            LOG.warn("{} (said once per instance)", refusal.getMessage());
        }
        return refusal;
    }

    private String message(URI requested, int status, String location) {
        String redirect = "a redirect (HTTP " + status + ")";
        URI target = resolve(requested, location);
        if (target == null) {
            return "Socrata answered with " + redirect + " without a usable Location, which this server does not"
                    + " follow; check " + settingsAt(requested, null);
        }
        String from = origin(requested);
        String to = origin(target);
        if (from.equals(to)) {
            return "Socrata answered with " + redirect + " to another address on " + from
                    + ", which this server does not follow; check " + settingsAt(requested, null);
        }
        String who = from.equals(origin(URI.create(properties.baseUrl()))) ? "The portal" : "Socrata";
        return who + " answers from " + to + " now: " + from + " answers with " + redirect + " to it, which"
                + " this server does not follow (the App Token would go along); set " + settingsAt(requested, to);
    }

    /**
     * The variables of the configured URLs on the requested origin, each with its value at
     * {@code newOrigin} (e.g. "DATASF_SOCRATA_BASE_URL to https://data.sf.gov"), or without a value
     * when there is none to suggest.
     */
    private String settingsAt(URI requested, String newOrigin) {
        List<String> settings = new ArrayList<>();
        String from = origin(requested);
        addIfOn(settings, "datasf.socrata.base-url", properties.baseUrl(), from, newOrigin);
        addIfOn(settings, "datasf.socrata.discovery-url", properties.discoveryUrl(), from, newOrigin);
        if (settings.isEmpty()) {
            settings.add(Settings.variable("datasf.socrata.base-url"));
        }
        return String.join(" and ", settings);
    }

    private static void addIfOn(List<String> settings, String property, String url, String from, String newOrigin) {
        URI configured = URI.create(url);
        if (origin(configured).equals(from)) {
            String path = configured.getRawPath() == null ? "" : configured.getRawPath();
            settings.add(Settings.variable(property) + (newOrigin == null ? "" : " to " + newOrigin + path));
        }
    }

    /** Location, relative ones resolved against the request; null when there is none or it is no URI. */
    private static URI resolve(URI requested, String location) {
        if (location == null || location.isBlank()) {
            return null;
        }
        try {
            URI target = requested.resolve(location.strip());
            return target.getHost() == null ? null : target;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** scheme://host[:port], the port only when it is not the scheme's own. */
    static String origin(URI uri) {
        String scheme = uri.getScheme() == null ? "https" : uri.getScheme().toLowerCase(Locale.ROOT);
        int port = uri.getPort();
        boolean defaultPort =
                port == -1 || (scheme.equals("https") && port == 443) || (scheme.equals("http") && port == 80);
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        return scheme + "://" + host + (defaultPort ? "" : ":" + port);
    }
}
