package datasf.mcp.access;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The accepted ways to write the keys, in {@code DATASF_ACCESS_KEYS} or in the secret:
 * <ul>
 *   <li>keys separated by commas, spaces or new lines: {@code k1,k2};</li>
 *   <li>a JSON array of strings: {@code ["k1","k2"]};</li>
 *   <li>a JSON object with a {@code keys} array: {@code {"keys":["k1","k2"]}} (other fields are
 *       ignored, so a secret can also carry notes such as owners).</li>
 * </ul>
 * Each key is 16 to 512 printable ASCII characters without commas or spaces. Messages about a
 * bad key give its position, never its text.
 */
final class AccessKeyFormat {

    static final int MIN_LENGTH = 16;
    static final int MAX_LENGTH = 512;

    private static final ObjectMapper JSON = new ObjectMapper();

    private AccessKeyFormat() {}

    /** The keys in {@code text}, or an exception naming {@code origin} and the rule broken. */
    static List<String> parse(String text, String origin) {
        String trimmed = text == null ? "" : text.strip();
        List<String> keys =
                trimmed.startsWith("[") || trimmed.startsWith("{") ? fromJson(trimmed, origin) : split(trimmed);
        if (keys.isEmpty()) {
            throw new InvalidAccessKeysException(origin + " holds no access key");
        }
        Set<String> unique = new LinkedHashSet<>();
        for (int i = 0; i < keys.size(); i++) {
            unique.add(valid(keys.get(i), i + 1, origin));
        }
        return List.copyOf(unique);
    }

    private static List<String> split(String text) {
        List<String> keys = new ArrayList<>();
        for (String part : text.split("[,\\s]+")) {
            if (!part.isEmpty()) {
                keys.add(part);
            }
        }
        return keys;
    }

    private static List<String> fromJson(String text, String origin) {
        JsonNode json;
        try {
            json = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            // Jackson's message would quote the text, which holds the keys
            throw new InvalidAccessKeysException(origin + " starts like JSON but is not valid JSON");
        }
        JsonNode array = json.isObject() ? json.get("keys") : json;
        if (array == null || !array.isArray()) {
            throw new InvalidAccessKeysException(
                    origin + " must be a JSON array of keys or an object with a \"keys\" array");
        }
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            if (!array.get(i).isTextual()) {
                throw new InvalidAccessKeysException(origin + ": key #" + (i + 1) + " is not a string");
            }
            keys.add(array.get(i).textValue());
        }
        return keys;
    }

    private static String valid(String key, int position, String origin) {
        if (key.length() < MIN_LENGTH) {
            throw new InvalidAccessKeysException(origin + ": key #" + position + " is shorter than " + MIN_LENGTH
                    + " characters (generate keys with e.g. `openssl rand -hex 32`)");
        }
        if (key.length() > MAX_LENGTH) {
            throw new InvalidAccessKeysException(
                    origin + ": key #" + position + " is longer than " + MAX_LENGTH + " characters");
        }
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c <= ' ' || c > '~' || c == ',') {
                throw new InvalidAccessKeysException(origin + ": key #" + position
                        + " may only hold printable ASCII characters other than commas and spaces");
            }
        }
        return key;
    }
}
