package datasf.mcp.errors;

/** The classification every tool failure carries, so the LLM knows whether and how to retry. */
public enum ErrorType {
    /** The arguments broke a rule; fix them and call again. */
    VALIDATION("validation"),
    /** The dataset (or resource) does not exist. */
    NOT_FOUND("not_found"),
    /** Socrata throttled us; wait and retry. */
    RATE_LIMIT("rate_limit"),
    /** The upstream did not answer in time; narrow the query or retry. */
    TIMEOUT("timeout"),
    /** Any other upstream or internal failure, carrying Socrata's own message when there is one. */
    API_ERROR("api_error");

    private final String wireName;

    ErrorType(String wireName) {
        this.wireName = wireName;
    }

    /** The value of {@code error_type} in tool results. */
    public String wireName() {
        return wireName;
    }
}
