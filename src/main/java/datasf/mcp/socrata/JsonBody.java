package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * A 2xx answer's body read as JSON. Truncated or invalid JSON, an HTML page (a proxy's error page
 * with a 200) or an empty body is an api_error saying so, never a crash or a parser's message.
 */
final class JsonBody {

    private JsonBody() {}

    static JsonNode parse(String body, ObjectMapper mapper) {
        String start = body.stripLeading();
        if (start.isEmpty()) {
            throw new SocrataException(
                    SocrataException.Kind.API_ERROR, "Socrata sent an empty response; try again shortly");
        }
        if (start.startsWith("<")) {
            String page = SocrataErrors.parse(start, mapper).message();
            throw new SocrataException(
                    SocrataException.Kind.API_ERROR,
                    "Socrata sent an HTML page instead of JSON" + (page == null ? "" : " (" + page + ")")
                            + "; try again shortly");
        }
        try {
            JsonNode json = mapper.readTree(body);
            if (json == null || json.isMissingNode()) {
                throw new SocrataException(
                        SocrataException.Kind.API_ERROR, "Socrata sent an empty response; try again shortly");
            }
            return json;
        } catch (IOException e) {
            // truncated, malformed, or beyond the parser's limits; Jackson's text is not for clients
            throw new SocrataException(
                    SocrataException.Kind.API_ERROR,
                    "Socrata sent a response that is not valid JSON (truncated or malformed); try again or narrow the query");
        }
    }
}
