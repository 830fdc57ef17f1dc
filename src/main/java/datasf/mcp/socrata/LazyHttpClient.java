package datasf.mcp.socrata;

import io.micronaut.http.client.DefaultHttpClientConfiguration;
import io.micronaut.http.client.HttpClient;
import java.time.Duration;

/**
 * The Micronaut HTTP client Socrata requests go through, built on first use (startup does not pay
 * for it) and built again after a SnapStart restore, since connections opened before a snapshot are
 * dead in the restored copy.
 */
final class LazyHttpClient implements AutoCloseable {

    private final SocrataProperties properties;
    private volatile HttpClient client;

    LazyHttpClient(SocrataProperties properties) {
        this.properties = properties;
    }

    HttpClient get() {
        HttpClient current = client;
        if (current == null) {
            synchronized (this) {
                current = client;
                if (current == null) {
                    current = HttpClient.create(null, configuration());
                    client = current;
                }
            }
        }
        return current;
    }

    /** Built with the client, not with the bean: its classes (TLS settings among them) load on first use. */
    private DefaultHttpClientConfiguration configuration() {
        DefaultHttpClientConfiguration configuration = new DefaultHttpClientConfiguration();
        // a backstop only: each attempt is cut by its own deadline, which is never longer
        configuration.setReadTimeout(properties.attemptTimeout().plusSeconds(1));
        Duration connect = Duration.ofSeconds(5);
        configuration.setConnectTimeout(
                properties.attemptTimeout().compareTo(connect) < 0 ? properties.attemptTimeout() : connect);
        // a redirect would carry the App Token wherever Location points: none is followed, and a
        // 3xx answer is an api_error (SocrataHttp)
        configuration.setFollowRedirects(false);
        // the client stops reading past this and fails, instead of buffering until the function dies
        configuration.setMaxContentLength(properties.maxResponseBytes());
        // closing happens after a SnapStart restore (the old connections are dead) and at shutdown,
        // with nothing in flight: a quiet period (Micronaut's 1 ms) makes Netty's event loop sleep
        // 100 ms before it stops, which the restore and every test context paid
        configuration.setShutdownQuietPeriod(Duration.ZERO);
        return configuration;
    }

    /** Closes the client if there is one; the next request builds a new one. */
    @Override
    public void close() {
        HttpClient old;
        synchronized (this) {
            old = client;
            client = null;
        }
        if (old != null) {
            old.close();
        }
    }
}
