package datasf.mcp.socrata;

import datasf.mcp.secrets.AppTokenSource;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import java.util.Optional;

/**
 * The App Token on Socrata requests ({@value #NAME}), and what happens when Socrata refuses it (401
 * or 403): the token may have been rotated, so the first attempt is repeated once with the token
 * read again ({@link TokenRefusals}: at most one Secrets Manager read a minute).
 */
final class AppTokenHeader {

    static final String NAME = "X-App-Token";

    private final AppTokenSource tokens;
    private final TokenRefusals refusals;

    AppTokenHeader(AppTokenSource tokens) {
        this.tokens = tokens;
        this.refusals = new TokenRefusals(tokens, System::nanoTime);
    }

    /** The token for a first attempt (empty: anonymous). */
    Optional<String> current() {
        return tokens.token();
    }

    static void add(MutableHttpRequest<?> request, Optional<String> token) {
        token.ifPresent(value -> request.header(NAME, value));
    }

    /**
     * Whether a first attempt that carried a token is to be repeated with the token read again: a
     * 401 or 403 from Socrata, not a web page (a proxy or the portal's front end turning the request
     * away, which no token changes).
     */
    static boolean refused(Throwable failure, int attempt, boolean rereadBefore, Optional<String> token) {
        return attempt == 1
                && !rereadBefore
                && token.isPresent()
                && failure instanceof HttpClientResponseException http
                && (http.getStatus().getCode() == 401 || http.getStatus().getCode() == 403)
                && !SocrataErrors.isWebPage(
                        http.getResponse().getBody(String.class).orElse(null));
    }

    /** The token to repeat a refused request with; may read the secret, so it blocks. */
    Optional<String> forRepeat() {
        return refusals.tokenForRepeat();
    }
}
