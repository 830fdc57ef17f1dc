package datasf.mcp.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Cursors made outside the server, as a caller holding a key would make them, and read as anyone
 * can (they are signed, not encrypted): {@code base64url(body) "." base64url(HMAC-SHA256(body)[0..16])},
 * the body a format byte (1 plain, 2 DEFLATE) and {@code header-json "\n" soql}.
 */
public final class CursorMint {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final byte PLAIN = 1;
    private static final byte DEFLATED = 2;

    private CursorMint() {}

    /** A cursor with {@code fields} (the SoQL among them; absent is empty), signed with {@code key}. */
    public static String mint(Map<String, Object> fields, String key) {
        try {
            Map<String, Object> header = new LinkedHashMap<>(fields);
            Object soql = header.remove("soql");
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            body.write(PLAIN);
            body.write(MAPPER.writeValueAsBytes(header));
            body.write('\n');
            body.write((soql == null ? "" : soql.toString()).getBytes(StandardCharsets.UTF_8));
            byte[] bytes = body.toByteArray();
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
            return b64.encodeToString(bytes) + "." + b64.encodeToString(Arrays.copyOf(mac.doFinal(bytes), 16));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The SoQL a cursor the server issued carries. */
    public static String soql(String cursor) {
        byte[] body = Base64.getUrlDecoder().decode(cursor.substring(0, cursor.indexOf('.')));
        byte[] payload = Arrays.copyOfRange(body, 1, body.length);
        if (body[0] == DEFLATED) {
            try (InflaterInputStream in =
                    new InflaterInputStream(new ByteArrayInputStream(payload), new Inflater(true))) {
                payload = in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        String text = new String(payload, StandardCharsets.UTF_8);
        return text.substring(text.indexOf('\n') + 1);
    }

    /** The fields of a cursor the server would issue for the bicycle counts' second page of 5 rows, changed by {@code change}. */
    public static Map<String, Object> bicycleCounts(Consumer<Map<String, Object>> change) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("datasetId", "uczf-rk3c");
        fields.put("soql", "SELECT * ORDER BY :id");
        fields.put("offset", 5);
        fields.put("end", -1);
        fields.put("pageRows", 5);
        fields.put("format", "json");
        change.accept(fields);
        return fields;
    }
}
