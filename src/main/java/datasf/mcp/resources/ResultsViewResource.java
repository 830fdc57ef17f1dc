package datasf.mcp.resources;

import datasf.mcp.tools.Views;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * {@code ui://datasf/results.html}: the MCP Apps view that shows a tabular answer as a sortable
 * table, a bar or line chart when the shape fits, and its source. One self-contained HTML file
 * (built from {@code ui/} by esbuild and committed), so neither the server nor the host's sandbox
 * fetches anything else. Hosts read it once and render the results of the tools that name it.
 */
@Singleton
public class ResultsViewResource implements McpResource {

    static final String CLASSPATH = "/ui/results.html";
    /** The view draws its own frame-free layout best inside the host's border. */
    private static final Map<String, Object> CONTENT_META = Map.of("ui", Map.of("prefersBorder", true));

    /** Read on first use, not at startup: most cold starts serve text-only calls. */
    private volatile String html;

    @Override
    public McpStatelessServerFeatures.SyncResourceSpecification specification() {
        McpSchema.Resource resource = McpSchema.Resource.builder()
                .uri(Views.RESULTS)
                .name("results-view")
                .title("DataSF results view")
                .description("Interactive table and chart of query_datasf, aggregate and distinct_values answers "
                        + "(MCP Apps); text-only clients can ignore it")
                .mimeType(McpApps.HTML_MIME_TYPE)
                .build();
        return new McpStatelessServerFeatures.SyncResourceSpecification(resource, (context, request) -> read());
    }

    McpSchema.ReadResourceResult read() {
        McpSchema.TextResourceContents contents = McpSchema.TextResourceContents.builder(Views.RESULTS, html())
                .mimeType(McpApps.HTML_MIME_TYPE)
                .meta(CONTENT_META)
                .build();
        return new McpSchema.ReadResourceResult(List.of(contents));
    }

    private String html() {
        String loaded = html;
        if (loaded == null) {
            try (InputStream in = ResultsViewResource.class.getResourceAsStream(CLASSPATH)) {
                if (in == null) {
                    throw new IllegalStateException("the results view is missing from the jar: " + CLASSPATH);
                }
                loaded = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("the results view could not be read", e);
            }
            html = loaded; // a race reads the same bytes twice: harmless
        }
        return loaded;
    }
}
