package datasf.mcp.answer;

import datasf.mcp.json.Description;
import datasf.mcp.soql.Ambiguity;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import java.util.List;

/**
 * What an answer says about its query beside the data: one line for the LLM, the changes the
 * server made to the query, the names it left alone as ambiguous, and the hints. The SoQL tools'
 * outputs carry it inline ({@code @JsonUnwrapped}: {@code message}, {@code corrections},
 * {@code ambiguities}, {@code hints} among the answer's own fields), and a failed call's body the
 * same lists ({@code details} its line). Advice never changes what the answer says about the data,
 * so the answer's byte budget may cut it ({@link Advised}). An empty list is null: not written.
 *
 * @param message one line for the LLM, or null
 */
public record QueryAdvice(
        String message,
        List<Correction> corrections,

        @Description("names that matched several columns equally; left unchanged")
        List<Ambiguity> ambiguities,

        List<Hint> hints) {

    public static final QueryAdvice NONE = new QueryAdvice(null, null, null, null);

    public QueryAdvice {
        corrections = orNull(corrections);
        ambiguities = orNull(ambiguities);
        hints = orNull(hints);
    }

    /** The same lists with another line. */
    public QueryAdvice withMessage(String line) {
        return new QueryAdvice(line, corrections, ambiguities, hints);
    }

    /** The lists of advice, in the order an answer too large for its budget loses them. */
    public enum Kind {
        HINTS("hint", "hints"),
        AMBIGUITIES("ambiguity", "ambiguities"),
        CORRECTIONS("correction", "corrections");

        private final String one;
        private final String many;

        Kind(String one, String many) {
            this.one = one;
            this.many = many;
        }

        /** "1 hint", "3 corrections". */
        public String count(int n) {
            return n + " " + (n == 1 ? one : many);
        }
    }

    /** One of its lists; empty when it has none. */
    public List<?> list(Kind kind) {
        List<?> list = switch (kind) {
            case HINTS -> hints;
            case AMBIGUITIES -> ambiguities;
            case CORRECTIONS -> corrections;
        };
        return list == null ? List.of() : list;
    }

    /** The same advice with only the first {@code kept} items of one list. */
    public QueryAdvice withFirst(Kind kind, int kept) {
        return switch (kind) {
            case HINTS -> new QueryAdvice(message, corrections, ambiguities, first(hints, kept));
            case AMBIGUITIES -> new QueryAdvice(message, corrections, first(ambiguities, kept), hints);
            case CORRECTIONS -> new QueryAdvice(message, first(corrections, kept), ambiguities, hints);
        };
    }

    private static <T> List<T> first(List<T> list, int kept) {
        return list == null ? null : list.subList(0, Math.min(kept, list.size()));
    }

    private static <T> List<T> orNull(List<T> list) {
        return list == null || list.isEmpty() ? null : List.copyOf(list);
    }
}
