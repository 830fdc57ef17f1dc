package datasf.mcp.local;

import datasf.mcp.runtime.BuildInfo;
import datasf.mcp.socrata.SocrataProperties;

/** What the local server prints once it listens: where, what it answers from, how to connect. */
final class Banner {

    private Banner() {}

    static String text(LocalServer local) {
        String version = local.context().getBean(BuildInfo.class).version();
        String portal = local.context().getBean(SocrataProperties.class).baseUrl();
        return "datasf-mcp " + version + " listening on " + local.url() + "\n"
                + "  answers from " + portal + " (Socrata)\n"
                + "  connect a client (README.md), e.g.: claude mcp add --transport http datasf " + local.url() + "\n"
                + "  Ctrl-C stops it";
    }
}
