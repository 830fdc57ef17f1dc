package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** DATASF_LOCAL_PORT and the client timeout go through validated configuration: a bad value stops the server naming it. */
class LocalServerSettingsTest {

    @Test
    void aPortOutOfRangeIsRefusedNamingTheVariable() {
        Exception e = assertThrows(Exception.class, () -> LocalServer.start(Map.of("datasf.local.port", "70000")));
        assertTrue(
                causes(e).contains("DATASF_LOCAL_PORT (datasf.local.port) must be a port number, 0 to 65535"),
                causes(e));
    }

    @Test
    void aPortThatIsNoNumberIsRefusedNamingTheSettingAndTheValue() {
        Exception e = assertThrows(Exception.class, () -> LocalServer.start(Map.of("datasf.local.port", "http")));
        assertTrue(
                causes(e).contains("DATASF_LOCAL_PORT (datasf.local.port) must be a whole number, was 'http'"),
                causes(e));
    }

    @Test
    void aClientTimeoutThatIsNotPositiveIsRefusedNamingTheVariable() {
        Exception e = assertThrows(
                Exception.class,
                () -> LocalServer.start(Map.of("datasf.local.port", "0", "datasf.local.client-timeout", "0s")));
        assertTrue(
                causes(e)
                        .contains(
                                "DATASF_LOCAL_CLIENT_TIMEOUT (datasf.local.client-timeout) must be a positive duration"),
                causes(e));
    }

    @Test
    void theConfiguredPortIsTheOneBound() throws Exception {
        try (LocalServer server = LocalServer.start(Map.of("datasf.local.port", "0"))) {
            assertTrue(server.port() > 0);
            assertEquals("http://127.0.0.1:" + server.port() + "/mcp", server.url());
        }
    }

    private static String causes(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append(" | ");
        }
        return all.toString();
    }
}
