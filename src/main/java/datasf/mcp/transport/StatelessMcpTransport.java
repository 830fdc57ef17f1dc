package datasf.mcp.transport;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import datasf.mcp.json.JsonFactory;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.socrata.DatasetId;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

/**
 * MCP streamable HTTP, stateless: every POST carries one JSON-RPC message and gets its answer in
 * the same HTTP response, so any Lambda instance can serve any request. No session id is issued
 * and no SSE stream is opened (GET/DELETE get 405).
 *
 * <p>The SDK has no Micronaut transport; this class is ours. The SDK hands us its request handler
 * through {@link #setMcpHandler}; the controller (Lambda or local) hands us requests through
 * {@link #handle}.
 */
@Singleton
public class StatelessMcpTransport implements McpStatelessServerTransport {

    private static final Logger LOG = LoggerFactory.getLogger(StatelessMcpTransport.class);

    private final RequestGuard guard;
    private final ObjectMapper mapper;
    private final ObjectReader strictReader;
    private volatile McpStatelessServerHandler handler;

    public StatelessMcpTransport(RequestGuard guard, ObjectMapper mapper) {
        this.guard = guard;
        this.mapper = mapper;
        this.strictReader = mapper.reader().with(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);
    }

    @Override
    public void setMcpHandler(McpStatelessServerHandler mcpHandler) {
        this.handler = mcpHandler;
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    @Override
    public List<String> protocolVersions() {
        return List.of("2025-03-26", "2025-06-18", "2025-11-25");
    }

    /** Answers a POST to /mcp. */
    public McpHttpResponse handle(McpHttpRequest request, McpTransportContext context) {
        Optional<McpHttpResponse> refusal = guard.check(request);
        if (refusal.isPresent()) {
            return refusal.get();
        }
        RequestMetrics metrics = RequestScope.current();
        JsonNode json;
        try {
            json = parse(request.body() == null ? "" : request.body());
        } catch (StreamConstraintsException e) {
            // Jackson's own message names its classes; say which limit in our words
            metrics.httpError("parse_error");
            return JsonRpcErrors.http(400, JsonRpcErrors.PARSE_ERROR, "Parse error: " + limitBroken(e));
        } catch (MismatchedInputException e) {
            // the one binding error reading a tree can raise: FAIL_ON_READING_DUP_TREE_KEY
            metrics.httpError("invalid_request");
            return JsonRpcErrors.http(400, JsonRpcErrors.INVALID_REQUEST,
                    "Invalid Request: a JSON object in the message repeats a key; send each key once");
        } catch (TrailingContentException e) {
            metrics.httpError("parse_error");
            return JsonRpcErrors.http(400, JsonRpcErrors.PARSE_ERROR,
                    "Parse error: text follows the JSON-RPC message; send exactly one JSON value per POST");
        } catch (IOException e) {
            metrics.httpError("parse_error");
            return JsonRpcErrors.http(400, JsonRpcErrors.PARSE_ERROR, "Parse error: the body is not valid JSON");
        }
        if (json == null || json.isMissingNode()) {
            metrics.httpError("parse_error");
            return JsonRpcErrors.http(400, JsonRpcErrors.PARSE_ERROR, "Parse error: empty body");
        }
        if (json.isArray()) {
            metrics.httpError("invalid_request");
            return JsonRpcErrors.http(400, JsonRpcErrors.INVALID_REQUEST,
                    "Invalid Request: JSON-RPC batches are not supported; send one message per POST");
        }
        Optional<String> shapeError = JsonRpcShape.check(json);
        if (shapeError.isPresent()) {
            metrics.httpError("invalid_request");
            return JsonRpcErrors.http(400, JsonRpcErrors.INVALID_REQUEST, "Invalid Request: " + shapeError.get());
        }
        describe(json, metrics);
        if (!json.has("method")) {
            return McpHttpResponse.accepted(); // a response to a server request: nothing to do statelessly
        }
        if (!json.has("id")) {
            return notification();
        }
        return request(json, context);
    }

    /**
     * Exactly one JSON value, whose objects name each key once. Jackson on its own would read the
     * first value of {@code {...}xyz} or of two objects and ignore the rest, and keep the last of
     * two {@code "id"}s: a message that means one thing to this server and another to a proxy or
     * a log reader in front of it. A repeated key is still valid JSON text (RFC 8259 only says
     * names SHOULD be unique), so it is refused as an invalid request (-32600), not a parse error;
     * text after the value is not JSON (-32700).
     *
     * @return the value, or null / a missing node for a body without one
     */
    private JsonNode parse(String body) throws IOException {
        try (JsonParser parser = mapper.getFactory().createParser(body)) {
            JsonNode json = strictReader.readTree(parser);
            if (json != null && !atEnd(parser)) {
                throw new TrailingContentException(parser);
            }
            return json;
        }
    }

    private static boolean atEnd(JsonParser parser) {
        try {
            return parser.nextToken() == null;
        } catch (IOException e) {
            return false; // text that is not even JSON follows the message
        }
    }

    /** A second value (or anything but whitespace) after the message. */
    private static final class TrailingContentException extends JsonProcessingException {
        TrailingContentException(JsonParser parser) {
            super("trailing content", parser.currentLocation());
        }
    }

    /**
     * Stateless, tools only: no notification changes anything here (there is no session to
     * initialize and no in-flight request to cancel across POSTs), and no handler is registered
     * for any. So they are acknowledged without reaching the SDK, which would log each one,
     * client-chosen method name included.
     */
    private static McpHttpResponse notification() {
        return McpHttpResponse.accepted();
    }

    private McpHttpResponse request(JsonNode json, McpTransportContext context) {
        McpSchema.JSONRPCRequest rpcRequest;
        try {
            rpcRequest = mapper.treeToValue(json, McpSchema.JSONRPCRequest.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            RequestScope.current().httpError("invalid_request");
            return JsonRpcErrors.http(400, JsonRpcErrors.INVALID_REQUEST, "Invalid Request: malformed JSON-RPC request");
        }
        McpSchema.JSONRPCResponse response;
        Optional<String> badParams = JsonRpcParams.check(rpcRequest.method(), json.get("params"));
        if (badParams.isPresent()) {
            response = errorResponse(rpcRequest.id(), McpSchema.ErrorCodes.INVALID_PARAMS, "Invalid params: " + badParams.get());
        } else {
            try {
                response = handler.handleRequest(context, rpcRequest)
                        .contextWrite(ctx -> ctx.put(McpTransportContext.KEY, context))
                        .block();
            } catch (RuntimeException e) {
                if (isBindingFailure(e)) {
                    response = paramsNotBound(rpcRequest);
                } else {
                    LOG.error("request {} failed: {}", LogText.safe(rpcRequest.method()), LogText.safe(e.toString()));
                    response = errorResponse(rpcRequest.id(), JsonRpcErrors.INTERNAL_ERROR, "Internal error");
                }
            }
        }
        if (response == null) {
            response = errorResponse(rpcRequest.id(), JsonRpcErrors.INTERNAL_ERROR, "Internal error: no response");
        }
        if (response.error() != null && response.error().code() == JsonRpcErrors.INTERNAL_ERROR
                && isBindingMessage(response.error().message())) {
            response = paramsNotBound(rpcRequest); // the SDK turned its binding failure into an "internal" error
        }
        response = withoutInternals(response);
        if (response.error() != null) {
            RequestScope.current().rpcError(response.error().code());
        }
        try {
            return McpHttpResponse.json(200, mapper.writeValueAsString(response));
        } catch (JsonProcessingException e) {
            LOG.error("response to {} could not be serialized: {}", LogText.safe(rpcRequest.method()), LogText.safe(e.toString()));
            return McpHttpResponse.json(200, mapperSafe(errorResponse(rpcRequest.id(), JsonRpcErrors.INTERNAL_ERROR,
                    "Internal error: the response could not be serialized")));
        }
    }

    /**
     * Params the SDK could not bind although {@link JsonRpcParams} let them through (a shape inside
     * them it checks no further, e.g. initialize's capabilities): still the client's mistake, so
     * -32602, and a warning (not an error) that says a check is missing.
     */
    private static McpSchema.JSONRPCResponse paramsNotBound(McpSchema.JSONRPCRequest request) {
        LOG.warn("request {} had params the SDK could not bind", LogText.safe(request.method()));
        return errorResponse(request.id(), McpSchema.ErrorCodes.INVALID_PARAMS,
                "Invalid params: the params object does not match the method");
    }

    /** Jackson's convertValue (how the SDK binds params) wraps its binding errors in IllegalArgumentException. */
    private static boolean isBindingFailure(RuntimeException e) {
        return e instanceof IllegalArgumentException && e.getCause() instanceof com.fasterxml.jackson.databind.JsonMappingException;
    }

    /**
     * The message of a Jackson binding error, which the SDK copies into a -32603 when the failure
     * happens inside its reactive handler: Jackson appends the location, " at [Source: ...]".
     */
    private static boolean isBindingMessage(String message) {
        return message != null && message.contains(" at [Source: ");
    }

    /**
     * The SDK puts exception messages into JSON-RPC errors (e.g. Jackson's "Cannot deserialize
     * value of type `...McpSchema$CallToolRequest`" for malformed params). Those name Java classes,
     * which a client must never see; they are replaced by a plain statement of the problem.
     */
    private static McpSchema.JSONRPCResponse withoutInternals(McpSchema.JSONRPCResponse response) {
        McpSchema.JSONRPCResponse.JSONRPCError error = response.error();
        if (error == null || !JsonRpcErrors.leaksInternals(error.message())) {
            return response;
        }
        String message = switch (error.code()) {
            case McpSchema.ErrorCodes.INVALID_PARAMS -> "Invalid params: the params object does not match the method";
            case McpSchema.ErrorCodes.INTERNAL_ERROR -> "Internal error";
            default -> "Request failed";
        };
        return errorResponse(response.id(), error.code(), message);
    }

    private static McpSchema.JSONRPCResponse errorResponse(Object id, int code, String message) {
        return new McpSchema.JSONRPCResponse("2.0", id, null,
                new McpSchema.JSONRPCResponse.JSONRPCError(code, message, null));
    }

    private String mapperSafe(McpSchema.JSONRPCResponse response) {
        try {
            return mapper.writeValueAsString(response);
        } catch (JsonProcessingException e) {
            return "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}";
        }
    }

    /** Names the limit a too-large or too-deep document broke. */
    private static String limitBroken(StreamConstraintsException e) {
        String text = String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT);
        if (text.contains("nesting")) {
            return "JSON nested deeper than " + JsonFactory.MAX_NESTING_DEPTH + " levels";
        }
        if (text.contains("number")) {
            return "a JSON number is too long";
        }
        return "the JSON document exceeds a parser limit (length of a string, name or number)";
    }

    /** Records what the message asks for, for the request log (never argument values but the dataset id). */
    private static void describe(JsonNode json, RequestMetrics metrics) {
        JsonNode method = json.get("method");
        if (method == null || !method.isTextual()) {
            return;
        }
        metrics.rpcMethod(method.textValue());
        if (!"tools/call".equals(method.textValue())) {
            return;
        }
        JsonNode params = json.path("params");
        if (params.path("name").isTextual()) {
            metrics.tool(params.path("name").textValue());
        }
        JsonNode datasetId = params.path("arguments").path("dataset_id");
        // only a well-formed dataset id is logged: anything else is client text, kept out of the log
        if (datasetId.isTextual() && DatasetId.isValid(datasetId.textValue())) {
            metrics.datasetId(datasetId.textValue());
        }
    }

    /** Transport context a tool may read (e.g. the request id for logs). */
    public static McpTransportContext context(Map<String, Object> values) {
        return McpTransportContext.create(values);
    }
}
