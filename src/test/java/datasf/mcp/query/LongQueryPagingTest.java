package datasf.mcp.query;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.soql.SoqlLength;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Queries at the soql argument's limit of 4,000 characters page to the end: one the server's repairs
 * lengthen past it, and one of three-byte characters (whose cursor the server once made longer than
 * the 16,000 characters it then accepted, in an answer over its byte budget).
 * A query the repairs would take past what a cursor carries is refused before it is sent. Through
 * the Lambda handler against the fake Socrata, with the default answer budget.
 */
@LambdaTest
class LongQueryPagingTest {

    private static final String POLICE = "wg3w-h783";
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    LongQueryPagingTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    /** The incident ids of every page from {@code first} on; each answer within the byte budget. */
    private List<String> walk(JsonNode first) {
        List<String> ids = new java.util.ArrayList<>();
        JsonNode page = first;
        for (int pages = 0; ; pages++) {
            assertTrue(pages < 200, "the walk ends");
            assertTrue(page.toString().getBytes(StandardCharsets.UTF_8).length <= 32_768, "within the answer budget");
            page.get("data").forEach(row -> ids.add(row.get("incident_id").asText()));
            if (!page.has("next_cursor")) {
                return ids;
            }
            page = ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
        }
    }

    /**
     * Deep: each of its six pages asks the fake to evaluate about 240 OR'ed LIKE conditions on each
     * of 2,500 rows, 20 s of the everyday build here (and past the 30 s call budget on a loaded
     * machine). CursorLengthPropertyTest covers the cursor of such a query on every build.
     */
    @Test
    @Deep
    void aQueryThatRepairsLengthenPastTheArgumentLimitPagesToTheEnd() {
        String condition = "incident_category ILIKE 'assault'";
        int repeats = (SoqlLength.MAX - 60) / (condition.length() + 4);
        String soql = "SELECT incident_id WHERE "
                + IntStream.range(0, repeats).mapToObj(i -> condition).collect(Collectors.joining(" OR "));
        assertTrue(soql.length() <= SoqlLength.MAX && soql.length() > SoqlLength.MAX - 100, "near the limit");

        JsonNode first =
                ok(lambda.callTool("query_datasf", Map.of("dataset_id", POLICE, "soql", soql, "max_rows", 50)));
        String ran = first.at("/source/soql").asText();
        assertTrue(ran.length() > SoqlLength.MAX + 64, "the repairs lengthened it: " + ran.length());
        assertTrue(first.has("next_cursor"), first::toString);
        List<String> ids = walk(first);
        long assaults = ok(lambda.callTool(
                        "count_rows", Map.of("dataset_id", POLICE, "where", "incident_category = 'Assault'")))
                .get("count")
                .asLong();
        assertEquals(assaults, ids.size(), "every row");
        assertEquals(ids.size(), new HashSet<>(ids).size(), "each once");
    }

    @Test
    void aQueryOfThreeByteCharactersPagesWithACursorTheServerAccepts() {
        Random random = new Random(42);
        String prefix = "SELECT incident_id WHERE incident_category != '";
        String literal = IntStream.range(0, SoqlLength.MAX - prefix.length() - 1)
                .mapToObj(i -> Character.toString(0x4e00 + random.nextInt(0x5200)))
                .collect(Collectors.joining());
        String soql = prefix + literal + "'";
        assertEquals(SoqlLength.MAX, soql.length());

        JsonNode first =
                ok(lambda.callTool("query_datasf", Map.of("dataset_id", POLICE, "soql", soql, "max_rows", 100)));
        String cursor = first.get("next_cursor").asText();
        assertTrue(cursor.length() <= CursorCodec.MAX_LENGTH, "within the cursor argument's limit: " + cursor.length());
        JsonNode second = ok(lambda.callTool("query_datasf", Map.of("cursor", cursor, "max_rows", 1000)));
        assertTrue(second.get("count").asInt() > 0, second::toString);
        assertEquals("bytes", second.get("truncated_reason").asText(), "the long query leaves room for few rows");
        String ran = second.at("/source/soql").asText();
        String paging = ran.substring(Math.min(ran.length(), soql.length()));
        assertTrue(ran.startsWith(soql), "the query as written");
        Matcher limit = Pattern.compile(" ORDER BY :id LIMIT (\\d+) OFFSET "
                        + first.get("count").asInt())
                .matcher(paging);
        assertTrue(limit.matches(), paging);
        int asked = Integer.parseInt(limit.group(1));
        assertTrue(
                asked > second.get("count").asInt() && asked < 1001,
                "paged by the rows the budget holds, not by max_rows: LIMIT " + asked);
        Set<String> ids = new HashSet<>(walk(first));
        assertEquals(2500, ids.size(), "every incident once");
    }

    @Test
    void theCursorArgumentTakesTheLongestCursorTheServerIssues() {
        JsonNode tools = lambda.rpc("tools/list", Map.of()).at("/result/tools");
        JsonNode query = null;
        for (JsonNode tool : tools) {
            if (tool.get("name").asText().equals("query_datasf")) {
                query = tool;
            }
        }
        assertEquals(
                CursorCodec.MAX_LENGTH,
                query.at("/inputSchema/properties/cursor/maxLength").asInt());
    }

    @Test
    void aQueryTheRepairsWouldTakePastWhatACursorCarriesIsRefusedBeforeItIsSent() {
        String expression = "upper(incident_category) || upper(police_district) || upper(incident_subcategory)";
        String soql = "SELECT " + expression + ", count(*) GROUP BY 1 ORDER BY "
                + IntStream.range(0, 100).mapToObj(i -> "1").collect(Collectors.joining(", "));
        assertTrue(soql.length() <= SoqlLength.MAX);
        JsonNode err = error(lambda.callTool("query_datasf", Map.of("dataset_id", POLICE, "soql", soql)));
        assertEquals("validation", err.get("error_type").asText(), err::toString);
        assertTrue(err.get("error").asText().contains("at most " + PageCursor.MAX_SOQL + " can run"), err::toString);
        assertTrue(err.get("corrections").size() > 0, "says what lengthened it: " + err);
        assertEquals(
                List.of(),
                socrata.requests().stream()
                        .filter(r -> r.path().startsWith("/resource/"))
                        .filter(r -> !r.query().getOrDefault("$query", "").contains("AS row_count"))
                        .toList(),
                "no query was sent");
    }
}
