package datasf.mcp.query;

import com.fasterxml.jackson.annotation.JsonProperty;
import datasf.mcp.json.Description;

/** Where an answer's data came from, so it can be cited: the dataset and the exact SoQL that ran. */
public record Source(
        @JsonProperty("dataset_id") String datasetId,
        @JsonProperty("dataset_name") String datasetName,
        String permalink,

        @Description("when the dataset's data last changed (ISO-8601)") @JsonProperty("data_updated_at")
        String dataUpdatedAt,

        @Description("the SoQL that ran") String soql) {}
