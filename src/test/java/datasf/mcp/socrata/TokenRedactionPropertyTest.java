package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * An upstream error that quotes the App Token in any normalised form (case changed, URL-encoded,
 * base64, JSON-escaped) must not carry it on to the client: after redaction the token cannot be
 * read back from the message, whatever the form.
 */
class TokenRedactionPropertyTest {

    /** Visible ASCII without spaces: what {@code AppTokenSecretFormat} accepts as a token. */
    @Provide
    Arbitrary<String> tokens() {
        return Arbitraries.strings().withCharRange('!', '~').ofMinLength(12).ofMaxLength(40);
    }

    /** The forms a token can take in text that quotes a request. */
    enum Form {
        AS_IS,
        UPPER_CASE,
        LOWER_CASE,
        MIXED_CASE,
        URL_ENCODED,
        URL_ENCODED_LOWER_HEX,
        PERCENT_EVERY_BYTE,
        PERCENT_EVERY_BYTE_LOWER_HEX,
        BASE64,
        BASE64_UNPADDED,
        BASE64_URL,
        BASE64_URL_UNPADDED,
        BASE64_INSIDE_A_LARGER_VALUE,
        BASE64_URL_INSIDE_A_LARGER_VALUE,
        JSON_ESCAPED,
        JSON_ESCAPED_WITH_SLASHES,
        JSON_UNICODE_ESCAPED
    }

    @Property(tries = 400)
    void noNormalisedFormOfTheTokenSurvives(
            @ForAll("tokens") String token, @ForAll Form form, @ForAll @IntRange(min = 0, max = 5) int prefixBytes) {
        String quoted = render(token, form, prefixBytes);
        SocrataException error = new SocrataException(
                SocrataException.Kind.API_ERROR,
                "Socrata error (HTTP 403): Invalid app token " + quoted + ".",
                "invalid_app_token: " + quoted);

        SocrataException redacted = (SocrataException) TokenRedaction.withoutTokens(error, List.of(token));

        for (String text : List.of(redacted.getMessage(), redacted.details())) {
            assertFalse(readable(text, token), () -> form + " survived: " + text);
        }
        assertEquals(SocrataException.Kind.API_ERROR, redacted.kind());
    }

    @Property(tries = 200)
    void textThatDoesNotQuoteTheTokenIsLeftAsItIs(@ForAll("tokens") String token, @ForAll("messages") String message) {
        SocrataException error = new SocrataException(SocrataException.Kind.API_ERROR, message, message);
        SocrataException after = (SocrataException) TokenRedaction.withoutTokens(error, List.of(token));
        assertEquals(message, after.getMessage());
        assertEquals(message, after.details());
    }

    @Provide
    Arbitrary<String> messages() {
        return Arbitraries.of(
                "Socrata error (HTTP 400): Could not parse SoQL query \"SELECT * WHERE x = 'y'\" at line 1 character 24",
                "query.soql.no-such-column: No such column: incident_catagory",
                "You must be logged in to access this resource",
                "<html><head><title>403 Forbidden</title></head></html>",
                "{\"code\":\"not_found\",\"error\":true,\"message\":\"No service found for this URL.\"}");
    }

