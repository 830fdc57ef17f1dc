package datasf.mcp.server;

import datasf.mcp.query.Export;
import datasf.mcp.query.Exported;
import datasf.mcp.query.Source;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Locale;
import java.util.Optional;

/**
 * An answer's export as an MCP {@code resource_link} content block: the CSV of the whole result,
 * named and titled so that a host can offer it as a download without the model copying a URL.
 * The same link is in the structured content ({@code export.csv_url}), which older clients get as
 * text.
 */
final class ExportLink {

    private ExportLink() {}

    static Optional<McpSchema.ResourceLink> of(Object output) {
        if (!(output instanceof Exported exported)
                || exported.export() == null
                || exported.export().csvUrl() == null) {
            return Optional.empty();
        }
        Export export = exported.export();
        Source source = exported.source();
        String datasetId = source == null ? null : source.datasetId();
        String dataset =
                source == null ? "DataSF" : source.datasetName() != null ? source.datasetName() : source.datasetId();
        String rows = export.rows() == null
                ? ""
                : String.format(Locale.ROOT, " (%,d %s)", export.rows(), export.rows() == 1 ? "row" : "rows");
        return Optional.of(McpSchema.ResourceLink.builder()
                .uri(export.csvUrl())
                .name(datasetId == null ? "datasf-export.csv" : "datasf-" + datasetId + ".csv")
                .title("Download CSV" + rows + ": " + dataset)
                .description("Every row of the query that ran, not only this answer's, as CSV from the DataSF portal")
                .mimeType("text/csv")
                .build());
    }
}
