package datasf.mcp.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.JarProcess;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's demo command, run as a process: the server answers from the recorded datasets on
 * this machine (nothing here reaches the internet), and the answer says it is demo data.
 */
class DemoIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theDemoCommandAnswersFromTheRecordedDatasetsAndSaysSo() throws Exception {
        String classpath = JarProcess.jar() + java.io.File.pathSeparator + Path.of("target", "test-classes");
        try (JarProcess demo =
                JarProcess.start(Map.of("DATASF_LOCAL_PORT", "0"), "-cp", classpath, Demo.class.getName())) {
            String url = demo.await(Pattern.compile("listening on (\\S+)"), Duration.ofSeconds(60))
                    .group(1);
            assertTrue(demo.output().contains("answers from the demo portal at http://127.0.0.1:"), demo::output);

            JsonNode answer = call(
                    url,
                    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"count_rows\","
                            + "\"arguments\":{\"dataset_id\":\"wg3w-h783\"}}}");
            assertEquals(2500, answer.at("/result/structuredContent/count").asLong(), answer::toString);
            JsonNode content = answer.at("/result/content");
            assertTrue(
                    content.get(content.size() - 1).path("text").asText().startsWith("DEMO DATA:"), content::toString);
        }
    }

    private static JsonNode call(String url, String body) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(url))
                                .header("Content-Type", "application/json")
                                .header("Accept", "application/json, text/event-stream")
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response::body);
        return JSON.readTree(response.body());
    }
}
