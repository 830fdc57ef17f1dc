package datasf.mcp.server;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.socrata.DatasetId;

/**
 * What a JSON-RPC message asks this server for, as the request log records it: the method and, for
 * a tools/call, the tool and its dataset_id. Never an argument's value but a well-formed dataset
 * id: anything else is client text, kept out of the log.
 */
public final class RequestLogFields {

    private RequestLogFields() {}

    public static void record(JsonNode message, RequestMetrics metrics) {
        JsonNode method = message.get("method");
        if (method == null || !method.isTextual()) {
            return;
        }
        metrics.rpcMethod(method.textValue());
        if (!"tools/call".equals(method.textValue())) {
            return;
        }
        JsonNode params = message.path("params");
        if (params.path("name").isTextual()) {
            metrics.tool(params.path("name").textValue());
        }
        JsonNode datasetId = params.path("arguments").path("dataset_id");
        if (datasetId.isTextual() && DatasetId.isValid(datasetId.textValue())) {
            metrics.datasetId(datasetId.textValue());
        }
    }
}
