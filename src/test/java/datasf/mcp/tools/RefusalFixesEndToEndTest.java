package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The refusals whose hints pointed the wrong way ("use HAVING", "GROUP BY that column") for an
 * aggregate of an aggregate, an ungrouped ORDER BY or HAVING column, a LIMIT meant to act before
 * an aggregate and a cast SoQL lacks, through the Lambda handler against the fake: each is
 * answered with Socrata's code and a fix whose query runs and answers what was asked (the rows of
 * a query written by hand), whether Socrata refuses it (schema not cached yet) or the server does
 * before sending (schema cached: no request at all).
 */
@LambdaTest
class RefusalFixesEndToEndTest {

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    RefusalFixesEndToEndTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiterString = " => ", textBlock = """
            wg3w-h783 => SELECT avg(count(*)) AS mean GROUP BY police_district => query.soql.aggregate-in-ungrouped-context => SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT avg(n) AS mean
            wg3w-h783 => SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY incident_datetime DESC LIMIT 3 => query.soql.column-not-in-group-bys => SELECT police_district, max(incident_datetime) AS latest, count(*) AS n GROUP BY police_district ORDER BY latest DESC LIMIT 3
            wg3w-h783 => SELECT date_trunc_ym(incident_date) AS month, count(*) AS n WHERE incident_year = '2024' GROUP BY month ORDER BY incident_date => query.soql.column-not-in-group-bys => SELECT date_trunc_ym(incident_date) AS month, count(*) AS n WHERE incident_year = '2024' GROUP BY month ORDER BY month
            vw6y-z8j6 => SELECT service_name, count(*) AS n GROUP BY service_name HAVING status_description = 'Open' ORDER BY n DESC LIMIT 5 => query.soql.column-not-in-group-bys => SELECT service_name, count(*) AS n WHERE status_description = 'Open' GROUP BY service_name ORDER BY n DESC LIMIT 5
            i98e-djp9 => SELECT avg(estimated_cost) AS mean_cost WHERE estimated_cost IS NOT NULL ORDER BY filed_date DESC LIMIT 10 => query.soql.column-not-in-group-bys => SELECT estimated_cost WHERE estimated_cost IS NOT NULL ORDER BY filed_date DESC NULL LAST LIMIT 10 |> SELECT avg(estimated_cost) AS mean_cost
            i98e-djp9 => SELECT sum(revised_cost) AS top_total ORDER BY revised_cost DESC LIMIT 5 => query.soql.column-not-in-group-bys => SELECT revised_cost WHERE revised_cost IS NOT NULL ORDER BY revised_cost DESC LIMIT 5 |> SELECT sum(revised_cost) AS top_total
            wg3w-h783 => SELECT count(*) AS n WHERE incident_datetime::date = '2023-03-26' => query.soql.no-such-function => SELECT count(*) AS n WHERE date_trunc_ymd(incident_datetime) = '2023-03-26'
            wg3w-h783 => SELECT incident_year::integer AS y, count(*) AS n GROUP BY y ORDER BY y => query.soql.no-such-function => SELECT incident_year::number AS y, count(*) AS n GROUP BY y ORDER BY y
            """)
    void eachRefusalComesWithTheFixThatAnswersTheQuestion(String dataset, String written, String code, String byHand) {
        JsonNode byhand = ok(query(dataset, byHand)).get("data");
        for (boolean cached : new boolean[] {false, true}) {
            lambda.clearCaches();
            socrata.reset();
            if (cached) {
                ok(lambda.callTool("get_schema", Map.of("dataset_id", dataset)));
                socrata.reset();
            } else {
                // the schema arrives after the query has gone: Socrata refuses it, the checker explains
                socrata.script(
                        "/api/views/" + dataset,
                        new FakeSocrata.Response(200, "application/json", DataSfDatasets.viewsJson(dataset), 300));
            }

            JsonNode refused = error(query(dataset, written));

            assertTrue(refused.get("error").asText().contains(code), refused::toString);
            long queries = socrata.requests().stream()
                    .filter(r -> r.path().startsWith("/resource"))
                    .count();
            assertEquals(cached ? 0 : 1, queries, cached ? "refused before sending" : "refused by Socrata");
            JsonNode hint = refused.at("/hints/0");
            assertFalse(
                    hint.path("suggestion").asText().contains("HAVING") && !written.contains("WHERE n"),
                    hint::toString);
            String fix = hint.path("query").asText();
            assertFalse(fix.isEmpty(), () -> "a query to run: " + refused);
            JsonNode answer = ok(query(dataset, fix)).get("data");
            assertFalse(answer.isEmpty(), fix);
            assertEquals(valuesOf(byhand, answer), valuesOf(answer, answer), fix);
        }
    }

    private JsonNode query(String dataset, String soql) {
        return lambda.callTool("query_datasf", Map.of("dataset_id", dataset, "soql", soql));
    }

    /** The rows' values of the columns {@code shape}'s first row has, as text, in order. */
    private static String valuesOf(JsonNode rows, JsonNode shape) {
        StringBuilder values = new StringBuilder();
        for (JsonNode row : rows) {
            shape.get(0)
                    .fieldNames()
                    .forEachRemaining(
                            name -> values.append(row.path(name).asText()).append('|'));
            values.append('\n');
        }
        return values.toString();
    }
}
