package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An upstream error that quotes the App Token must not carry it on to the client. */
class TokenRedactionTest {

    @Test
    void tokensAreCutFromMessageAndDetailsAsIsAndJsonEscaped() {
        String old = "Old\"Tok\\en1";
        String fresh = "FreshToken2";
        SocrataException quoting = new SocrataException(
                SocrataException.Kind.API_ERROR,
                "Socrata error (HTTP 403): Invalid app token " + old + " and " + fresh,
                "invalid_app_token: {\"app_token\":\"Old\\\"Tok\\\\en1\"}");

        SocrataException redacted = (SocrataException) TokenRedaction.withoutTokens(quoting, List.of(old, fresh));

        assertEquals("Socrata error (HTTP 403): Invalid app token [app token] and [app token]", redacted.getMessage());
        assertEquals("invalid_app_token: {\"app_token\":\"[app token]\"}", redacted.details());
        assertEquals(SocrataException.Kind.API_ERROR, redacted.kind());
    }

    @Test
    void errorsWithoutATokenAreLeftAsTheyAre() {
        SocrataException plain =
                new SocrataException(SocrataException.Kind.NOT_FOUND, "Dataset abcd-1234 not found", "not_found");
        assertSame(plain, TokenRedaction.withoutTokens(plain, List.of("SomeToken1")));
        assertSame(plain, TokenRedaction.withoutTokens(plain, List.of()));
    }
}
