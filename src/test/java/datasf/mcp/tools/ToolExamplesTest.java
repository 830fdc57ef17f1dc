package datasf.mcp.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.contract.CanonicalJson;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ToolExamples;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The example map ({@link ToolExamples}) is what every "every tool" check runs, so it must hold
 * every tool the server lists, each with arguments its input schema accepts and a call that
 * succeeds against the recorded DataSF datasets (the demo portal's data). A tool left out of the
 * map, or an example that no longer fits its tool, fails here rather than silently shrinking what
 * the other checks cover.
 */
class ToolExamplesTest {

    @Test
    void theExampleMapHoldsEveryToolOfToolsListAndOnlyThose() {
        try (LambdaHarness lambda = new LambdaHarness()) {
            Set<String> listed =
                    new TreeSet<>(ToolExamples.argumentNames(lambda).keySet());
            assertEquals(listed, new TreeSet<>(ToolExamples.of(lambda).keySet()), "tools/list vs the example map");
        }
    }

    @Test
    void everyExampleIsValidForItsToolsInputSchemaAndSucceeds() {
        try (FakeSocrata socrata = FakeSocrata.start().serveDataSfCatalog();
                LambdaHarness lambda = new LambdaHarness(socrata.properties())) {
            JsonSchemaValidator validator = lambda.context().getBean(JsonSchemaValidator.class);
            Map<String, JsonNode> schemas = new LinkedHashMap<>();
            lambda.rpc("tools/list", Map.of())
                    .at("/result/tools")
                    .forEach(tool -> schemas.put(tool.get("name").asText(), tool.get("inputSchema")));
            ToolExamples.of(lambda).forEach((tool, example) -> {
                @SuppressWarnings("unchecked")
                Map<String, Object> schema = CanonicalJson.MAPPER.convertValue(schemas.get(tool), Map.class);
                JsonSchemaValidator.ValidationResponse valid = validator.validate(schema, example);
                assertTrue(valid.valid(), () -> tool + " " + example + ": " + valid.errorMessage());

                lambda.clearCaches();
                JsonNode result = lambda.callTool(tool, example);
                assertFalse(result.path("isError").asBoolean(), () -> tool + " " + example + " fails: " + result);
            });
        }
    }
}
