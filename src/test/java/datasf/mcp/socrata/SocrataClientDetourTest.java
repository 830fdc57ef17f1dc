package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * How priming reaches its in-process Socrata: through a client of its own, without the App Token,
 * to which only the priming thread's requests are detoured; the tools' client keeps its portal and
 * token, for every other thread during the detour and for everyone after it.
 */
class SocrataClientDetourTest {

    private static final String TOKEN = "TokenOfTheTools1";
    private static final String BIKES = "uczf-rk3c";

    private FakeSocrata configured;
    private FakeSocrata elsewhere;
    private LambdaHarness lambda;
    private SocrataClient client;

    @BeforeEach
    void start() {
        configured = FakeSocrata.start();
        elsewhere = FakeSocrata.start();
        Map<String, Object> properties = new HashMap<>(configured.properties());
        properties.put("datasf.app-token.value", TOKEN);
        lambda = new LambdaHarness(properties);
        client = lambda.context().getBean(SocrataClient.class);
    }

    @AfterEach
    void stop() {
        lambda.close();
        elsewhere.close();
        configured.close();
    }

    @Test
    void onlyTheDetouredThreadReachesTheOtherClientAndItCarriesNoToken() throws Exception {
        try (SocrataClient own = client.anonymousAt(elsewhere.baseUrl(), elsewhere.discoveryUrl());
                SocrataClient.Detour detour = client.detour(own)) {
            client.query(BIKES, "SELECT * LIMIT 1");
            assertEquals(elsewhere.baseUrl(), client.baseUrl());
            CompletableFuture.runAsync(() -> client.query(BIKES, "SELECT * LIMIT 2"))
                    .get();
        }
        client.query(BIKES, "SELECT * LIMIT 3");

        List<FakeSocrata.Request> detoured = elsewhere.requests();
        assertEquals(1, detoured.size());
        assertEquals("SELECT * LIMIT 1", detoured.get(0).query().get("$query"));
        assertNull(detoured.get(0).header("X-App-Token"), "the other client sends no App Token");

        List<FakeSocrata.Request> kept = configured.requests();
        assertEquals(
                List.of("SELECT * LIMIT 2", "SELECT * LIMIT 3"),
                kept.stream().map(r -> r.query().get("$query")).toList(),
                "another thread during the detour, and everyone after it, reach the configured portal");
        kept.forEach(r -> assertEquals(TOKEN, r.header("X-App-Token")));
        assertEquals(configured.baseUrl(), client.baseUrl());
    }
}
