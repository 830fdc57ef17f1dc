package datasf.mcp.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The MCP Java SDK's stdio client starting {@code bin/datasf-mcp} as Claude Desktop or Cursor do:
 * the launcher's absolute path, its options, and the environment a client passes (the JDK it finds
 * added). The caller initializes and closes the client.
 */
public final class LauncherClient {

    private LauncherClient() {}

    public static McpSyncClient start(List<String> options, Map<String, String> environment, Duration timeout) {
        Map<String, String> all = new HashMap<>(environment);
        all.putIfAbsent("JAVA_HOME", Jdks.current().toString());
        ServerParameters launcher = ServerParameters.builder(
                        Path.of("bin", "datasf-mcp").toAbsolutePath().toString())
                .args(options)
                .env(all)
                .build();
        return McpClient.sync(new StdioClientTransport(launcher, new JacksonMcpJsonMapper(new ObjectMapper())))
                .requestTimeout(timeout)
                .build();
    }
}
