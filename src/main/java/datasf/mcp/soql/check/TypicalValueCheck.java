package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Walk;
import java.util.regex.Pattern;

/**
 * "What does a typical kitchen and bathroom remodel cost? I don't want a few huge jobs to skew
 * it" written {@code avg(estimated_cost)}: the mean is what a few very large values pull up, and
 * the question asks for the middle of the values, which SoQL's {@code median} gives. Noted when
 * the question asks for a typical value, or says the large ones must not skew it, and names no
 * average or mean ("typically cost, average is fine" asks for the average); the note's query takes
 * the median of the same column.
 */
final class TypicalValueCheck implements Check {

    private static final Pattern TYPICAL = Pattern.compile("\\b(?:typical(?:ly)?|skew(?:s|ed|ing)?)\\b");
    private static final Pattern AVERAGE = Pattern.compile("\\b(?:average|avg|mean)\\b");

    @Override
    public void check(Review review, Notes notes) {
        if (!review.question().isKnown() || !review.query().isSimple()) {
            return;
        }
        Call average = Walk.all(review.query().last(), Call.class).stream()
                .filter(call ->
                        call.function().equals("avg") && call.arguments().size() == 1)
                .findFirst()
                .orElse(null);
        if (average == null
                || !review.question().read(TYPICAL).find()
                || review.question().read(AVERAGE).find()) {
            return;
        }
        String median = "median(" + average.arguments().get(0).in(review.text()) + ")";
        notes.add(
                average,
                "avg is the mean, which a few very large values pull up; the question asks for a typical value, the"
                        + " middle one",
                median,
                new Edits(review.text()).replace(average, median).apply());
    }
}
