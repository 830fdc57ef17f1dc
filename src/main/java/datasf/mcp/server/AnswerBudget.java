package datasf.mcp.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.answer.Advised;
import datasf.mcp.answer.Paged;
import datasf.mcp.answer.QueryAdvice;
import datasf.mcp.answer.Truncatable;
import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolError;
import datasf.mcp.errors.ToolException;
import datasf.mcp.tools.ToolLimits;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntPredicate;

/**
 * The byte budget every tool's answer passes through ({@code DATASF_LIMITS_RESPONSE_BYTES}, applied to the
 * serialized structured content, which the text content repeats, and to the body of a failed
 * call). Whatever Socrata sends (long text values, long names, wide tables, long error messages)
 * and however much advice the server adds, no answer is larger: it bounds the LLM's context per
 * call and keeps the response far below Lambda's 6 MB synchronous limit.
 *
 * <p>What may be cut is what the answer's type says, never a field's name:
 * <ol>
 *   <li>the list of a {@link Truncatable} answer, cut from the end (lists are ordered best or most
 *       frequent first), the answer saying so. A {@link Paged} answer's rows are never cut here,
 *       since the cursor would skip what was cut: its pages are fitted to the budget where the
 *       cursor is made ({@code PageRunner});</li>
 *   <li>the advice of an {@link Advised} answer ({@link QueryAdvice}), from the end, when the
 *       answer does not fit even so: hints down to the first, then ambiguities, corrections, and
 *       the first hint last; its line (an error's {@code details}) says how many were left out.
 *       Advice never changes what the answer says about the data, and {@code source.soql} (or
 *       Socrata's message) still holds the query that ran;</li>
 *   <li>in an error, Socrata's text ({@code details}, then {@code error}), keeping its start.</li>
 * </ol>
 * An answer that still does not fit (one item over the budget) is a classified error saying how to
 * narrow the request.
 */
@Singleton
public class AnswerBudget {

    /** The order advice is cut in: hints down to the first (the fix line), then the rest, the first hint last. */
    private static final List<AdviceCut> ADVICE_CUTS = List.of(
            new AdviceCut(QueryAdvice.Kind.HINTS, 1),
            new AdviceCut(QueryAdvice.Kind.AMBIGUITIES, 0),
            new AdviceCut(QueryAdvice.Kind.CORRECTIONS, 0),
            new AdviceCut(QueryAdvice.Kind.HINTS, 0));

    static final String CUT_MARK = "... [cut to fit the answer's size budget]";

    /** One step of {@link #cutAdvice}: cut the list of {@code kind}, keeping at least {@code keep} items. */
    private record AdviceCut(QueryAdvice.Kind kind, int keep) {}

    /** An answer with its advice cut, and the note of what was left out (null when nothing was). */
    private record Advice<A>(A answer, String note) {}

    private final ObjectMapper mapper;
    private final int budget;

    public AnswerBudget(ObjectMapper mapper, ToolLimits limits) {
        this.mapper = mapper;
        this.budget = limits.responseBytes();
    }

    public int budget() {
        return budget;
    }

    /**
     * The answer cut to the budget.
     *
     * @throws ToolException (api_error) when it cannot be cut to fit
     */
    <A> A fit(A answer) {
        boolean cuttable = answer instanceof Truncatable<?> && !(answer instanceof Paged);
        if (cuttable) {
            A cut = cutData(answer);
            if (cut != null) {
                return cut;
            }
        }
        A advised = cutAdvice(answer).answer();
        if (fits(advised)) {
            return advised;
        }
        A cut = cuttable ? cutData(advised) : null;
        if (cut == null) {
            throw tooLarge(answer);
        }
        return cut;
    }

    /** A failed call's body cut to the budget: its advice first (noted in {@code details}), then Socrata's text, keeping its start. */
    ToolError fitError(ToolError body) {
        if (fits(body)) {
            return body;
        }
        Advice<ToolError> advised = cutAdvice(body);
        ToolError cut = advised.answer();
        if (!fits(cut) && body.details() != null) {
            ToolError withoutDetails = cut;
            String note = advised.note() == null ? "" : " [" + advised.note() + "]";
            cut = cutText(text -> withDetails(withoutDetails, text), body.details(), note);
        }
        if (!fits(cut) && body.error() != null) {
            ToolError withoutError = cut;
            cut = cutText(text -> withError(withoutError, text), body.error(), "");
        }
        return cut;
    }

    /** The answer with its list cut to the longest start that fits (at least one item, never all), or null. */
    @SuppressWarnings("unchecked")
    private <A> A cutData(A answer) {
        Truncatable<A> data = (Truncatable<A>) answer;
        int size = data.items().size();
        // the whole list did not fit: at least one item is cut, and the answer says so
        int kept = longest(0, size - 1, k -> fits(data.withFirst(k)));
        return kept == 0 ? null : data.withFirst(kept);
    }

