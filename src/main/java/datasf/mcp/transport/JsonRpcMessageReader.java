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
import datasf.mcp.observability.RequestMetrics;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a POST body or a stdio line as exactly one JSON-RPC message, or says (as the 400 answer to send) why it is
 * not one: not JSON, beyond a parser limit, a repeated key, text after the message, empty, a batch,
 * or not shaped like a JSON-RPC message. Each refusal is recorded in the request's metrics.
 */
final class JsonRpcMessageReader {

    /**
     * JSON tokens (each bracket, key and value) a message may hold. The body's byte limit alone
     * lets 1 MiB of tiny values ({@code [[],[],...]}) become some 350,000 tree nodes, and the SDK
     * copies them again: tens of MB per request, enough to run a small heap out. No MCP request
     * needs more than a few hundred tokens; this bounds a message's tree to about a megabyte.
     */
    static final int MAX_TOKENS = 10_000;

    /** The message, or the answer that refuses the body (exactly one of them is set). */
    record Read(JsonNode message, McpReply refusal) {

        static Read refused(RequestMetrics metrics, String errorType, int code, String message) {
            metrics.httpError(errorType);
            return new Read(null, McpReply.refusal(400, code, message));
        }
    }

    private final com.fasterxml.jackson.core.JsonFactory parsers;
    private final ObjectReader strictReader;

    JsonRpcMessageReader(ObjectMapper mapper) {
        // the shared mapper's rules (nesting depth...) plus the token bound, for requests only:
        // the same mapper reads Socrata's answers, which hold many more tokens
        this.parsers = mapper.getFactory().copy();
        this.parsers.setStreamReadConstraints(mapper.getFactory()
                .streamReadConstraints()
                .rebuild()
                .maxTokenCount(MAX_TOKENS)
                .build());
        this.strictReader = mapper.reader().with(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);
    }

    Read read(String body, MessageFraming framing, RequestMetrics metrics) {
        JsonNode json;
        try {
            json = parse(body == null ? "" : body);
        } catch (StreamConstraintsException e) {
            // Jackson's own message names its classes; say which limit in our words
            return Read.refused(metrics, "parse_error", JsonRpcErrors.PARSE_ERROR, "Parse error: " + limitBroken(e));
        } catch (MismatchedInputException e) {
            // the one binding error reading a tree can raise: FAIL_ON_READING_DUP_TREE_KEY
            return Read.refused(
                    metrics,
                    "invalid_request",
                    JsonRpcErrors.INVALID_REQUEST,
                    "Invalid Request: a JSON object in the message repeats a key; send each key once");
        } catch (TrailingContentException e) {
            return Read.refused(
                    metrics,
                    "parse_error",
                    JsonRpcErrors.PARSE_ERROR,
                    "Parse error: text follows the JSON-RPC message; send exactly one JSON value per "
                            + framing.unit());
        } catch (IOException e) {
            return Read.refused(
                    metrics,
                    "parse_error",
                    JsonRpcErrors.PARSE_ERROR,
                    "Parse error: " + framing.container() + " is not valid JSON");
        }
        if (json == null || json.isMissingNode()) {
            // never on stdio, which skips blank lines as whitespace between messages
            return Read.refused(metrics, "parse_error", JsonRpcErrors.PARSE_ERROR, "Parse error: empty body");
        }
        if (json.isArray()) {
            return Read.refused(
                    metrics,
                    "invalid_request",
                    JsonRpcErrors.INVALID_REQUEST,
                    "Invalid Request: JSON-RPC batches are not supported; send one message per " + framing.unit());
        }
        Optional<String> shapeError = JsonRpcShape.check(json);
        if (shapeError.isPresent()) {
            return Read.refused(
                    metrics, "invalid_request", JsonRpcErrors.INVALID_REQUEST, "Invalid Request: " + shapeError.get());
        }
        return new Read(json, null);
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
        try (JsonParser parser = parsers.createParser(body)) {
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

    /** Names the limit a too-large or too-deep document broke. */
    private static String limitBroken(StreamConstraintsException e) {
        String text = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
        if (text.contains("nesting")) {
            return "JSON nested deeper than " + JsonFactory.MAX_NESTING_DEPTH + " levels";
        }
        if (text.contains("token count")) {
            return "the message holds more than " + MAX_TOKENS + " JSON tokens (brackets, keys and values)";
        }
        if (text.contains("number")) {
            return "a JSON number is too long";
        }
        return "the JSON document exceeds a parser limit (length of a string, name or number)";
    }
}
