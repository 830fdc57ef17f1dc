package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Walk;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "Total cost, using the revised cost where there is one and the estimate otherwise" written
 * {@code sum(revised_cost)} leaves out every row without a revised cost: the question takes one
 * column in place of another, which only {@code coalesce} does. Noted when the question says so
 * ("where there is one", "if available", "otherwise"), the query uses one number column the
 * question names and one other the question names, of the same kind ({@code _cost}), is not used; the note's query reads
 * {@code coalesce} of the two, the one the question names first first. "The most recent cost
 * estimate for each" says the same of a column named as revised ({@code revised_cost}) with gaps,
 * and the one other number of its kind ({@code estimated_cost}).
 */
final class FallbackCheck implements Check {

    /** Words of a number column's name that say what kind of number, not which. */
    private static final Set<String> GENERIC = Set.of("cost", "amount", "value", "number", "count", "total");

    /** "The most recent cost estimate for each", "the most up-to-date figure": the revised one, where there is one. */
    private static final Pattern LATEST =
            Pattern.compile("\\b(?:most recent|latest|most up[- ]to[- ]date|up[- ]to[- ]date|most current)\\b");

    /** Words one of which every phrase of {@link #LATEST} has. */
    private static final Set<String> RECENT = Set.of("recent", "latest", "up", "current");

    /** Words of a column's name that say it was revised. */
    private static final Set<String> REVISED = Set.of("revised", "updated", "amended", "adjusted");

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        boolean latest = question.isKnown()
                && question.words().stream().anyMatch(RECENT::contains)
                && question.read(LATEST).find();
        if (!question.isKnown() || !question.asksFallback() && !latest || review.query() == null) {
            return;
        }
        // the numbers the answer shows, when it shows one: a number the WHERE compares beside a sum
        // (supervisor_district = 8) is no cost; a count's WHERE (revised_cost > 1000000) is
        List<ColumnRef> refs = numbers(
                review.query().last().items().stream()
                        .flatMap(item -> Walk.all(item.expr(), ColumnRef.class).stream())
                        .toList(),
                review);
        if (refs.isEmpty()) {
            refs = numbers(Walk.all(review.query(), ColumnRef.class), review);
        }
        Set<String> used = new java.util.LinkedHashSet<>();
        refs.forEach(ref -> used.add(ref.name()));
        if (used.size() != 1) {
            return;
        }
        String written = used.iterator().next();
        // the other column the question names, of the same kind as the one written (a cost beside a cost)
        Set<String> kind = Words.of(written);
        kind.retainAll(GENERIC);
        List<String> named = review.dataset().columns().stream()
                .filter(c -> c.type() == SoqlType.NUMBER)
                .map(ColumnFacts::field)
                .filter(field -> position(review, field) >= 0)
                .filter(field -> field.equals(written)
                        || kind.isEmpty()
                        || Words.of(field).containsAll(kind))
                .sorted(Comparator.comparingInt(field -> position(review, field)))
                .toList();
        if (latest && !question.asksFallback()) {
            named = latestFirst(review, written, kind);
        }
        if (named.size() != 2 || !named.contains(written)) {
            return;
        }
        String coalesced = "coalesce(" + named.get(0) + ", " + named.get(1) + ")";
        Edits edits = new Edits(review.text());
        refs.forEach(ref -> edits.replace(ref, coalesced));
        notes.add(
                refs.get(0),
                "the question takes " + named.get(1) + " where " + named.get(0) + " has no value, and the query reads "
                        + written + " alone",
                coalesced,
                edits.apply());
    }

    /**
     * For "the most recent figure": the one of the column written and the one other number column
     * of its kind whose name says it was revised and which has gaps, then the other, which stands
     * where it has none.
     */
    private static List<String> latestFirst(Review review, String written, Set<String> kind) {
        if (kind.isEmpty()) {
            return List.of();
        }
        List<String> others = review.dataset().columns().stream()
                .filter(c -> c.type() == SoqlType.NUMBER && !c.field().equals(written))
                .map(ColumnFacts::field)
                .filter(field -> Words.of(field).containsAll(kind))
                .toList();
        if (others.size() != 1) {
            return List.of();
        }
        String other = others.get(0);
        // the revised one first, whichever the query reads: the estimate alone is no latest figure
        return revisedWithGaps(review, written)
                ? List.of(written, other)
                : revisedWithGaps(review, other) ? List.of(other, written) : List.of();
    }

    private static boolean revisedWithGaps(Review review, String field) {
        ColumnFacts column = review.dataset().column(field);
        return column != null
                && column.stats() != null
                && column.stats().hasNulls()
                && Words.of(field).stream().anyMatch(REVISED::contains);
    }

    private static List<ColumnRef> numbers(List<ColumnRef> refs, Review review) {
        return refs.stream()
                .filter(ref -> review.dataset().type(ref.name()) == SoqlType.NUMBER)
                .toList();
    }

    /**
     * Where the question first names the column by a word of its name beyond the generic ones and
     * what the rows are ({@code permit} of {@code permit_type}), or -1.
     */
    private static int position(Review review, String field) {
        Set<String> words = Words.of(field);
        words.removeAll(GENERIC);
        words.removeAll(review.dataset().profile().row().rowWords());
        return words.stream()
                .filter(w -> w.length() >= 4)
                .mapToInt(review.question()::position)
                .filter(at -> at >= 0)
                .min()
                .orElse(-1);
    }
}
