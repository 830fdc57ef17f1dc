package datasf.mcp.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The Java fake and the reference fake ({@code ../shared/fake-socrata}, Python) answer the same
 * corpus of valid and flawed queries (src/test/resources/soql/agreement-corpus.txt) with the same
 * HTTP status, the same error code and the same rows: in order when the last pipeline stage has
 * ORDER BY, else as a multiset. Both are real servers here, asked over HTTP.
 *
 * <p>Where the reference cannot run (CI machines), the test is skipped ({@link ReferenceFake}).
 */
class FakeSocrataAgreementTest {

    private static final ObjectMapper MAPPER =
            new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static ReferenceFake reference;
    private static String referenceUrl;
    private static FakeSocrata fake;

    @BeforeAll
    static void startBoth() throws IOException {
        reference = ReferenceFake.start();
        referenceUrl = reference.url();
        fake = FakeSocrata.start();
    }

    @AfterAll
    static void stopBoth() throws InterruptedException {
        if (fake != null) {
            fake.close();
        }
        if (reference != null) {
            reference.close();
        }
    }

    /** One corpus line: the dataset and the SoQL. */
    record Case(String datasetId, String soql) {
        @Override
        public String toString() {
            return datasetId + " " + soql;
        }
    }

    static List<Case> corpus() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = FakeSocrataAgreementTest.class.getResourceAsStream("/soql/agreement-corpus.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    int space = line.indexOf(' ');
                    cases.add(new Case(line.substring(0, space), line.substring(space + 1)));
                }
            }
        }
        return cases;
    }

    /** A floor, so that a corpus cut short by mistake (a bad merge, a stray line) is noticed. */
    @Test
    void theCorpusHasSixHundredQueriesOrMoreOverEveryDataSfDataset() throws IOException {
        List<Case> cases = corpus();
        assertTrue(cases.size() >= 600, "the corpus has " + cases.size() + " queries, fewer than 600");
        assertEquals(
                Set.copyOf(DataSfDatasets.IDS),
                cases.stream().map(Case::datasetId).collect(Collectors.toSet()));
    }

    /**
     * Tagged "reference": run where the pom's reference-fake profile turns on by itself (the
     * reference beside the project), left out elsewhere (CI); reported as skipped, with the reason,
     * where it is there but cannot run (no python3).
     */
    @Test
    @Tag("reference")
    void theReferenceFakeRuns() throws IOException, InterruptedException {
        assumeReference();
        assertEquals(
                200,
                ask(referenceUrl, new Case(DataSfDatasets.POLICE_INCIDENTS, "SELECT count(*)"))
                        .status());
    }

    /**
     * The portal's CSV export ({@code /resource/<id>.csv}), as both fakes write it: the same cells
     * under the same names, row for row, for answers with points, checkboxes, nulls, quotes,
     * commas and backslashes in values, and grouped rows; byte for byte where the header is the
     * same. The header differs only where a column is null in the first rows: the reference names
     * the columns its rows hold, first seen first, this fake (as Socrata) the query's output columns
     * in order.
     */
    @Test
    @Tag("reference")
    void bothFakesWriteTheCsvExportAlike() throws IOException, InterruptedException {
        assumeReference();
        int sameText = 0;
        for (Case c : List.of(
                new Case(
                        DataSfDatasets.POLICE_INCIDENTS,
                        "SELECT incident_id, incident_datetime, filed_online, point, incident_description, "
                                + "intersection WHERE point IS NOT NULL ORDER BY incident_id LIMIT 40"),
                new Case(
                        DataSfDatasets.POLICE_INCIDENTS,
                        "SELECT incident_id, filed_online, point, incident_description WHERE filed_online = true "
                                + "AND point IS NOT NULL ORDER BY incident_id"),
                new Case(
                        DataSfDatasets.POLICE_INCIDENTS,
                        "SELECT police_district, count(*) AS count GROUP BY police_district "
                                + "ORDER BY count DESC, police_district LIMIT 2147483647"),
                new Case(
                        DataSfDatasets.POLICE_INCIDENTS,
                        "SELECT incident_id, cad_number, resolution ORDER BY :id LIMIT 60 OFFSET 7"))) {
            Answer expected = ask(referenceUrl, c, "csv");
            Answer actual = ask(fake.baseUrl(), c, "csv");
            assertEquals(200, expected.status(), expected.body());
            assertEquals(SodaCsv.read(expected.body()), SodaCsv.read(actual.body()), c.toString());
            if (SodaCsv.header(expected.body()).equals(SodaCsv.header(actual.body()))) {
                assertEquals(expected.body(), actual.body(), c.toString());
                sameText++;
            }
        }
        assertTrue(sameText >= 3, "byte for byte where the headers agree: " + sameText);
    }

    /** Over 400 queries to both fakes: with -Pdeep, where the reference is. */
    @Deep
    @TestFactory
    @Tag("reference")
    Stream<DynamicTest> bothFakesAnswerEveryCorpusQueryAlike() throws IOException {
        assumeReference();
        return corpus().stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> assertAgree(c)));
    }

    private static void assumeReference() {
        reference.assume();
    }

    private static void assertAgree(Case c) throws IOException, InterruptedException {
        Answer expected = ask(referenceUrl, c);
        Answer actual = ask(fake.baseUrl(), c);
        assertEquals(
                expected.status(),
                actual.status(),
                () -> "status; reference said " + expected.body() + "\njava said " + actual.body());
        if (expected.status() != 200) {
            assertEquals(
                    code(expected.json()),
                    code(actual.json()),
                    () -> "error code; reference said " + expected.body() + "\njava said " + actual.body());
            return;
        }
        List<String> want = rows(expected.json());
        List<String> got = rows(actual.json());
        if (!lastStageOrders(c.soql())) {
            want.sort(null);
            got.sort(null);
        }
        assertEquals(want, got, "rows");
    }

    record Answer(int status, String body, JsonNode json) {}

    private static Answer ask(String baseUrl, Case c) throws IOException, InterruptedException {
        return ask(baseUrl, c, "json");
    }

    private static Answer ask(String baseUrl, Case c, String format) throws IOException, InterruptedException {
        URI uri = URI.create(baseUrl + "/resource/" + c.datasetId() + "." + format + "?$query="
                + URLEncoder.encode(c.soql(), StandardCharsets.UTF_8));
        HttpResponse<String> response = HTTP.send(
                HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
        boolean json = format.equals("json") || response.statusCode() != 200;
        return new Answer(response.statusCode(), response.body(), json ? MAPPER.readTree(response.body()) : null);
    }

    private static String code(JsonNode error) {
        return error.hasNonNull("errorCode")
                ? error.get("errorCode").asText()
                : error.path("code").asText();
    }

    /** Each row as canonical JSON (keys sorted), so that rows compare whatever their key order. */
    private static List<String> rows(JsonNode array) throws IOException {
        List<String> rows = new ArrayList<>();
        for (JsonNode row : array) {
            rows.add(MAPPER.writeValueAsString(MAPPER.treeToValue(row, Object.class)));
        }
        return rows;
    }

    private static boolean lastStageOrders(String soql) {
        String last = soql.substring(soql.lastIndexOf("|>") + 1).toUpperCase(Locale.ROOT);
        return last.matches("(?s).*\\bORDER\\s+BY\\b.*");
    }
}
