package datasf.mcp.socrata;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Cuts the App Token out of text Socrata sent back (error messages are passed on to the LLM),
 * in every form a server is likely to quote a request in:
 * <ul>
 *   <li>as it is, in any letter case;</li>
 *   <li>URL-encoded, any character or none as {@code %XX} (either hex case), {@code +} for space;</li>
 *   <li>JSON-escaped: {@code \"}, {@code \\}, {@code \/} and unicode escapes;</li>
 *   <li>base64, standard or URL-safe, padded or not, alone or inside a larger encoded value
 *       (at each of the three byte alignments the token can have there).</li>
 * </ul>
 * Runs only on failed requests, so its cost (a regex per token) is off the warm path.
 */
final class TokenRedaction {

    /** What stands in for the App Token wherever an answer quoted it. */
    static final String REDACTED = "[app token]";

    /** Base64 runs shorter than this are too common to be evidence of the token. */
    private static final int MIN_BASE64_CORE = 8;

    private TokenRedaction() {}

    /**
     * Socrata's own error text goes to the LLM (it says what is wrong with a query), so an answer
     * quoting the request, its token included, would hand the App Token to the client. Each token
     * the request carried is cut out of the message and details in every form it could be quoted in.
     */
    static Throwable withoutTokens(Throwable e, List<String> sent) {
        if (!(e instanceof SocrataException failure) || sent.isEmpty()) {
            return e;
        }
        String message = redact(failure.getMessage(), sent);
        String details = redact(failure.details(), sent);
        if (Objects.equals(message, failure.getMessage()) && Objects.equals(details, failure.details())) {
            return e;
        }
        return new SocrataException(failure.kind(), message, details);
    }

    static String redact(String text, Collection<String> tokens) {
        if (text == null) {
            return null;
        }
        for (String token : tokens) {
            if (token.isEmpty()) {
                continue;
            }
            text = anyEncodingOf(token).matcher(text).replaceAll(REDACTED);
            for (String core : base64Cores(token)) {
                text = text.replace(core, REDACTED);
            }
        }
        return text;
    }

    /** One character at a time: itself (any case), %XX, a JSON escape; so any mix of them matches. */
    private static Pattern anyEncodingOf(String token) {
        StringBuilder regex = new StringBuilder();
        token.codePoints().forEach(c -> {
            regex.append("(?:").append(Pattern.quote(new String(Character.toChars(c))));
            byte[] utf8 = new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8);
            StringBuilder percent = new StringBuilder();
            for (byte b : utf8) {
                percent.append('%').append(String.format("%02x", b & 0xff));
            }
            regex.append('|').append(Pattern.quote(percent.toString()));
            if (c < 0x10000) {
                regex.append('|').append(Pattern.quote(String.format("\\u%04x", c)));
            }
            if (c == '"' || c == '\\' || c == '/') {
                regex.append('|').append(Pattern.quote("\\" + (char) c));
            }
            if (c == ' ') {
                regex.append("|\\+");
            }
            regex.append(')');
        });
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /**
     * The part of the token's base64 that does not depend on the bytes around it, for each byte
     * alignment and both alphabets. At most two bytes of the token are left on either side of a
     * redacted core, never enough to read it back.
     */
    static List<String> base64Cores(String token) {
        byte[] bytes = token.getBytes(StandardCharsets.UTF_8);
        List<String> cores = new ArrayList<>();
        for (int alignment = 0; alignment < 3; alignment++) {
            byte[] shifted = new byte[alignment + bytes.length];
            System.arraycopy(bytes, 0, shifted, alignment, bytes.length);
            String encoded = Base64.getEncoder().encodeToString(shifted);
            int from = alignment == 0 ? 0 : 4; // the first group mixes in bytes before the token
            int to = shifted.length / 3 * 4; // a last partial group mixes in bytes after it
            if (to - from >= MIN_BASE64_CORE) {
                String core = encoded.substring(from, to);
                cores.add(core);
                String urlSafe = core.replace('+', '-').replace('/', '_');
                if (!urlSafe.equals(core)) {
                    cores.add(urlSafe);
                }
            }
        }
        return cores;
    }
}
