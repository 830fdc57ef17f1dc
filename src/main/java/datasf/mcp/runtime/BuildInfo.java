package datasf.mcp.runtime;

import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The version Maven stamped into the jar (resources-filtered), reported as serverInfo.version. */
@Singleton
public class BuildInfo {

    private final String version;

    public BuildInfo() {
        Properties properties = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream("/datasf-mcp-build.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // fall through to "unknown": a missing version must not stop the server
        }
        this.version = properties.getProperty("version", "unknown");
    }

    public String version() {
        return version;
    }
}
