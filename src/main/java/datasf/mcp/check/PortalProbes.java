package datasf.mcp.check;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataException;
import datasf.mcp.socrata.SocrataProperties;

/**
 * The probes of the portal itself, each one request as the tools send it: the Views API for one
 * dataset, a one-row query of it, and the Discovery API's count of the portal's datasets (with
 * {@code domains} and {@code search_context}, as every catalog request of the tools). They run
 * without the App Token, so that a refused token shows on its own line ({@link TokenProbe}), not
 * as a portal that does not answer.
 */
final class PortalProbes {

    /** The dataset probed: police incidents, the tools' own example, on DataSF since 2018. */
    static final String DATASET = "wg3w-h783";

    static final String ONE_ROW = "SELECT * LIMIT 1";

    private static final String BASE_URL = "DATASF_SOCRATA_BASE_URL";
    private static final String DISCOVERY_URL = "DATASF_SOCRATA_DISCOVERY_URL";

    private final SocrataClient anonymous;
    private final SocrataProperties properties;

    /** @param anonymous the server's client at its portal, without its App Token */
    PortalProbes(SocrataClient anonymous, SocrataProperties properties) {
        this.anonymous = anonymous;
        this.properties = properties;
    }

    Probe views() {
        String name = "Views API";
        try {
            JsonNode view = SocrataClient.await(anonymous.view(DATASET));
            return Probe.ok(
                    name, "dataset " + DATASET + " is \"" + view.path("name").asText("?") + "\"");
        } catch (SocrataException e) {
            return Probe.fail(name, whatIsWrong(e, BASE_URL));
        }
    }

    Probe oneRow() {
        String name = "one-row query";
        try {
            JsonNode rows = anonymous.query(DATASET, ONE_ROW);
            return Probe.ok(
                    name,
                    ONE_ROW + " on " + DATASET + " answered " + rows.size() + " row" + (rows.size() == 1 ? "" : "s"));
        } catch (SocrataException e) {
            return Probe.fail(name, whatIsWrong(e, BASE_URL));
        }
    }

    Probe discovery() {
        String name = "Discovery API";
        String domain = properties.domain();
        try {
            long count = anonymous.listDatasets(null, 1).path("resultSetSize").asLong(0);
            if (count == 0) {
                return Probe.fail(
                        name,
                        "it lists no dataset of " + domain + " (domains and search_context " + domain + "): "
                                + BASE_URL + " may name another portal, or one that moved; set it to the"
                                + " address the portal answers from");
            }
            return Probe.ok(name, count + " datasets of " + domain + " (domains and search_context " + domain + ")");
        } catch (SocrataException e) {
            return Probe.fail(name, whatIsWrong(e, DISCOVERY_URL));
        }
    }

    /**
     * A failure's own words (which name the origin and the setting when the portal moved, the host
     * and the cause when it cannot be reached), with the setting to look at when they name none.
     */
    static String whatIsWrong(SocrataException e, String setting) {
        String message = e.getMessage();
        if (e.kind() == SocrataException.Kind.TIMEOUT) {
            return "no answer in time: the host may be down or out of this machine's reach [check " + setting + "]";
        }
        if (e.kind() == SocrataException.Kind.NOT_FOUND) {
            return message + ": " + setting + " may name another portal than DataSF's";
        }
        return message.contains("DATASF_") ? message : message + " [check " + setting + "]";
    }
}
