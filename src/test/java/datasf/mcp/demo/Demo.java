package datasf.mcp.demo;

import datasf.mcp.local.LocalServer;
import datasf.mcp.support.FakeSocrata;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The demo: the local server against a portal on this machine that serves six recorded DataSF
 * datasets (the tests' fake Socrata, with its SoQL engine and catalog search), so the server can
 * be tried without internet. Every answer says it is demo data ({@code datasf.demo.enabled}).
 *
 * <pre>./mvnw -B -q -DskipTests package && java -cp target/datasf-mcp.jar:target/test-classes datasf.mcp.demo.Demo</pre>
 *
 * It lives with the tests because the portal does: the Lambda jar ships neither the fake nor its
 * 3.5 MB of recorded rows. {@code -DskipTests} still compiles the tests, so the command above
 * works from a fresh clone; {@code DemoIT} runs it as a process and asks it questions.
 */
public final class Demo {

    private Demo() {}

    public static void main(String[] args) throws IOException {
        FakeSocrata portal = FakeSocrata.start().serveDataSfCatalog();
        Map<String, Object> properties = new HashMap<>(portal.properties());
        properties.put("datasf.demo.enabled", true);
        Runtime.getRuntime().addShutdownHook(new Thread(portal::close));
        LocalServer.run(properties);
    }
}
