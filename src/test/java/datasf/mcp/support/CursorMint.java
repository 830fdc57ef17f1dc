package datasf.mcp.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Cursors made outside the server, as a caller holding a key would make them:
 * {@code base64url(json) "." base64url(HMAC-SHA256(json)[0..16])}.
 */
public final class CursorMint {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CursorMint() {}

    /** A cursor with {@code fields}, signed with {@code key}. */
    public static String mint(Map<String, Object> fields, String key) {
        try {
            byte[] json = MAPPER.writeValueAsBytes(fields);
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
            return b64.encodeToString(json) + "." + b64.encodeToString(Arrays.copyOf(mac.doFinal(json), 16));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
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
