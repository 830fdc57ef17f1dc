package datasf.mcp.contract;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;

/**
 * JSON written the same way every time, so that a snapshot changes only when its content does:
 * object keys sorted at every level, two-space indentation, one array element per line, "\n" line
 * ends and a final newline, whatever the platform.
 */
public final class CanonicalJson {

    public static final ObjectMapper MAPPER = new ObjectMapper();

    private static final ObjectWriter WRITER = MAPPER.copy()
            .configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true)
            .writer(new DefaultPrettyPrinter()
                    .withSeparators(
                            Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                    .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                    .withArrayIndenter(new DefaultIndenter("  ", "\n")));

    private CanonicalJson() {}

    public static String write(JsonNode node) {
        try {
            // through plain maps, which ORDER_MAP_ENTRIES_BY_KEYS sorts (an ObjectNode keeps its order)
            return WRITER.writeValueAsString(MAPPER.convertValue(node, Object.class)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JsonNode read(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
