package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Only a well-formed dataset id becomes part of an upstream URL, whoever passes it in. */
@LambdaTest
class DatasetIdInUrlTest {

    private final FakeSocrata socrata;
    private final SocrataClient client;

    DatasetIdInUrlTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.client = lambda.context().getBean(SocrataClient.class);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "wg3w-h783.json?$limit=50000&$select=*#",
                "../api/views/wg3w-h783",
                "wg3w-h783/../x",
                "wg3w-h783%2F..",
                "WG3W-H783",
                "wg3w-h783 ",
                ""
            })
    void aMalformedIdIsRefusedBeforeAnyRequest(String datasetId) {
        for (Runnable call : List.<Runnable>of(
                () -> client.query(datasetId, "SELECT *"), () -> SocrataClient.await(client.view(datasetId)))) {
            SocrataException refused = assertThrows(SocrataException.class, call::run);
            assertEquals(SocrataException.Kind.INVALID_REQUEST, refused.kind());
            assertEquals(
                    "Invalid dataset_id: must be a dataset id like wg3w-h783 (pattern ^[a-z0-9]{4}-[a-z0-9]{4}$)",
                    refused.getMessage());
        }
        assertEquals(List.of(), socrata.requests());
    }
}
