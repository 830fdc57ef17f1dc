package datasf.mcp.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * A JSON object already written: wherever it is serialized, its text is copied as it is. A row of
 * an answer is written once, when the page measures it, and copied into the answer from then on;
 * an answer is written once, and copied into the response as its structured content. Written to
 * UTF-8 by Jackson, which escapes every character outside the Basic Multilingual Plane (and any
 * lone surrogate) as {@code \\uXXXX}, so the text holds no surrogate, and its UTF-8 bytes are the
 * ones measured ({@link #bytes()}), however it is copied.
 */
public final class RawObject implements JsonSerializable {

    private final String json;
    private final int bytes;

    private RawObject(String json, int bytes) {
        this.json = json;
        this.bytes = bytes;
    }

    /** {@code value} (a JSON object, or what serializes as one) written once. */
    public static RawObject write(ObjectMapper mapper, Object value) {
        try {
            byte[] utf8 = mapper.writeValueAsBytes(value);
            return new RawObject(new String(utf8, StandardCharsets.UTF_8), utf8.length);
        } catch (JsonProcessingException e) {
            // Only possible for unserializable values, which answers and rows are not.
            throw new IllegalStateException("a value could not be serialized", e);
        }
    }

    /** The object's JSON text. */
    public String json() {
        return json;
    }

    /** Its length in UTF-8 bytes: what it adds to an answer wherever it is copied. */
    public int bytes() {
        return bytes;
    }

    @Override
    public void serialize(JsonGenerator generator, SerializerProvider serializers) throws IOException {
        generator.writeRawValue(json);
    }

    @Override
    public void serializeWithType(JsonGenerator generator, SerializerProvider serializers, TypeSerializer types)
            throws IOException {
        serialize(generator, serializers);
    }

    @Override
    public String toString() {
        return json;
    }
}
