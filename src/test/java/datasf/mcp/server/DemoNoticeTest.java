package datasf.mcp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ToolExamples;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * With the demo on (the README's demo command sets it), every tool's answer ends with a notice that
 * it is demo data, a failed call's too, and the instructions say so first; the answer itself
 * (structured content, the JSON text) is what it would be without.
 */
class DemoNoticeTest {

    @Test
    void everyAnswerSaysItIsDemoData() {
        try (FakeSocrata socrata = FakeSocrata.start().serveDataSfCatalog();
                LambdaHarness demo = new LambdaHarness(properties(socrata, true));
                LambdaHarness plain = new LambdaHarness(properties(socrata, false))) {
            ToolExamples.of(demo).forEach((tool, example) -> {
                JsonNode answer = demo.callTool(tool, example);
                JsonNode content = answer.get("content");
                assertEquals(2, content.size(), answer::toString);
                assertEquals(DemoNotice.ANSWER, content.get(1).get("text").asText());
                JsonNode without = plain.callTool(tool, example);
                assertEquals(without.get("structuredContent"), answer.get("structuredContent"), tool);
                assertEquals(1, without.get("content").size(), "no notice without the demo: " + without);
            });
            JsonNode failed = demo.callTool("get_schema", Map.of("dataset_id", "nope"));
            assertTrue(failed.get("isError").asBoolean(), failed::toString);
            assertEquals(DemoNotice.ANSWER, failed.at("/content/1/text").asText(), failed::toString);
        }
    }

    @Test
    void theInstructionsSayItFirst() {
        try (LambdaHarness demo = new LambdaHarness(Map.of("datasf.demo.enabled", "true"));
                LambdaHarness plain = new LambdaHarness()) {
            assertEquals(DemoNotice.INSTRUCTIONS + instructions(plain), instructions(demo));
        }
    }

    private static String instructions(LambdaHarness lambda) {
        return lambda.initialize().at("/instructions").asText();
    }

    /** One cursor key for both, so that their answers' cursors are the same too. */
    private static Map<String, Object> properties(FakeSocrata socrata, boolean demo) {
        Map<String, Object> properties = new HashMap<>(socrata.properties());
        properties.put("datasf.demo.enabled", Boolean.toString(demo));
        properties.put("datasf.cursor.secret", "demo-notice-test-cursor-key-0123456789");
        return properties;
    }
}
