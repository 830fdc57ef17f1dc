package datasf.mcp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.answer.Advised;
import datasf.mcp.answer.Paged;
import datasf.mcp.answer.QueryAdvice;
import datasf.mcp.answer.Truncatable;
import datasf.mcp.errors.ToolError;
import datasf.mcp.errors.ToolException;
import datasf.mcp.json.JsonFactory;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import datasf.mcp.tools.ToolLimits;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Whatever the items, a fitted answer is within the budget and keeps the longest prefix that fits;
 * what is cut is what the answer's type says may be, whatever its fields are called.
 */
class AnswerBudgetPropertyTest {

    private static final ObjectMapper MAPPER = JsonFactory.create();

    /** Like distinct_values: a list cut from the end, with its count. */
    record Values(@JsonProperty("dataset_id") String datasetId, List<String> values, int count, boolean truncated)
            implements Truncatable<Values> {

        static Values of(List<String> values) {
            return new Values("abcd-1234", values, values.size(), false);
        }

        @Override
        public List<String> items() {
            return values;
        }

        @Override
        public Values withFirst(int kept) {
            return new Values(datasetId, values.subList(0, kept), kept, true);
        }
    }

    /** A list a cursor continues: never cut, whatever else it is. */
    record PagedValues(List<String> rows, int count, boolean truncated, String nextCursor)
            implements Truncatable<PagedValues>, Paged {

        @Override
        public List<String> items() {
            return rows;
        }

        @Override
        public PagedValues withFirst(int kept) {
            return new PagedValues(rows.subList(0, kept), kept, true, nextCursor);
        }
    }

    /** Like query_datasf's empty answer: rows, advice inline, a source. */
    record Rows(
            List<Map<String, String>> data,
            int count,
            boolean truncated,
            @JsonUnwrapped QueryAdvice advice,
            String source)
            implements Paged, Advised<Rows> {

        @Override
        public String nextCursor() {
            return null;
        }

        @Override
        public Rows withAdvice(QueryAdvice cut) {
            return new Rows(data, count, truncated, cut, source);
        }
    }

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

    private static int size(Object value) throws Exception {
        return MAPPER.writeValueAsString(value).getBytes(StandardCharsets.UTF_8).length;
    }

    @Property(tries = 300)
    void aFittedAnswerIsWithinTheBudgetAndKeepsTheLongestFittingPrefix(
            @ForAll("items") List<String> items, @ForAll @IntRange(min = 200, max = 20_000) int bytes)
            throws Exception {
        AnswerBudget budget = budget(bytes);
        Values answer = Values.of(items);
        if (size(answer) <= bytes) {
            return;
        }
        Values fitted;
        try {
            fitted = budget.fit(answer);
        } catch (ToolException e) {
            // only when not even the first item fits
            assertTrue(size(answer.withFirst(1)) > bytes, "refused although the first item fits");
            return;
        }
        assertTrue(size(fitted) <= bytes, "fitted answer of " + size(fitted) + " bytes");
        List<String> kept = fitted.values();
        assertEquals(items.subList(0, kept.size()), kept, "a prefix, in order");
        assertEquals(kept.size(), fitted.count());
        assertTrue(fitted.truncated());
        assertTrue(kept.size() < items.size(), "something was cut");
        if (kept.size() + 1 < items.size()) {
            assertTrue(size(answer.withFirst(kept.size() + 1)) > bytes, "one more item would still have fitted");
        }
    }

    @Property(tries = 50)
    void aPagedAnswerIsNeverCutButRefused(@ForAll("items") List<String> items) throws Exception {
        PagedValues answer = new PagedValues(items, items.size(), false, "abc.def");
        AnswerBudget budget = budget(200);
        if (size(answer) > 200) {
            ToolException refused = assertThrows(ToolException.class, () -> budget.fit(answer));
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
    Arbitrary<List<Hint>> hints() {
        return advice().map(texts ->
                texts.stream().map(t -> new Hint(t, "because", null, null)).toList());
    }

    @Provide
    Arbitrary<List<Correction>> corrections() {
        return advice().map(texts -> texts.stream()
                .map(t -> Correction.of(Correction.Kind.rewrite, t, "x", null))
                .toList());
    }

    private static Arbitrary<List<String>> advice() {
        return Arbitraries.strings()
                .withCharRange(' ', '~')
                .withChars('中')
                .ofMaxLength(2000)
                .list()
                .ofMaxSize(40);
    }

    @Property(tries = 200)
    void aFittedErrorIsWithinTheBudgetAndKeepsTheStartOfItsTextAndAPrefixOfItsAdvice(
            @ForAll("text") String error,
            @ForAll("text") String details,
            @ForAll("hints") List<Hint> hints,
            @ForAll("corrections") List<Correction> corrections,
            @ForAll @IntRange(min = 400, max = 20_000) int bytes)
            throws Exception {
        ToolError body = new ToolError(error, "api_error", details, corrections, hints);
        ToolError fitted = budget(bytes).fitError(body);
        assertTrue(size(fitted) <= bytes, "an error body of " + size(fitted) + " bytes");
        assertTrue(error.startsWith(fitted.error().replace(AnswerBudget.CUT_MARK, "")), "the error's start");
        assertEquals("api_error", fitted.errorType());
        assertPrefix(corrections, fitted.corrections(), "corrections");
        assertPrefix(hints, fitted.hints(), "hints");
        boolean cut = count(fitted.corrections()) < corrections.size() || count(fitted.hints()) < hints.size();
        if (cut) {
            assertTrue(
                    String.valueOf(fitted.details()).contains("left out to fit the answer's size budget"),
                    "says what was left out");
        }
    }

    @Property(tries = 200)
    void aPagedAnswerWithTooMuchAdviceKeepsItsRowsWholeAndAPrefixOfEachAdviceList(
            @ForAll("hints") List<Hint> hints,
            @ForAll("corrections") List<Correction> corrections,
            @ForAll @IntRange(min = 1000, max = 20_000) int bytes)
            throws Exception {
        Rows answer = new Rows(
                List.of(Map.of("n", "0")),
                1,
                false,
                new QueryAdvice("No rows matched. See hints.", corrections, null, hints),
                "SELECT count(*) AS n");
        AnswerBudget budget = budget(bytes);
        if (size(answer) <= bytes) {
            return;
        }
        Rows fitted = budget.fit(answer);
        assertTrue(size(fitted) <= bytes, "an answer of " + size(fitted) + " bytes");
        assertEquals(answer.data(), fitted.data(), "the rows are whole");
        assertFalse(fitted.truncated(), "no row was cut");
        assertPrefix(corrections, fitted.advice().corrections(), "corrections");
        assertPrefix(hints, fitted.advice().hints(), "hints");
        assertTrue(
                fitted.advice().message().startsWith("No rows matched. See hints. ["),
                fitted.advice().message());
    }

    private static void assertPrefix(List<?> all, List<?> kept, String what) {
        List<?> present = kept == null ? List.of() : kept;
        assertEquals(all.subList(0, present.size()), present, what + ": a prefix, in order");
    }

    private static int count(List<?> list) {
        return list == null ? 0 : list.size();
    }
}
