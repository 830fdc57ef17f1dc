package datasf.mcp.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import datasf.mcp.tools.ToolLimits;
import jakarta.inject.Singleton;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The byte budget every tool's answer passes through ({@code DATASF_RESPONSE_BYTES}, applied to the
 * serialized structured content, which the text content repeats). Whatever Socrata sends (long text
 * values, long names, wide tables), no answer is larger: it bounds the LLM's context per call and
 * keeps the response far below Lambda's 6 MB synchronous limit.
 *
 * <p>An answer over the budget has its largest list cut from the end (lists are ordered best or
 * most frequent first) when its output declares {@code truncated}, which then says so, with
 * {@code truncated_reason: "bytes"} and {@code count} following where declared. Paged answers
 * (those declaring {@code next_cursor}) are never cut here, since the cursor would skip what was
 * cut: their pages are fitted to the budget where the cursor is made ({@code PageRunner}). An answer
 * that cannot be cut, or whose list's first item alone is over the budget, is a classified error
 * saying how to narrow the request.
 */
@Singleton
public class AnswerBudget {

    private final ObjectMapper mapper;
    private final int budget;

    public AnswerBudget(ObjectMapper mapper, ToolLimits limits) {
        this.mapper = mapper;
        this.budget = limits.responseBytes();
    }

    public int budget() {
        return budget;
    }

    /** Whether {@code json} (an answer's text) is over the budget; cheap for the usual small answer. */
    boolean exceeded(String json) {
        // a char is at most 3 UTF-8 bytes (a surrogate pair is 4 bytes for 2 chars)
        return (long) json.length() * 3 > budget && utf8Length(json) > budget;
    }

    /**
     * The answer cut to the budget.
     *
     * @param declared the JSON property names the tool's output record declares
     * @throws ToolException (api_error) when it cannot be cut to fit
     */
    Map<String, Object> fit(Map<String, Object> structured, Set<String> declared) {
        if (declared.contains("next_cursor") || !declared.contains("truncated")) {
            throw tooLarge(structured);
        }
        String key = null;
        long largest = -1;
        for (Map.Entry<String, Object> entry : structured.entrySet()) {
            if (entry.getValue() instanceof List<?> list && !list.isEmpty()) {
                long size = bytes(list);
                if (size > largest) {
                    largest = size;
                    key = entry.getKey();
                }
            }
        }
        if (key == null) {
            throw tooLarge(structured);
        }
        List<?> list = (List<?>) structured.get(key);
        boolean countsThisList = structured.get("count") instanceof Number n && n.intValue() == list.size();
        Map<String, Object> cut = new LinkedHashMap<>(structured);
        cut.put("truncated", true);
        if (declared.contains("truncated_reason")) {
            cut.put("truncated_reason", "bytes");
        }
        cut.put(key, List.of());
        long used = bytes(cut); // with the full count: its digits only get fewer
        int kept = 0;
        for (Object item : list.subList(0, list.size() - 1)) {
            long size = bytes(item) + (kept > 0 ? 1 : 0);
            if (used + size > budget) {
                break;
            }
            used += size;
            kept++;
        }
        // the estimate counted the full count's digits: one more item may fit exactly (but never all
        // of them: the whole list did not fit, so at least one item is cut and truncated is true)
        while (kept < list.size() - 1 && bytes(withPrefix(cut, key, list, kept + 1, countsThisList)) <= budget) {
            kept++;
        }
        if (kept == 0) {
            throw tooLarge(structured);
        }
        return withPrefix(cut, key, list, kept, countsThisList);
    }

    private static Map<String, Object> withPrefix(Map<String, Object> answer, String key, List<?> list, int kept,
                                                  boolean countsThisList) {
        Map<String, Object> cut = new LinkedHashMap<>(answer);
        cut.put(key, list.subList(0, kept));
        if (countsThisList) {
            cut.put("count", kept);
        }
        return cut;
    }

    private ToolException tooLarge(Map<String, Object> structured) {
        return new ToolException(ErrorType.API_ERROR, "The answer would be " + bytes(structured) + " bytes, over the "
                + budget + "-byte budget of one answer (DATASF_RESPONSE_BYTES), and cannot be cut to fit; narrow the "
                + "request: fewer or shorter columns, a WHERE filter or a lower limit");
    }

    private long bytes(Object value) {
        try {
            return mapper.writeValueAsBytes(value).length;
        } catch (JsonProcessingException e) {
            return Long.MAX_VALUE / 4;
        }
    }

    static long utf8Length(String text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c)) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
