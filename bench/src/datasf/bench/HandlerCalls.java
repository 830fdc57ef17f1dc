package datasf.bench;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.lambda.DatasfHandler;
import io.micronaut.cache.CacheManager;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import java.util.Locale;

/** What the in-process benches do with the Lambda handler: send a body, empty a cache, print a time. */
final class HandlerCalls {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private HandlerCalls() {}

    /** The JSON-RPC answer to a request body; a non-200 answer stops the bench. */
    static JsonNode send(DatasfHandler handler, String body) {
        APIGatewayV2HTTPResponse response = handler.handleRequest(ColdStart.event(body), new MockLambdaContext());
        if (response.getStatusCode() != 200) {
            throw new IllegalStateException("call failed: " + response.getBody());
        }
        try {
            return MAPPER.readTree(response.getBody());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** A new instance's value cache, the schema kept. */
    static void emptyValues(DatasfHandler handler) {
        handler.getApplicationContext()
                .getBean(CacheManager.class)
                .getCache("values")
                .invalidateAll();
    }

    /** Nanoseconds as milliseconds with three decimals. */
    static String ms(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1_000_000.0);
    }
}
