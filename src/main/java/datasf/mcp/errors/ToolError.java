package datasf.mcp.errors;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import datasf.mcp.answer.Advised;
import datasf.mcp.answer.QueryAdvice;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import java.util.List;

/**
 * The JSON body of every failed tool call: {@code {error, error_type, details?, corrections?, hints?}};
 * corrections are what the server changed in the query before it failed, hints how to fix it.
 * Its advice is the answer's ({@link QueryAdvice}, {@code details} its line), which the answer's
 * byte budget may cut like an answer's.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ToolError(
        String error,
        @JsonProperty("error_type") String errorType,
        String details,
        List<Correction> corrections,
        List<Hint> hints)
        implements Advised<ToolError> {

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

    @Override
    public QueryAdvice advice() {
        return new QueryAdvice(details, corrections, null, hints);
    }

    @Override
    public ToolError withAdvice(QueryAdvice advice) {
        return new ToolError(error, errorType, advice.message(), advice.corrections(), advice.hints());
    }
}
