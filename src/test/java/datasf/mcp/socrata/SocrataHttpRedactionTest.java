package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An upstream error that quotes the App Token must not carry it on to the client. */
class SocrataHttpRedactionTest {

    @Test
    void tokensAreCutFromMessageAndDetailsAsIsAndJsonEscaped() {
        String old = "Old\"Tok\\en1";
        String fresh = "FreshToken2";
        ToolException quoting = new ToolException(ErrorType.API_ERROR,
                "Socrata error (HTTP 403): Invalid app token " + old + " and " + fresh,
                "invalid_app_token: {\"app_token\":\"Old\\\"Tok\\\\en1\"}");

        ToolException redacted = (ToolException) SocrataHttp.withoutTokens(quoting, List.of(old, fresh));

        assertEquals("Socrata error (HTTP 403): Invalid app token [app token] and [app token]", redacted.getMessage());
        assertEquals("invalid_app_token: {\"app_token\":\"[app token]\"}", redacted.details());
        assertEquals(ErrorType.API_ERROR, redacted.type());
    }

    @Test
    void errorsWithoutATokenAreLeftAsTheyAre() {
        ToolException plain = new ToolException(ErrorType.NOT_FOUND, "Dataset abcd-1234 not found", "not_found");
        assertSame(plain, SocrataHttp.withoutTokens(plain, List.of("SomeToken1")));
        assertSame(plain, SocrataHttp.withoutTokens(plain, List.of()));
    }
}