    static String render(String token, Form form, int prefixBytes) {
        byte[] bytes = token.getBytes(StandardCharsets.US_ASCII);
        return switch (form) {
            case AS_IS -> token;
            case UPPER_CASE -> token.toUpperCase(Locale.ROOT);
            case LOWER_CASE -> token.toLowerCase(Locale.ROOT);
            case MIXED_CASE -> mixedCase(token);
            case URL_ENCODED -> URLEncoder.encode(token, StandardCharsets.UTF_8);
            case URL_ENCODED_LOWER_HEX -> lowerHex(URLEncoder.encode(token, StandardCharsets.UTF_8));
            case PERCENT_EVERY_BYTE -> percentEveryByte(bytes);
            case PERCENT_EVERY_BYTE_LOWER_HEX -> lowerHex(percentEveryByte(bytes));
            case BASE64 -> Base64.getEncoder().encodeToString(bytes);
            case BASE64_UNPADDED -> Base64.getEncoder().withoutPadding().encodeToString(bytes);
            case BASE64_URL -> Base64.getUrlEncoder().encodeToString(bytes);
            case BASE64_URL_UNPADDED -> Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
            case BASE64_INSIDE_A_LARGER_VALUE ->
                Base64.getEncoder()
                        .encodeToString(("X-App-Token:".substring(0, prefixBytes) + token + "\r\nHost: x")
                                .getBytes(StandardCharsets.US_ASCII));
            case BASE64_URL_INSIDE_A_LARGER_VALUE ->
                Base64.getUrlEncoder()
                        .withoutPadding()
                        .encodeToString(("{\"t\":".substring(0, Math.min(prefixBytes, 5)) + token + "\"}")
                                .getBytes(StandardCharsets.US_ASCII));
            case JSON_ESCAPED -> new String(JsonStringEncoder.getInstance().quoteAsString(token));
            case JSON_ESCAPED_WITH_SLASHES ->
                new String(JsonStringEncoder.getInstance().quoteAsString(token)).replace("/", "\\/");
            case JSON_UNICODE_ESCAPED -> unicodeEscaped(token);
        };
    }

    private static String mixedCase(String token) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            out.append(i % 2 == 0 ? Character.toUpperCase(c) : Character.toLowerCase(c));
        }
        return out.toString();
    }

    private static String percentEveryByte(byte[] bytes) {
        StringBuilder out = new StringBuilder();
        for (byte b : bytes) {
            out.append(String.format("%%%02X", b));
        }
        return out.toString();
    }

    private static String lowerHex(String encoded) {
        Matcher m = Pattern.compile("%[0-9A-F]{2}").matcher(encoded);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, m.group().toLowerCase(Locale.ROOT));
        }
        return m.appendTail(out).toString();
    }

    /** Every character that is not a letter or digit as a JSON unicode escape (backslash, u, 4 hex digits). */
    private static String unicodeEscaped(String token) {
        StringBuilder out = new StringBuilder();
        for (char c : token.toCharArray()) {
            out.append(Character.isLetterOrDigit(c) ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return out.toString();
    }

    /**
     * Whether {@code token} can be read back from {@code text}: as it is or in any case, after
     * undoing URL, JSON and base64 encodings. Independent of how the redaction works.
     */
    static boolean readable(String text, String token) {
        String lowerToken = token.toLowerCase(Locale.ROOT);
        for (String decoded : decodings(text)) {
            if (decoded.toLowerCase(Locale.ROOT).contains(lowerToken)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> decodings(String text) {
        List<String> out = new ArrayList<>();
        out.add(text);
        out.add(percentDecoded(text));
        out.add(jsonUnescaped(text));
        // every run of base64 characters, decoded from each of the 4 positions a group can start at
        Matcher runs = Pattern.compile("[A-Za-z0-9+/=_-]{8,}").matcher(text);
        while (runs.find()) {
            String run = runs.group().replace("=", "");
            for (int start = 0; start < 4; start++) {
                if (run.length() - start < 4) {
                    continue;
                }
                String aligned = run.substring(start, start + (run.length() - start) / 4 * 4);
                out.add(new String(
                        Base64.getDecoder().decode(aligned.replace('-', '+').replace('_', '/')),
                        StandardCharsets.ISO_8859_1));
            }
        }
        return out;
    }

    private static String percentDecoded(String text) {
        Matcher m = Pattern.compile("%([0-9A-Fa-f]{2})").matcher(text.replace('+', ' '));
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(String.valueOf((char) Integer.parseInt(m.group(1), 16))));
        }
        return m.appendTail(out).toString();
    }

    private static String jsonUnescaped(String text) {
        Matcher m = Pattern.compile("\\\\(u[0-9A-Fa-f]{4}|.)").matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String escape = m.group(1);
            String replacement = escape.length() == 5
                    ? String.valueOf((char) Integer.parseInt(escape.substring(1), 16))
                    : switch (escape) {
                        case "n" -> "\n";
                        case "t" -> "\t";
                        case "r" -> "\r";
                        default -> escape;
                    };
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        return m.appendTail(out).toString();
    }
}
