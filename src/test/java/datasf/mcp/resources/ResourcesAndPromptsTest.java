package datasf.mcp.resources;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Resources, resource templates and prompts through the Lambda handler. */
@LambdaTest
class ResourcesAndPromptsTest {

    private final LambdaHarness lambda;

    ResourcesAndPromptsTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @Test
    void initializeAdvertisesResourcesAndPrompts() {
        JsonNode capabilities = lambda.initialize().at("/capabilities");
        assertTrue(capabilities.has("resources"));
        assertTrue(capabilities.has("prompts"));
    }

    @Test
    void resourcesListNamesTheCategories() {
        JsonNode categories = null;
        for (JsonNode resource : lambda.rpc("resources/list", Map.of()).at("/result/resources")) {
            if (resource.get("uri").asText().equals("datasf://categories")) {
                categories = resource;
            }
        }
        assertTrue(categories != null, "resources/list lacks datasf://categories");
        assertEquals("categories", categories.get("name").asText());
    }

    @Test
    void templatesListNamesTheSchemaTemplate() {
        JsonNode templates = lambda.rpc("resources/templates/list", Map.of()).at("/result/resourceTemplates");
        assertEquals(
                "datasf://datasets/{dataset_id}/schema",
                templates.get(0).get("uriTemplate").asText());
    }

    @Test
    void readingASchemaUriGivesTheSchemaCard() {
        JsonNode contents = lambda.rpc("resources/read", Map.of("uri", "datasf://datasets/uczf-rk3c/schema"))
                .at("/result/contents/0");
        assertEquals("application/json", contents.get("mimeType").asText());
        JsonNode card = LambdaHarness.read(contents.get("text").asText());
        assertEquals("Bicycle Counts", card.get("dataset_name").asText());
        assertEquals("countid", card.at("/columns/0/fieldName").asText());
    }

    @Test
    void readingAMissingDatasetIsResourceNotFound() {
        JsonNode response = lambda.rpc("resources/read", Map.of("uri", "datasf://datasets/zzzz-zzzz/schema"));
        assertEquals(-32002, response.at("/error/code").asInt(), response.toString());
        assertNoInternals(response.toString());
    }

    @Test
    void readingTheCategoriesListsThem() {
        JsonNode contents = lambda.rpc("resources/read", Map.of("uri", "datasf://categories"))
                .at("/result/contents/0");
        JsonNode categories = LambdaHarness.read(contents.get("text").asText()).get("categories");
        assertEquals("Public Safety", categories.get(0).get("name").asText());
    }

    @Test
    void promptsListHasBothPromptsWithDescriptions() {
        JsonNode prompts = lambda.rpc("prompts/list", Map.of()).at("/result/prompts");
        assertEquals(2, prompts.size());
        for (JsonNode prompt : prompts) {
            assertTrue(prompt.get("description").asText().length() > 10);
        }
    }

    @Test
    void exploreDatasetNamesTheDatasetAndTheToolsToCall() {
        JsonNode message = lambda.rpc(
                        "prompts/get",
                        Map.of("name", "explore_dataset", "arguments", Map.of("dataset_id", "wg3w-h783")))
                .at("/result/messages/0");
        assertEquals("user", message.get("role").asText());
        String text = message.at("/content/text").asText();
        assertTrue(text.contains("wg3w-h783") && text.contains("get_schema") && text.contains("distinct_values"));
    }

    @Test
    void exploreDatasetWithABadIdIsInvalidParams() {
        JsonNode response =
                lambda.rpc("prompts/get", Map.of("name", "explore_dataset", "arguments", Map.of("dataset_id", "x")));
        assertEquals(-32602, response.at("/error/code").asInt());
        assertTrue(response.at("/error/message").asText().contains("dataset_id"));
    }

    @Test
    void soqlGuideCoversWhatLlmsGetWrong() {
        String text = lambda.rpc("prompts/get", Map.of("name", "soql_guide"))
                .at("/result/messages/0/content/text")
                .asText();
        for (String topic : new String[] {
            "single quotes",
            "upper(",
            "date_trunc_ym",
            "date_extract_y",
            "HAVING",
            "ISO",
            "GROUP BY",
            "LIMIT",
            "SEARCH",
            "floating",
            "no FROM"
        }) {
            assertTrue(text.contains(topic), topic);
        }
    }
}
