package datasf.mcp.query;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.socrata.DatasetId;
import datasf.mcp.errors.ToolException;
import jakarta.inject.Singleton;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Mac;

/**
 * Turns a {@link PageCursor} into an opaque, tamper-evident string and back:
 * {@code base64url(json) "." base64url(HMAC-SHA256(json))[0..16 bytes]}.
 *
 * <p>The HMAC, keyed by {@link CursorKeys}, means a cursor is one this deployment issued: an edited
 * or forged cursor is refused as a validation error instead of being run. A cursor carries the
 * dataset id (which becomes part of the upstream URL), the SoQL, the offset and the page size, so
 * every decoded field is also checked with the rules of the argument it stands for, in case a key
 * ever leaks: what a cursor can ask for is exactly what query_datasf's arguments can.
 */
@Singleton
public class CursorCodec {

    private static final int TAG_BYTES = 16;
    private static final String HOW_TO = "; pass next_cursor exactly as a previous answer gave it";

    private final ObjectMapper mapper;
    private final CursorKeys keys;

    public CursorCodec(ObjectMapper mapper, CursorKeys keys) {
        this.mapper = mapper;
        this.keys = keys;
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

    /**
     * @param maxPageRows the most rows per page the arguments allow now
     * @throws ToolException (validation) when the cursor was not made by this server, was altered or breaks a rule
     */
    public PageCursor decode(String cursor, int maxPageRows) {
        PageCursor decoded;
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
            decoded = mapper.readValue(json, PageCursor.class);
        } catch (IllegalArgumentException | java.io.IOException e) {
            throw ToolException.validation("Invalid cursor: it was not issued by this server or was altered" + HOW_TO);
        }
        check(decoded, maxPageRows);
        return decoded;
    }

    /** The argument rules, applied to what a cursor asks for. */
    private static void check(PageCursor cursor, int maxPageRows) {
        if (!DatasetId.isValid(cursor.datasetId())) {
            throw invalid("its dataset id must match " + DatasetId.PATTERN);
        }
        if (cursor.soql() == null || cursor.soql().isBlank() || cursor.soql().length() > PageCursor.MAX_SOQL) {
            throw invalid("its SoQL must be 1 to " + PageCursor.MAX_SOQL + " characters");
        }
        if (cursor.pageRows() < 1 || cursor.pageRows() > maxPageRows) {
            throw invalid("its rows per page must be between 1 and " + maxPageRows);
        }
        if (!ResultFormat.json.name().equals(cursor.format()) && !ResultFormat.csv.name().equals(cursor.format())) {
            throw invalid("its format must be json or csv");
        }
        if (cursor.offset() < 0 || cursor.offset() > PageCursor.MAX_OFFSET) {
            throw invalid("its offset must be between 0 and " + PageCursor.MAX_OFFSET);
        }
        if (cursor.end() != -1 && (cursor.end() < cursor.offset() || cursor.end() > PageCursor.MAX_OFFSET)) {
            throw invalid("its end must be -1 (no LIMIT) or between the offset and " + PageCursor.MAX_OFFSET);
        }
    }

    private static ToolException invalid(String rule) {
        return ToolException.validation("Invalid cursor: " + rule + HOW_TO);
    }

    private byte[] tag(byte[] json) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(keys.current());
            return Arrays.copyOf(mac.doFinal(json), TAG_BYTES);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 unavailable", e);
        }
    }
}
