package datasf.mcp.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import datasf.mcp.tools.ToolLimits;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The byte budget every tool's answer passes through ({@code DATASF_LIMITS_RESPONSE_BYTES}, applied to the
 * serialized structured content, which the text content repeats, and to the body of a failed
 * call). Whatever Socrata sends (long text values, long names, wide tables, long error messages)
 * and however much advice the server adds, no answer is larger: it bounds the LLM's context per
 * call and keeps the response far below Lambda's 6 MB synchronous limit.
 *
 * <p>What is cut, in order, and how the answer says so:
 * <ol>
 *   <li>the answer's data list ({@link #fit}): its largest list that is not advice, cut from the
 *       end (lists are ordered best or most frequent first) when its output declares
 *       {@code truncated}, which then says so, with {@code truncated_reason: "bytes"} and
 *       {@code count} following where declared. Paged answers (those declaring
 *       {@code next_cursor}) are never cut here, since the cursor would skip what was cut: their
 *       pages are fitted to the budget where the cursor is made ({@code PageRunner});</li>
 *   <li>advice about the query ({@link #ADVICE}), from the end, when the answer does not fit even
 *       so: hints down to the first, then ambiguities, corrections, and the first hint last;
 *       {@code message} (or an error's {@code details}) says how many were left out. Advice never
 *       changes what the answer says about the data, and {@code source.soql} (or Socrata's
 *       message) still holds the query that ran;</li>
 *   <li>in an error, Socrata's text ({@code details}, then {@code error}), keeping its start.</li>
 * </ol>
 * An answer that still does not fit (one item over the budget) is a classified error saying how to
 * narrow the request.
 */
@Singleton
public class AnswerBudget {

    /** Advice about the query, not the data: cut after the data list (see {@link #cutAdvice}). */
    static final List<String> ADVICE = List.of("hints", "ambiguities", "corrections");
    /** The order advice is cut in: hints down to the first (the fix line), then the rest, the first hint last. */
    private static final List<AdviceCut> ADVICE_CUTS = List.of(
            new AdviceCut("hints", 1),
            new AdviceCut("ambiguities", 0),
            new AdviceCut("corrections", 0),
            new AdviceCut("hints", 0));

    static final String CUT_MARK = "... [cut to fit the answer's size budget]";

    /** One step of {@link #cutAdvice}: cut {@code key}'s list, keeping at least {@code keep} items. */
    private record AdviceCut(String key, int keep) {}

    /** An answer with its advice cut, and how many of each list were left out. */
    private record Advised(Map<String, Object> answer, Map<String, Integer> leftOut) {}

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
        boolean cuttable = !declared.contains("next_cursor") && declared.contains("truncated");
        if (cuttable) {
            Map<String, Object> cut = cutData(structured, declared);
            if (cut != null) {
                return cut;
            }
        }
        Map<String, Object> advised = cutAdvice(structured, declared.contains("message") ? "message" : null)
                .answer();
        if (fits(advised)) {
            return advised;
        }
        Map<String, Object> cut = cuttable ? cutData(advised, declared) : null;
        if (cut == null) {
            throw tooLarge(structured);
        }
        return cut;
    }

    /**
     * A failed call's body ({@code {error, error_type, details?, corrections?, hints?}}) cut to the
     * budget: its advice first (noted in {@code details}), then Socrata's text, keeping its start.
     */
    Map<String, Object> fitError(Map<String, Object> body) {
        if (fits(body)) {
            return body;
        }
        Advised advised = cutAdvice(body, "details");
        Map<String, Object> cut = advised.answer();
        String note = note(advised.leftOut());
        if (!fits(cut) && body.get("details") instanceof String details) {
            cut = cutText(cut, "details", details, note == null ? "" : " [" + note + "]");
        }
        if (!fits(cut) && body.get("error") instanceof String error) {
            cut = cutText(cut, "error", error, "");
        }
        return cut;
    }

    /** The answer with its largest data list cut to fit, or null when not even one item fits. */
    private Map<String, Object> cutData(Map<String, Object> structured, Set<String> declared) {
        String key = null;
        long largest = -1;
        for (Map.Entry<String, Object> entry : structured.entrySet()) {
            if (!ADVICE.contains(entry.getKey()) && entry.getValue() instanceof List<?> list && !list.isEmpty()) {
                long size = bytes(list);
                if (size > largest) {
                    largest = size;
                    key = entry.getKey();
                }
            }
        }
        if (key == null) {
            return null;
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
        return kept == 0 ? null : withPrefix(cut, key, list, kept, countsThisList);
    }

    /**
     * The answer with its advice lists cut from the end until it fits, and {@code noteField}
     * (message or details) saying how many of each were left out. The first hint (the fix line) goes
     * last: corrections can be read back from the query that ran, a fix cannot.
     */
    private Advised cutAdvice(Map<String, Object> answer, String noteField) {
        Map<String, Object> cut = new LinkedHashMap<>(answer);
        Map<String, Integer> leftOut = new LinkedHashMap<>();
        for (AdviceCut step : ADVICE_CUTS) {
            if (fits(cut)) {
                break;
            }
            if (!(answer.get(step.key()) instanceof List<?> all) || all.isEmpty()) {
                continue;
            }
            int present = all.size() - leftOut.getOrDefault(step.key(), 0);
            if (present <= step.keep()) {
                continue;
            }
            Map<String, Object> base = cut;
            String key = step.key();
            // the longest prefix that fits with its note, found by halving: sizes grow with the prefix
            Predicate<Integer> fitsWith = kept -> fits(withAdvice(base, key, all, kept, leftOut, noteField, answer));
            int low = step.keep();
            int high = present - 1;
            while (low < high) {
                int middle = (low + high + 1) / 2;
                if (fitsWith.test(middle)) {
                    low = middle;
                } else {
                    high = middle - 1;
                }
            }
            cut = withAdvice(base, key, all, low, leftOut, noteField, answer);
            leftOut.put(key, all.size() - low);
        }
        return new Advised(cut, leftOut);
    }

    private static Map<String, Object> withAdvice(
            Map<String, Object> base,
            String key,
            List<?> list,
            int kept,
            Map<String, Integer> leftOut,
            String noteField,
            Map<String, Object> original) {
        Map<String, Object> cut = new LinkedHashMap<>(base);
        if (kept == 0) {
            cut.remove(key);
        } else {
            cut.put(key, list.subList(0, kept));
        }
        Map<String, Integer> counts = new LinkedHashMap<>(leftOut);
        counts.put(key, list.size() - kept);
        if (noteField != null) {
            cut.put(noteField, withNote(original.get(noteField), counts));
        }
        return cut;
    }

    /** {@code text} with a note of what was left out, e.g. "No rows matched. [12 hints left out ...]". */
    private static String withNote(Object text, Map<String, Integer> leftOut) {
        String note = note(leftOut);
        if (note == null) {
            return text instanceof String s ? s : null;
        }
        return text instanceof String s && !s.isBlank() ? s + " [" + note + "]" : note;
    }

    /** "12 hints, 3 corrections left out to fit the answer's size budget ...", or null when none was. */
    private static String note(Map<String, Integer> leftOut) {
        List<String> parts = new ArrayList<>();
        leftOut.forEach((key, count) -> {
            if (count > 0) {
                parts.add(count + " " + (count == 1 ? key.substring(0, key.length() - 1) : key));
            }
        });
        if (parts.isEmpty()) {
            return null;
        }
        return String.join(", ", parts) + " left out to fit the answer's size budget"
                + (leftOut.getOrDefault("corrections", 0) > 0 ? " (the query that ran shows every correction)" : "");
    }

    /** {@code field} set to the longest start of {@code text} that lets the answer fit, marked as cut, then {@code suffix}. */
    private Map<String, Object> cutText(Map<String, Object> answer, String field, String text, String suffix) {
        Map<String, Object> cut = new LinkedHashMap<>(answer);
        // every character is at least one byte: nothing longer than the budget can fit
        int low = 0;
        int high = Math.min(text.length(), budget);
        while (low < high) {
            int middle = (low + high + 1) / 2;
            cut.put(field, prefix(text, middle) + CUT_MARK + suffix);
            if (fits(cut)) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        cut.put(field, prefix(text, low) + CUT_MARK + suffix);
        return cut;
    }

    /** The first {@code length} chars, never half a surrogate pair. */
    private static String prefix(String text, int length) {
        int end = length > 0 && Character.isHighSurrogate(text.charAt(length - 1)) ? length - 1 : length;
        return text.substring(0, end);
    }

    private boolean fits(Map<String, Object> answer) {
        return bytes(answer) <= budget;
    }

    private static Map<String, Object> withPrefix(
            Map<String, Object> answer, String key, List<?> list, int kept, boolean countsThisList) {
        Map<String, Object> cut = new LinkedHashMap<>(answer);
        cut.put(key, list.subList(0, kept));
        if (countsThisList) {
            cut.put("count", kept);
        }
        return cut;
    }

    private ToolException tooLarge(Map<String, Object> structured) {
        return new ToolException(
                ErrorType.API_ERROR,
                "The answer would be " + bytes(structured) + " bytes, over the "
                        + budget
                        + "-byte budget of one answer (DATASF_LIMITS_RESPONSE_BYTES), and cannot be cut to fit; narrow the "
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
