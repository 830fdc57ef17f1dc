package datasf.mcp.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.LambdaHarness;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.json.schema.jackson2.DefaultJsonSchemaValidator;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every tool's input and output schema conforms to the JSON Schema meta-schema: the check the SDK
 * would run at every cold start, run here at build time instead (see DeferredSchemaValidator).
 */
class ToolSchemasConformTest {

    @Test
    @SuppressWarnings("unchecked")
    void everyToolSchemaIsAValidJsonSchema() {
        ObjectMapper mapper = new ObjectMapper();
        DefaultJsonSchemaValidator validator = new DefaultJsonSchemaValidator(mapper);
        try (LambdaHarness lambda = new LambdaHarness()) {
            JsonNode tools = lambda.rpc("tools/list", Map.of()).at("/result/tools");
            assertTrue(tools.size() >= 7);
            for (JsonNode tool : tools) {
                for (String kind : new String[] {"inputSchema", "outputSchema"}) {
                    JsonSchemaValidator.ValidationResponse response =
                            validator.validateSchema(mapper.convertValue(tool.get(kind), Map.class));
                    assertTrue(
                            response.valid(), tool.get("name").asText() + " " + kind + ": " + response.errorMessage());
                }
            }
        }
    }
}
