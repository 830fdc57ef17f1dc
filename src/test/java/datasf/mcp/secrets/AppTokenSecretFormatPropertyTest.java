package datasf.mcp.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;
import software.amazon.awssdk.services.secretsmanager.model.GetSecretValueRequest;
import software.amazon.awssdk.services.secretsmanager.model.GetSecretValueResponse;

/** Properties of secret parsing and of redaction, over random tokens and inputs. */
class AppTokenSecretFormatPropertyTest {

    @Property(tries = 300)
    void bareAndJsonSecretsYieldTheSameToken(
            @ForAll("tokens") String token, @ForAll("whitespace") String before, @ForAll("whitespace") String after)
            throws Exception {
        String bare = before + token + after;
        // Inside the JSON string the padding is escaped, as any JSON writer would do.
        String json = before + "{\"app_token\": \"" + jsonEscaped(before) + token + jsonEscaped(after) + "\"}" + after;
        String jsonWithOtherFields =
                "{\"rotated_by\": {\"lambda\": [1, 2]}, \"app_token\": \"" + token + "\", \"note\": null}";

        assertEquals(token, AppTokenSecretFormat.tokenFrom(bare));
        assertEquals(token, AppTokenSecretFormat.tokenFrom(json));
        assertEquals(token, AppTokenSecretFormat.tokenFrom(jsonWithOtherFields));
    }

    @Property(tries = 1000)
    void acceptedTokensAreAlwaysSafeHeaderValues(@ForAll String anything) {
        try {
            String token = AppTokenSecretFormat.tokenFrom(anything);
            assertFalse(token.isEmpty());
            assertTrue(token.chars().allMatch(c -> c > ' ' && c <= '~'), "visible ASCII only: " + token);
        } catch (MalformedAppTokenException expected) {
            // Rejected is fine; throwing anything else is not.
        }
    }

    @Property(tries = 300)
    void failuresNeverQuoteTheSecret(@ForAll("tokens") String token, @ForAll("malformedShapes") String shape) {
        String secret = shape.replace("TOKEN", token);
        try {
            AppTokenSecretFormat.tokenFrom(secret);
            throw new AssertionError("expected the shape to be rejected: " + shape);
        } catch (MalformedAppTokenException e) {
            assertFalse(e.getMessage().contains(token), e.getMessage());
            assertFalse(SecretReadFailure.describe(e).contains(token));
            assertNull(e.getCause(), "a parser's exception would quote the input");
        }
    }

    @Property(tries = 200)
    void parsedTokenNeverAppearsInToString(@ForAll("tokens") String token) {
        var fromSecret = new SecretsManagerAppTokenSource(
                "datasf-mcp/socrata-app-token",
                Duration.ofMinutes(15),
                () -> new InMemorySecretsManager("{\"app_token\": \"" + token + "\"}"),
                java.time.InstantSource.system());
        assertEquals(Optional.of(token), fromSecret.token());
        var fromConfig = new StaticAppTokenSource(token);
        var config = new AppTokenConfig(null, token, Duration.ofMinutes(15));

        for (Object holder : new Object[] {fromSecret, fromConfig, config}) {
            assertFalse(holder.toString().contains(token), holder.toString());
        }
    }

    private static String jsonEscaped(String whitespace) {
        return whitespace.replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    }

    @Provide
    Arbitrary<String> tokens() {
        // Socrata tokens are alphanumeric. Requiring a digit keeps a random token from
        // spelling a word of our fixed messages, none of which contains a digit.
        return Arbitraries.strings()
                .alpha()
                .numeric()
                .ofMinLength(6)
                .ofMaxLength(64)
                .filter(t -> t.chars().anyMatch(Character::isDigit));
    }

    @Provide
    Arbitrary<String> whitespace() {
        return Arbitraries.strings().withChars(' ', '\t', '\n', '\r').ofMaxLength(4);
    }

    @Provide
    Arbitrary<String> malformedShapes() {
        return Arbitraries.of(
                "{\"app_token\": TOKEN}", // unquoted
                "{\"app_token\": [\"TOKEN\"]}", // not a string
                "{\"apptoken\": \"TOKEN\"}", // misspelled field
                "{\"app_token\": \"TOKEN\"} trailing", // not a single object
                "{\"app_token\": \"TOKEN\"", // truncated
                "{\"app_token\": \"TOKEN with spaces\"}", // not a header-safe token
                "TOKEN TOKEN", // two words
                "TOKEN\u0000", // control character
                "TOKEN\u00e9"); // non-ASCII
    }

    /** The smallest SecretsManagerClient that answers GetSecretValue, for fast properties. */
    private record InMemorySecretsManager(String secretString) implements SecretsManagerClient {

        @Override
        public GetSecretValueResponse getSecretValue(GetSecretValueRequest request) {
            return GetSecretValueResponse.builder()
                    .name(request.secretId())
                    .secretString(secretString)
                    .build();
        }

        @Override
        public String serviceName() {
            return SERVICE_NAME;
        }

        @Override
        public void close() {}

        @Override
        public String toString() {
            return "InMemorySecretsManager";
        }
    }
}
