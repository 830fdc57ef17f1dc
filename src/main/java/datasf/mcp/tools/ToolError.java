package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/** The JSON body of every failed tool call: {@code {error, error_type, details?}}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ToolError(
        String error,
        @JsonProperty("error_type") String errorType,
        String details) {

    public static ToolError of(ToolException e) {
        return new ToolError(e.getMessage(), e.type().wireName(), e.details());
    }
}
