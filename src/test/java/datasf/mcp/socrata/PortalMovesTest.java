package datasf.mcp.socrata;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The table of portals that moved: a base URL on DataSF's old host is used at data.sf.gov (the
 * Discovery API's domain and every permalink follow), with one warning at start naming the
 * variable and the value to set; any other URL is used as given.
 */
class PortalMovesTest {

    private static final String OLD = "https://data.sfgov.org";

    @Test
    void theOldHostIsUsedAtTheNewOneWithItsPathAndAnyOtherUrlAsGiven() {
        assertEquals(Optional.of("https://data.sf.gov"), PortalMoves.newUrl(OLD));
        assertEquals(Optional.of("https://data.sf.gov"), PortalMoves.newUrl(OLD + "/"));
        assertEquals(Optional.of("https://data.sf.gov"), PortalMoves.newUrl("http://DATA.SFGOV.ORG"));
        assertEquals(Optional.of("https://data.sf.gov/portal"), PortalMoves.newUrl(OLD + "/portal"));
        assertEquals(Optional.empty(), PortalMoves.newUrl("https://data.sf.gov"));
        assertEquals(Optional.empty(), PortalMoves.newUrl("https://data.cityofnewyork.us"));
        assertEquals(Optional.empty(), PortalMoves.newUrl("data.sfgov.org"));
        assertEquals(Optional.empty(), PortalMoves.newUrl("not a url"));
        assertEquals(Optional.empty(), PortalMoves.newUrl(null));
    }

    @Test
    void aConfiguredOldHostIsUsedAtTheNewHostWithOneWarningAtStart() {
        try (FakeSocrata discovery = FakeSocrata.start().serveDataSfCatalog()) {
            LambdaHarness lambda;
            List<String> warnings;
            try (CapturedLogs logs = CapturedLogs.of("datasf.mcp", Level.WARN)) {
                lambda = new LambdaHarness(Map.of(
                        "datasf.socrata.base-url", OLD, "datasf.socrata.discovery-url", discovery.discoveryUrl()));
                warnings = logs.warnings();
            }
            try (lambda) {
                assertEquals(
                        List.of("DATASF_SOCRATA_BASE_URL is " + OLD
                                + ", a host the portal moved away from (it redirects"
                                + " every request, which this server does not follow): using https://data.sf.gov"
                                + " instead; set DATASF_SOCRATA_BASE_URL to https://data.sf.gov"),
                        warnings);
                SocrataProperties socrata = lambda.context().getBean(SocrataProperties.class);
                assertEquals("https://data.sf.gov", socrata.baseUrl());
                assertEquals("data.sf.gov", socrata.domain());

                JsonNode out = ok(lambda.callTool("search_datasf", Map.of("query", "police incidents")));
                assertEquals(
                        "https://data.sf.gov/d/wg3w-h783",
                        out.at("/results/0/permalink").asText(),
                        out.toString());
                FakeSocrata.Request search = discovery.requests().get(0);
                assertEquals("data.sf.gov", search.query().get("domains"));
                assertEquals("data.sf.gov", search.query().get("search_context"));
            }
        }
    }

    @Test
    void noWarningForAnyOtherPortal() {
        try (CapturedLogs logs = CapturedLogs.of("datasf.mcp.socrata", Level.WARN);
                LambdaHarness lambda = new LambdaHarness(Map.of("datasf.socrata.base-url", "https://data.sf.gov"))) {
            assertEquals(List.of(), logs.warnings());
            assertTrue(
                    lambda.context().getBean(SocrataProperties.class).baseUrl().equals("https://data.sf.gov"));
        }
    }
}
