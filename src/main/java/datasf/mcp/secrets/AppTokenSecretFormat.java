package datasf.mcp.secrets;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * The two accepted shapes of the secret value:
 * <ul>
 *   <li>the bare token, e.g. {@code abc123XYZ};</li>
 *   <li>a JSON object with a string {@code app_token} field, e.g.
 *       {@code {"app_token": "abc123XYZ"}} (the console's key/value editor
 *       produces this; other fields are ignored).</li>
 * </ul>
 * Surrounding whitespace is trimmed in both cases.
 */
final class AppTokenSecretFormat {

    static final String JSON_FIELD = "app_token";

    // Streaming parser: small, no data binding, and jackson-core is already here.
    private static final JsonFactory JSON = new JsonFactory();

    private AppTokenSecretFormat() {}

    /** Extracts the token from a secret value; never echoes the value on failure. */
    static String tokenFrom(String secretString) throws MalformedAppTokenException {
        if (secretString == null) {
            throw new MalformedAppTokenException("secret has no SecretString (binary secrets are not supported)");
        }
        String trimmed = secretString.strip();
        String token = trimmed.startsWith("{") ? appTokenField(trimmed) : trimmed;
        return validToken(token);
    }

    /**
     * Checks a token before it is sent as an HTTP header value. Socrata tokens are
     * alphanumeric; anything with whitespace or control characters is a mistake
     * (and, in a header, a request-splitting risk).
     */
    static String validToken(String candidate) throws MalformedAppTokenException {
        String token = candidate.strip();
        if (token.isEmpty()) {
            throw new MalformedAppTokenException("token is empty");
        }
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c <= ' ' || c > '~') {
                throw new MalformedAppTokenException("token contains whitespace, control or non-ASCII characters");
            }
        }
        return token;
    }

    private static String appTokenField(String json) throws MalformedAppTokenException {
        try (JsonParser parser = JSON.createParser(json)) {
            parser.nextToken(); // START_OBJECT, guaranteed by the leading '{' check
            String found = null;
            for (JsonToken t = parser.nextToken(); t == JsonToken.FIELD_NAME; t = parser.nextToken()) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if (JSON_FIELD.equals(field)) {
                    if (value != JsonToken.VALUE_STRING) {
                        throw new MalformedAppTokenException("JSON secret field \"app_token\" is not a string");
                    }
                    found = parser.getText();
                } else {
                    parser.skipChildren();
                }
            }
            if (parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null) {
                throw new MalformedAppTokenException("secret is not a single JSON object");
            }
            if (found == null) {
                throw new MalformedAppTokenException("JSON secret has no \"app_token\" field");
            }
            return found;
        } catch (IOException e) {
            // Deliberately drop e: Jackson's message quotes the offending input.
            throw new MalformedAppTokenException("secret starts with '{' but is not valid JSON");
        }
    }
}
