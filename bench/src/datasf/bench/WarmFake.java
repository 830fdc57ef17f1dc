package datasf.bench;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/**
 * Warms the fake Socrata process (its own JIT) before a measurement, so that "first call" figures
 * measure our server, not a cold fake. Sends each kind of request the tools send, many times.
 */
public final class WarmFake {

    public static void main(String[] args) throws Exception {
        String base = args[0];
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        HttpClient client = HttpClient.newHttpClient();
        String[] paths = {
            "/api/catalog/v1?q=bus&limit=5",
            "/api/catalog/v1?order=page_views_last_month&limit=10",
            "/api/catalog/v1/domain_categories",
            "/api/views/uczf-rk3c.json",
            "/resource/uczf-rk3c.json?$query=" + enc("SELECT count(*) AS row_count"),
            "/resource/uczf-rk3c.json?$query=" + enc("SELECT * ORDER BY :id LIMIT 6"),
            "/resource/uczf-rk3c.json?$query=" + enc("SELECT count(*) AS row_count WHERE status = '0'"),
            "/resource/uczf-rk3c.json?$query="
                    + enc("SELECT status, count(*) AS count GROUP BY status ORDER BY count DESC, status LIMIT 21"),
        };
        for (int i = 0; i < rounds; i++) {
            for (String path : paths) {
                client.send(
                        HttpRequest.newBuilder(URI.create(base + path)).build(),
                        HttpResponse.BodyHandlers.discarding());
            }
        }
    }

    private static String enc(String soql) {
        return URLEncoder.encode(soql, StandardCharsets.UTF_8);
    }
}
