package datasf.mcp.socrata;

import static datasf.mcp.support.ToolResults.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.ToolExamples;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A tool call answers with none of its upstream requests still running. The data tools look the
 * dataset's metadata up beside their query; when the query fails first, the lookup (and its
 * retries) went on after the answer. On Lambda such a request is frozen with the instance and
 * resumes inside some later call, spending that call's retries and showing in its log; here the
 * later call is the next test.
 */
@LambdaTest(properties = {"datasf.socrata.retry.initial-backoff=100ms", "datasf.socrata.retry.max-backoff=100ms"})
class NoRequestLeftBehindTest {

    /** Long enough for a retry left behind to reach the fake after the answer. */
    private static final long WATCH_MILLIS = 600;

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    NoRequestLeftBehindTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @ParameterizedTest
    @ValueSource(strings = {"query_datasf", "count_rows"})
    void aCallThatFailsFastLeavesNoRequestRunning(String tool) throws InterruptedException {
        // the query fails at once and for good (a 500 is not retried, and not a SoQL mistake to
        // explain with the schema); the metadata lookup beside it is slow and
        // rate-limited, so it is retried after a wait
        Response rateLimited = Response.json(429, FakeSocrata.resource("errors/rate-limited.json"))
                .delayed(100);
        socrata.always("/api/views/", rateLimited);
        socrata.always("/resource/", Response.json(500, FakeSocrata.resource("errors/internal-error.json")));

        error(lambda.callTool(tool, ToolExamples.of(lambda).get(tool)));
        int atAnswer = socrata.requests().size();
        Thread.sleep(WATCH_MILLIS);

        assertTrue(atAnswer >= 2, () -> "the call sent its query and its lookup: " + socrata.requests());
        assertEquals(atAnswer, socrata.requests().size(), () -> "requests after the answer: " + socrata.requests());
    }
}
