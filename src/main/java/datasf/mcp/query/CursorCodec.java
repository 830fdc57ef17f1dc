package datasf.mcp.query;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.errors.ToolException;
import datasf.mcp.socrata.DatasetId;
import jakarta.inject.Singleton;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import javax.crypto.Mac;

/**
 * Turns a {@link PageCursor} into an opaque, tamper-evident string and back:
 * {@code base64url(body) "." base64url(HMAC-SHA256(body))[0..16 bytes]}, where the body is one
 * format byte and the payload {@code header-json "\n" soql-utf8} (the header holds every field but
 * the SoQL), DEFLATE-compressed when that makes it shorter.
 *
 * <p>The HMAC, keyed by {@link CursorKeys}, means a cursor is one this deployment issued: an edited
 * or forged cursor is refused as a validation error instead of being run (nothing is inflated
 * before its tag is checked). A cursor carries the dataset id (which becomes part of the upstream
 * URL), the SoQL, the offset and the page size, so every decoded field is also checked with the
 * rules of the argument it stands for, in case a key ever leaks: what a cursor can ask for is
 * exactly what query_datasf's arguments can. Its estimate of a row's size (for sizing the next
 * page's pull) only moves how many rows a page asks Socrata for between one and the page size. A
 * cursor of an earlier format, without it, still reads: its next page asks for the page size.
 *
 * <p>Its length is bounded by the SoQL's: the SoQL is written as UTF-8 (at most 3 bytes a
 * character, where JSON would escape a control character into 6), and compression is used only when
 * it shortens. So a cursor for any SoQL of up to {@link PageCursor#MAX_SOQL} characters is at most
 * {@link #MAX_LENGTH} characters, the cursor argument's limit: every cursor the server issues, it
 * accepts.
 */
@Singleton
public class CursorCodec {

    /**
     * The most bytes a header takes: a valid dataset id, numbers at their widest, "json" (122 of
     * them; {@code CursorLengthPropertyTest}).
     */
    static final int HEADER_MAX = 128;

    private static final int TAG_BYTES = 16;
    private static final byte PLAIN = 1;
    private static final byte DEFLATED = 2;
    /** The longest payload a cursor may carry: the header, its newline and the SoQL at 3 UTF-8 bytes a character. */
    private static final int MAX_PAYLOAD = HEADER_MAX + 1 + 3 * PageCursor.MAX_SOQL;

    /**
     * The longest cursor this server issues (and so accepts): base64 of the format byte and the
     * longest payload, a dot and the base64 tag.
     */
    public static final int MAX_LENGTH = ((1 + MAX_PAYLOAD) * 4 + 2) / 3 + 1 + (TAG_BYTES * 4 + 2) / 3; // unpadded

    private static final String HOW_TO = "; pass next_cursor exactly as a previous answer gave it";

    /** The fields of a cursor but its SoQL, which follows the header as UTF-8. */
    record Header(String datasetId, long offset, long end, int pageRows, String format, int rowBytes) {}

    private final ObjectMapper mapper;
    private final CursorKeys keys;

    public CursorCodec(ObjectMapper mapper, CursorKeys keys) {
        this.mapper = mapper;
        this.keys = keys;
    }

    public String encode(PageCursor cursor) {
        byte[] payload = payload(cursor);
        byte[] deflated = deflate(payload);
        byte[] body = deflated.length < payload.length ? withFormat(DEFLATED, deflated) : withFormat(PLAIN, payload);
        Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
        return b64.encodeToString(body) + "." + b64.encodeToString(tag(body));
    }

