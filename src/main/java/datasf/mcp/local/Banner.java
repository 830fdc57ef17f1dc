package datasf.mcp.local;

import datasf.mcp.runtime.BuildInfo;
import datasf.mcp.runtime.DemoProperties;
import datasf.mcp.socrata.SocrataProperties;

/** What the local server prints once it listens: where, what it answers from, how to connect. */
final class Banner {

    private Banner() {}

    static String text(LocalServer local) {
        String version = local.context().getBean(BuildInfo.class).version();
        String portal = local.context().getBean(SocrataProperties.class).baseUrl();
        boolean demo = local.context().getBean(DemoProperties.class).enabled();
        return "datasf-mcp " + version + " listening on " + local.url() + "\n"
                + (demo
                        ? "  answers from the demo portal at " + portal
                                + ": recorded DataSF datasets, no internet needed; every answer says it is demo data\n"
                        : "  answers from " + portal + " (Socrata)\n")
                + "  connect a client (README.md), e.g.: claude mcp add --transport http datasf-http " + local.url()
                + "\n"
                + "  see an answer in the results view: " + local.previewUrl() + "\n"
                + "  Ctrl-C stops it";
    }
}
