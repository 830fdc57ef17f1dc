package datasf.mcp.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.contract.CanonicalJson;
import datasf.mcp.contract.GoldenFiles;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Priming replays recorded upstream answers ({@link PrimingSocrata#RECORDING}, under
 * src/main/resources): this test records them anew from the calls {@link Primer} sends (every
 * tool's example and the repair calls) against the test fake Socrata with the recorded DataSF
 * datasets, and the committed file must be what it records (regenerated with the contract
 * command). Each call runs twice: in a round as priming runs it (caches shared, the metadata
 * fetched once), and on a cold cache with the dataset's metadata answered late, so a query sent
 * before its columns are known (and refused, then corrected) is recorded too: whichever comes
 * first while priming, its answer is there.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ContractPrimingTest {

    private static final Path RECORDING = GoldenFiles.project("src/main/resources" + PrimingSocrata.RECORDING);
    /** Where the build copied it, which priming reads. */
    private static final Path COMPILED = GoldenFiles.project("target/classes" + PrimingSocrata.RECORDING);
    /** How late the metadata comes in the second pass: long after a query is sent. */
    private static final long LATE_MILLIS = 300;

    @Test
    @Order(1)
    void theRecordingHoldsTheAnswerToEveryRequestOfEveryPrimingCall() {
        try (FakeSocrata socrata = FakeSocrata.start().serveDataSfCatalog();
                LambdaHarness lambda = new LambdaHarness(socrata.properties())) {
            List<Primer.Call> calls = Primer.calls(lambda.context());
            lambda.clearCaches();
            List<String> failed = new ArrayList<>();
            List<String> paged = new ArrayList<>();
            for (Primer.Call call : calls) {
                String answer = lambda.post(toolCall(call)).getBody();
                if (answer.contains("\"isError\":true")) {
                    failed.add(call.toString());
                }
                if (answer.contains("next_cursor")) {
                    paged.add(call.toString());
                }
            }
            assertEquals(List.of(), failed, "every example and repair call succeeds against the fake Socrata");
            assertEquals(
                    List.of(),
                    paged,
                    "calls whose answer pages: priming would sign a cursor, reading the cursor key's secret in init");
            List<FakeSocrata.Request> requests = new ArrayList<>(socrata.requests());
            Map<String, String> views = new TreeMap<>();
            for (FakeSocrata.Request request : requests) {
                if (request.path().startsWith("/api/views/")) {
                    views.put(request.path(), fetch(socrata, request).body());
                }
            }
            for (Primer.Call call : calls) {
                socrata.reset();
                views.forEach((path, body) -> socrata.script(
                        path, FakeSocrata.Response.json(200, body).delayed(LATE_MILLIS)));
                lambda.clearCaches();
                lambda.post(toolCall(call));
                requests.addAll(socrata.requests());
            }
            socrata.reset();
            String recording = recording(socrata, requests);
            if (GoldenFiles.updating()) {
                // the copy on the classpath too, so that priming in this same run reads the new one
                GoldenFiles.check("", Map.of(COMPILED, recording), null);
            }
            GoldenFiles.check("The upstream answers priming replays", Map.of(RECORDING, recording), null);
        }
    }

    @Test
    @Order(2)
    void primingRunsEveryCallOnTheRecordedAnswersWithoutReachingSocrata() {
        try (FakeSocrata socrata = FakeSocrata.start();
                LambdaHarness lambda = new LambdaHarness(socrata.properties())) {
            Primer.Report report = Primer.prime(lambda.handler(), lambda.context(), 1);

            assertEquals(List.of(), report.failedCalls(), "calls that failed while priming");
            assertEquals(
                    List.of(),
                    List.copyOf(report.unanswered()),
                    "requests with no recorded answer: regenerate with " + GoldenFiles.REGENERATE);
            assertEquals(List.of(), socrata.requests(), "priming reaches no Socrata");
        }
    }

    private static String recording(FakeSocrata socrata, List<FakeSocrata.Request> requests) {
        Map<String, FakeSocrata.Request> byKey = new TreeMap<>();
        requests.forEach(r -> byKey.putIfAbsent(PrimingSocrata.key(r.path(), r.query()), r));
        ObjectNode recording = CanonicalJson.MAPPER.createObjectNode();
        recording.put(
                "about",
                "What the test fake Socrata answers to each request priming sends (ContractPrimingTest). "
                        + "Regenerate: " + GoldenFiles.REGENERATE);
        ArrayNode answers = recording.putArray("answers");
        byKey.forEach((key, request) -> {
            HttpResponse<String> response = fetch(socrata, request);
            answers.addObject()
                    .put("request", key)
                    .put("status", response.statusCode())
                    .set("body", CanonicalJson.read(response.body()));
        });
        return CanonicalJson.write(recording);
    }

    /** The fake's answer to a request sent again, as priming would send it. */
    private static HttpResponse<String> fetch(FakeSocrata socrata, FakeSocrata.Request request) {
        StringBuilder uri = new StringBuilder(socrata.baseUrl()).append(request.path());
        char separator = '?';
        for (Map.Entry<String, String> parameter : request.query().entrySet()) {
            uri.append(separator)
                    .append(URLEncoder.encode(parameter.getKey(), StandardCharsets.UTF_8))
                    .append('=')
                    .append(URLEncoder.encode(parameter.getValue(), StandardCharsets.UTF_8));
            separator = '&';
        }
        try {
            return HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(uri.toString())).build(),
                            HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String toolCall(Primer.Call call) {
        return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"" + call.tool()
                + "\",\"arguments\":" + call.arguments() + "}}";
    }
}