    /**
     * The answer with its advice lists cut from the end until it fits, its line saying how many of
     * each were left out. The first hint (the fix line) goes last: corrections can be read back
     * from the query that ran, a fix cannot.
     */
    @SuppressWarnings("unchecked")
    private <A> Advice<A> cutAdvice(A answer) {
        if (!(answer instanceof Advised<?> advised)) {
            return new Advice<>(answer, null);
        }
        QueryAdvice original = advised.advice();
        Map<QueryAdvice.Kind, Integer> kept = new EnumMap<>(QueryAdvice.Kind.class);
        A cut = answer;
        for (AdviceCut step : ADVICE_CUTS) {
            if (fits(cut)) {
                break;
            }
            int present =
                    kept.getOrDefault(step.kind(), original.list(step.kind()).size());
            if (present <= step.keep()) {
                continue;
            }
            // the longest prefix that fits with its note, found by halving: sizes grow with the prefix
            int best =
                    longest(step.keep(), present - 1, k -> fits(withAdvice(advised, original, kept, step.kind(), k)));
            kept.put(step.kind(), best);
            cut = (A) withAdvice(advised, original, kept, step.kind(), best);
        }
        return new Advice<>(cut, note(leftOut(original, kept), kept, original));
    }

    /** The advised answer with {@code kind} cut to {@code count} and the other cuts so far, its line noting them. */
    private static Object withAdvice(
            Advised<?> answer,
            QueryAdvice original,
            Map<QueryAdvice.Kind, Integer> kept,
            QueryAdvice.Kind kind,
            int count) {
        Map<QueryAdvice.Kind, Integer> counts = new EnumMap<>(kept);
        counts.put(kind, count);
        QueryAdvice advice = original;
        for (Map.Entry<QueryAdvice.Kind, Integer> cut : counts.entrySet()) {
            advice = advice.withFirst(cut.getKey(), cut.getValue());
        }
        String note = note(leftOut(original, counts), counts, original);
        String text = original.message();
        String line = note == null ? text : text != null && !text.isBlank() ? text + " [" + note + "]" : note;
        return answer.withAdvice(advice.withMessage(line));
    }

    /** "12 hints", "1 ambiguity": each list cut, in the order they are cut. */
    private static List<String> leftOut(QueryAdvice original, Map<QueryAdvice.Kind, Integer> kept) {
        List<String> leftOut = new ArrayList<>();
        for (QueryAdvice.Kind kind : QueryAdvice.Kind.values()) {
            int all = original.list(kind).size();
            int keep = kept.getOrDefault(kind, all);
            if (keep < all) {
                leftOut.add(kind.count(all - keep));
            }
        }
        return leftOut;
    }

    /** "12 hints, 3 corrections left out to fit the answer's size budget ...", or null when none was. */
    private static String note(List<String> leftOut, Map<QueryAdvice.Kind, Integer> kept, QueryAdvice original) {
        if (leftOut.isEmpty()) {
            return null;
        }
        boolean corrections = kept.getOrDefault(QueryAdvice.Kind.CORRECTIONS, Integer.MAX_VALUE)
                < original.list(QueryAdvice.Kind.CORRECTIONS).size();
        return String.join(", ", leftOut) + " left out to fit the answer's size budget"
                + (corrections ? " (the query that ran shows every correction)" : "");
    }

    /**
     * The longest start of {@code text} that lets the answer fit, marked as cut, then {@code suffix}:
     * {@code answer} gives the answer with a text.
     */
    private ToolError cutText(Function<String, ToolError> answer, String text, String suffix) {
        // every character is at least one byte: nothing longer than the budget can fit
        int kept = longest(
                0, Math.min(text.length(), budget), n -> fits(answer.apply(prefix(text, n) + CUT_MARK + suffix)));
        return answer.apply(prefix(text, kept) + CUT_MARK + suffix);
    }

    private static ToolError withDetails(ToolError error, String details) {
        return new ToolError(error.error(), error.errorType(), details, error.corrections(), error.hints());
    }

    private static ToolError withError(ToolError error, String text) {
        return new ToolError(text, error.errorType(), error.details(), error.corrections(), error.hints());
    }

    /** The largest {@code n} in {@code [low, high]} for which {@code fits} holds, else {@code low}; {@code fits} holds up to some n. */
    private static int longest(int low, int high, IntPredicate fits) {
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (fits.test(middle)) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }

    /** The first {@code length} chars, never half a surrogate pair. */
    private static String prefix(String text, int length) {
        int end = length > 0 && Character.isHighSurrogate(text.charAt(length - 1)) ? length - 1 : length;
        return text.substring(0, end);
    }

    private boolean fits(Object answer) {
        return bytes(answer) <= budget;
    }

    private ToolException tooLarge(Object answer) {
        return new ToolException(
                ErrorType.API_ERROR,
                "The answer would be " + bytes(answer) + " bytes, over the "
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
}
