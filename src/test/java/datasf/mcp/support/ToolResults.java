package datasf.mcp.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;

/** Reading tool results the way a client does. */
public final class ToolResults {

    private ToolResults() {}

    /** The structured content of a successful result (after checking it is one). */
    public static JsonNode ok(JsonNode result) {
        assertFalse(result.path("isError").asBoolean(), () -> "expected success: " + result);
        assertEquals(
                result.get("structuredContent"),
                LambdaHarness.read(result.at("/content/0/text").asText()),
                "text content mirrors structuredContent");
        return result.get("structuredContent");
    }

    /** The {error, error_type, details} body of a failed result (after checking it is one). */
    public static JsonNode error(JsonNode result) {
        assertTrue(result.path("isError").asBoolean(), () -> "expected an error: " + result);
        assertEquals("text", result.at("/content/0/type").asText());
        return LambdaHarness.read(result.at("/content/0/text").asText());
    }

    public static String errorType(JsonNode result) {
        return error(result).path("error_type").asText();
    }
}
