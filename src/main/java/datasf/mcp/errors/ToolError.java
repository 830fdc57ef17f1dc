package datasf.mcp.errors;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import java.util.List;

/**
 * The JSON body of every failed tool call: {@code {error, error_type, details?, corrections?, hints?}};
 * corrections are what the server changed in the query before it failed, hints how to fix it.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ToolError(
        String error,
        @JsonProperty("error_type") String errorType,
        String details,
        List<Correction> corrections,
        List<Hint> hints) {

    public ToolError(String error, String errorType, String details) {
        this(error, errorType, details, null, null);
    }

    public static ToolError of(ToolException e) {
        return new ToolError(
                e.getMessage(),
                e.type().wireName(),
                e.details(),
                e.corrections().isEmpty() ? null : e.corrections(),
                e.hints().isEmpty() ? null : e.hints());
    }
}