    /**
     * The most characters the cursor for {@code soql} can take: its uncompressed length with the
     * widest header. For reserving room in an answer before the rows are known.
     */
    public static int maxLength(String soql) {
        return base64Length(1 + HEADER_MAX + 1 + soql.getBytes(StandardCharsets.UTF_8).length)
                + 1
                + base64Length(TAG_BYTES);
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
            byte[] body = Base64.getUrlDecoder().decode(cursor.substring(0, dot));
            byte[] tag = Base64.getUrlDecoder().decode(cursor.substring(dot + 1));
            if (body.length == 0 || !MessageDigest.isEqual(tag, tag(body))) {
                throw new IllegalArgumentException("bad tag");
            }
            byte[] rest = Arrays.copyOfRange(body, 1, body.length);
            decoded = read(
                    switch (body[0]) {
                        case PLAIN -> rest;
                        case DEFLATED -> inflate(rest);
                        default -> throw new IllegalArgumentException("unknown format");
                    });
        } catch (IllegalArgumentException | java.io.IOException | DataFormatException e) {
            throw ToolException.validation("Invalid cursor: it was not issued by this server or was altered" + HOW_TO);
        }
        check(decoded, maxPageRows);
        return decoded;
    }

    private byte[] payload(PageCursor cursor) {
        try {
            byte[] header = mapper.writeValueAsBytes(new Header(
                    cursor.datasetId(),
                    cursor.offset(),
                    cursor.end(),
                    cursor.pageRows(),
                    cursor.format(),
                    cursor.rowBytes()));
            byte[] soql = cursor.soql().getBytes(StandardCharsets.UTF_8);
            byte[] payload = Arrays.copyOf(header, header.length + 1 + soql.length);
            payload[header.length] = '\n';
            System.arraycopy(soql, 0, payload, header.length + 1, soql.length);
            return payload;
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cursor could not be written", e);
        }
    }

    /** The cursor in a payload; its header is JSON, which never holds a raw newline. */
    private PageCursor read(byte[] payload) throws java.io.IOException {
        int newline = 0;
        while (newline < payload.length && payload[newline] != '\n') {
            newline++;
        }
        if (newline == payload.length) {
            throw new IllegalArgumentException("no header");
        }
        Header header = mapper.readValue(payload, 0, newline, Header.class);
        String soql = new String(payload, newline + 1, payload.length - newline - 1, StandardCharsets.UTF_8);
        return new PageCursor(
                header.datasetId(),
                soql,
                header.offset(),
                header.end(),
                header.pageRows(),
                header.format(),
                header.rowBytes());
    }

    private static byte[] withFormat(byte format, byte[] bytes) {
        byte[] body = new byte[bytes.length + 1];
        body[0] = format;
        System.arraycopy(bytes, 0, body, 1, bytes.length);
        return body;
    }

    private static byte[] deflate(byte[] payload) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        try {
            deflater.setInput(payload);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(payload.length);
            byte[] buffer = new byte[4096];
            while (!deflater.finished()) {
                out.write(buffer, 0, deflater.deflate(buffer));
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    /** At most {@link #MAX_PAYLOAD} bytes: a cursor this server issued never holds more. */
    private static byte[] inflate(byte[] deflated) throws DataFormatException {
        Inflater inflater = new Inflater(true);
        try {
            inflater.setInput(deflated);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new DataFormatException("truncated");
                }
                out.write(buffer, 0, n);
                if (out.size() > MAX_PAYLOAD) {
                    throw new DataFormatException("too long");
                }
            }
            return out.toByteArray();
        } finally {
            inflater.end();
        }
    }

    private static int base64Length(int bytes) {
        return (bytes * 4 + 2) / 3; // unpadded
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
        if (!ResultFormat.json.name().equals(cursor.format())
                && !ResultFormat.csv.name().equals(cursor.format())) {
            throw invalid("its format must be json or csv");
        }
        if (cursor.offset() < 0 || cursor.offset() > PageCursor.MAX_OFFSET) {
            throw invalid("its offset must be between 0 and " + PageCursor.MAX_OFFSET);
        }
        if (cursor.end() != -1 && (cursor.end() < cursor.offset() || cursor.end() > PageCursor.MAX_OFFSET)) {
            throw invalid("its end must be -1 (no LIMIT) or between the offset and " + PageCursor.MAX_OFFSET);
        }
        if (cursor.rowBytes() < 0) {
            throw invalid("its row size must not be negative");
        }
    }

    private static ToolException invalid(String rule) {
        return ToolException.validation("Invalid cursor: " + rule + HOW_TO);
    }

    private byte[] tag(byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(keys.current());
            return Arrays.copyOf(mac.doFinal(body), TAG_BYTES);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 unavailable", e);
        }
    }
}
