package datasf.mcp.query;

import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.socrata.SocrataClient;
import jakarta.inject.Singleton;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/** Builds the {@link Source} of an answer from the dataset's (usually cached) schema. */
@Singleton
public class Provenance {

    private final SocrataClient socrata;

    public Provenance(SocrataClient socrata) {
        this.socrata = socrata;
    }

    public Source of(DatasetSchema schema, String soql) {
        return new Source(schema.datasetId(), schema.datasetName(), schema.permalink(), schema.dataUpdatedAt(), soql);
    }

    /**
     * The source once the schema lookup is done; when the metadata could not be read the data is
     * still cited by dataset id, permalink and SoQL.
     */
    public Source of(String datasetId, CompletableFuture<SchemaLookup> schema, String soql) {
        try {
            return of(schema.join().schema(), soql);
        } catch (CompletionException e) {
            return new Source(datasetId, null, socrata.baseUrl() + "/d/" + datasetId, null, soql);
        }
    }
}
