package datasf.mcp.demo;

import datasf.mcp.local.LocalServer;
import datasf.mcp.stdio.StdioServer;
import datasf.mcp.support.FakeSocrata;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The demo: the server against a portal in the same process that serves six recorded DataSF
 * datasets (the tests' fake Socrata, with its SoQL engine and catalog search), so the server can
 * be tried without internet and without any setting. Every answer says it is demo data
 * ({@code datasf.demo.enabled}).
 *
 * <pre>bin/datasf-mcp --demo            MCP over HTTP on http://127.0.0.1:8080/mcp (DATASF_LOCAL_PORT)
 * bin/datasf-mcp --demo --stdio    MCP over stdin and stdout, for a client that starts it</pre>
 *
 * It lives with the tests because the portal does; the build packs both into
 * {@code target/datasf-mcp-demo.jar}, which the launcher puts beside the server's jar. The Lambda
 * jar ships neither the fake nor its recorded rows. {@code DemoIT} runs it as a process and asks
 * it questions, over HTTP and over stdio.
 */
public final class Demo {

    private Demo() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        boolean stdio = args.length == 1 && args[0].equals("--stdio");
        if (args.length > 1 || (args.length == 1 && !stdio)) {
            System.err.println("datasf-mcp: the demo takes --stdio or nothing, was " + String.join(" ", args)
                    + "\nusage: bin/datasf-mcp --demo [--stdio]");
            System.exit(2);
        }
        FakeSocrata portal = FakeSocrata.start().serveDemoCatalog();
        Map<String, Object> properties = new HashMap<>(portal.properties());
        properties.put("datasf.demo.enabled", true);
        Runtime.getRuntime().addShutdownHook(new Thread(portal::close));
        if (stdio) {
            StdioServer.run(properties);
        } else {
            LocalServer.run(properties);
        }
    }
}
