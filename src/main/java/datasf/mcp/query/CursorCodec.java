package datasf.mcp.query;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.tools.ToolException;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Turns a {@link PageCursor} into an opaque, tamper-evident string and back:
 * {@code base64url(json) "." base64url(HMAC-SHA256(json))[0..16 bytes]}.
 *
 * <p>A cursor can only ask for what query_datasf would run anyway (read-only public data), so the
 * HMAC is not guarding secrets: it makes an edited or corrupted cursor fail loudly as a
 * validation error instead of silently paging through the wrong rows. Without a configured secret
 * a built-in key is used, which keeps cursors valid across instances of one deployment.
 */
@Singleton
public class CursorCodec {

    private static final String DEFAULT_KEY = "datasf-mcp cursor integrity v1";
    private static final int TAG_BYTES = 16;

    private final ObjectMapper mapper;
    private final SecretKeySpec key;

    public CursorCodec(ObjectMapper mapper, CursorProperties properties) {
        this.mapper = mapper;
        String secret = properties.secret() == null || properties.secret().isBlank() ? DEFAULT_KEY : properties.secret();
        this.key = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256");
    }

    public String encode(PageCursor cursor) {
        try {
            byte[] json = mapper.writeValueAsBytes(cursor);
            Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
            return b64.encodeToString(json) + "." + b64.encodeToString(tag(json));
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cursor could not be written", e);
        }
    }

    /** @throws ToolException (validation) when the cursor was not made by this server or was altered */
    public PageCursor decode(String cursor) {
        int dot = cursor.indexOf('.');
        try {
            if (dot <= 0) {
                throw new IllegalArgumentException("no tag");
            }
            byte[] json = Base64.getUrlDecoder().decode(cursor.substring(0, dot));
            byte[] tag = Base64.getUrlDecoder().decode(cursor.substring(dot + 1));
            if (!MessageDigest.isEqual(tag, tag(json))) {
                throw new IllegalArgumentException("bad tag");
            }
            PageCursor decoded = mapper.readValue(json, PageCursor.class);
            if (decoded.datasetId() == null || decoded.soql() == null || decoded.offset() < 0 || decoded.pageRows() < 1) {
                throw new IllegalArgumentException("incomplete");
            }
            return decoded;
        } catch (IllegalArgumentException | java.io.IOException e) {
            throw ToolException.validation("Invalid cursor: pass next_cursor exactly as a previous query_datasf answer gave it");
        }
    }

    private byte[] tag(byte[] json) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return Arrays.copyOf(mac.doFinal(json), TAG_BYTES);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 unavailable", e);
        }
    }
}
