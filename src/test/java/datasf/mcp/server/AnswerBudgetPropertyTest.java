package datasf.mcp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.errors.ToolException;
import datasf.mcp.tools.ToolLimits;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Whatever the items, a fitted answer is within the budget and keeps the longest prefix that fits. */
class AnswerBudgetPropertyTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Set<String> LIKE_DISTINCT_VALUES = Set.of("dataset_id", "values", "count", "truncated");

    @Provide
    Arbitrary<List<String>> items() {
        return Arbitraries.strings()
                .withCharRange(' ', '~')
                .withChars('é', '中', '\n')
                .ofMaxLength(3000)
                .list()
                .ofMinSize(1)
                .ofMaxSize(60);
    }

    private static AnswerBudget budget(int bytes) {
        return new AnswerBudget(MAPPER, new ToolLimits(5, 20, 10, 50, 100, 1000, bytes));
    }

    private static Map<String, Object> answer(List<String> items) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("dataset_id", "abcd-1234");
        answer.put("values", items);
        answer.put("count", items.size());
        answer.put("truncated", false);
        return answer;
    }

    private static int size(Object value) throws Exception {
        return MAPPER.writeValueAsString(value).getBytes(StandardCharsets.UTF_8).length;
    }

    @Property(tries = 300)
    void aFittedAnswerIsWithinTheBudgetAndKeepsTheLongestFittingPrefix(
            @ForAll("items") List<String> items, @ForAll @IntRange(min = 200, max = 20_000) int bytes)
            throws Exception {
        AnswerBudget budget = budget(bytes);
        Map<String, Object> answer = answer(items);
        String text = MAPPER.writeValueAsString(answer);
        if (!budget.exceeded(text)) {
            assertTrue(size(answer) <= bytes);
            return;
        }
        Map<String, Object> fitted;
        try {
            fitted = budget.fit(answer, LIKE_DISTINCT_VALUES);
        } catch (ToolException e) {
            // only when not even the first item fits
            Map<String, Object> one = answer(items.subList(0, 1));
            one.put("truncated", true);
            assertTrue(size(one) > bytes, "refused although the first item fits");
            return;
        }
        assertTrue(size(fitted) <= bytes, "fitted answer of " + size(fitted) + " bytes");
        List<?> kept = (List<?>) fitted.get("values");
        assertEquals(items.subList(0, kept.size()), kept, "a prefix, in order");
        assertEquals(kept.size(), fitted.get("count"));
        assertEquals(true, fitted.get("truncated"));
        assertTrue(kept.size() < items.size(), "something was cut");
        if (kept.size() + 1 < items.size()) {
            Map<String, Object> oneMore = answer(items.subList(0, kept.size() + 1));
            oneMore.put("truncated", true);
            assertTrue(size(oneMore) > bytes, "one more item would still have fitted");
        }
    }

    @Property(tries = 50)
    void aPagedAnswerIsNeverCutButRefused(@ForAll("items") List<String> items) throws Exception {
        Map<String, Object> answer = answer(items);
        answer.put("next_cursor", "abc.def");
        AnswerBudget budget = budget(200);
        Set<String> paged = Set.of("values", "count", "truncated", "next_cursor");
        if (budget.exceeded(MAPPER.writeValueAsString(answer))) {
            ToolException refused = assertThrows(ToolException.class, () -> budget.fit(answer, paged));
            assertTrue(refused.getMessage().contains("over the 200-byte budget"), refused.getMessage());
        }
    }

    @Provide
    Arbitrary<String> text() {
        return Arbitraries.strings()
                .withCharRange(' ', '~')
                .withChars('é', '中', '"', '\\', '\n')
                .ofMaxLength(20_000)
                .injectDuplicates(0.0)
                .edgeCases(edges -> edges.add("\uD83D\uDE00".repeat(5000)));
    }

    @Provide
    Arbitrary<List<Map<String, Object>>> advice() {
        return Arbitraries.strings()
                .withCharRange(' ', '~')
                .withChars('中')
                .ofMaxLength(2000)
                .map(t -> Map.<String, Object>of("what", t, "why", "because"))
                .list()
                .ofMaxSize(40);
    }

    @Property(tries = 200)
    void aFittedErrorIsWithinTheBudgetAndKeepsTheStartOfItsTextAndAPrefixOfItsAdvice(
            @ForAll("text") String error,
            @ForAll("text") String details,
            @ForAll("advice") List<Map<String, Object>> hints,
            @ForAll("advice") List<Map<String, Object>> corrections,
            @ForAll @IntRange(min = 400, max = 20_000) int bytes)
            throws Exception {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", error);
        body.put("error_type", "api_error");
        body.put("details", details);
        body.put("corrections", corrections);
        body.put("hints", hints);
        Map<String, Object> fitted = budget(bytes).fitError(body);
        assertTrue(size(fitted) <= bytes, "an error body of " + size(fitted) + " bytes");
        assertTrue(
                error.startsWith(((String) fitted.get("error")).replace(AnswerBudget.CUT_MARK, "")),
                "the error's start");
        assertEquals("api_error", fitted.get("error_type"));
        for (String key : List.of("hints", "corrections")) {
            List<?> kept = (List<?>) fitted.getOrDefault(key, List.of());
            assertEquals(((List<?>) body.get(key)).subList(0, kept.size()), kept, key + ": a prefix, in order");
            if (kept.size() < ((List<?>) body.get(key)).size()) {
                assertTrue(
                        String.valueOf(fitted.get("details")).contains("left out to fit the answer's size budget"),
                        "says what was left out");
            }
        }
    }

    @Property(tries = 200)
    void aPagedAnswerWithTooMuchAdviceKeepsItsRowsWholeAndAPrefixOfEachAdviceList(
            @ForAll("advice") List<Map<String, Object>> hints,
            @ForAll("advice") List<Map<String, Object>> corrections,
            @ForAll @IntRange(min = 1000, max = 20_000) int bytes)
            throws Exception {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("data", List.of(Map.of("n", "0")));
        answer.put("count", 1);
        answer.put("truncated", false);
        answer.put("message", "No rows matched. See hints.");
        answer.put("corrections", corrections);
        answer.put("hints", hints);
        answer.put("source", Map.of("soql", "SELECT count(*) AS n"));
        Set<String> paged =
                Set.of("data", "count", "truncated", "next_cursor", "message", "corrections", "hints", "source");
        AnswerBudget budget = budget(bytes);
        if (!budget.exceeded(MAPPER.writeValueAsString(answer))) {
            return;
        }
        Map<String, Object> fitted = budget.fit(answer, paged);
        assertTrue(size(fitted) <= bytes, "an answer of " + size(fitted) + " bytes");
        assertEquals(answer.get("data"), fitted.get("data"), "the rows are whole");
        assertEquals(false, fitted.get("truncated"), "no row was cut");
        for (String key : List.of("hints", "corrections")) {
            List<?> kept = (List<?>) fitted.getOrDefault(key, List.of());
            assertEquals(((List<?>) answer.get(key)).subList(0, kept.size()), kept, key + ": a prefix, in order");
        }
        assertTrue(((String) fitted.get("message")).startsWith("No rows matched. See hints. ["), (String)
                fitted.get("message"));
    }
}
