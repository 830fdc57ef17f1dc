package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A small byte budget cuts pages by size, says so, and the cursor still walks every row. */
@LambdaTest(properties = "datasf.limits.response-bytes=4096")
class ByteBudgetTest {

    private final LambdaHarness lambda;

    ByteBudgetTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @Test
    void pagesAreCutToTheBudgetAndSaySo() {
        JsonNode page =
                ok(lambda.callTool("query_datasf", Map.of("dataset_id", "uczf-rk3c", "soql", "SELECT * LIMIT 300")));
        assertTrue(page.get("truncated").asBoolean());
        assertEquals("bytes", page.get("truncated_reason").asText());
        assertTrue(
                page.get("count").asInt() > 10 && page.get("count").asInt() < 100,
                page.get("count").asText());
        assertTrue(page.toString().getBytes(StandardCharsets.UTF_8).length <= 4096 + 1024);
        int total = page.get("count").asInt();
        while (page.has("next_cursor")) {
            page = ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
            total += page.get("count").asInt();
        }
        assertEquals(300, total);
    }
}
