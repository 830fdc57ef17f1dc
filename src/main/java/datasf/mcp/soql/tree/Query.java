package datasf.mcp.soql.tree;

import java.util.List;

/**
 * A whole query: one SELECT, or several joined by {@code |>} (each reads the rows of the one
 * before) or a set operation ({@code UNION}, {@code INTERSECT}, {@code MINUS}, each optionally
 * {@code ALL}).
 *
 * @param joiners between each two selects, in upper case: {@code |>}, {@code UNION ALL}, ...
 */
public record Query(int start, int end, List<Select> selects, List<String> joiners) implements Node {

    public Query {
        selects = List.copyOf(selects);
        joiners = List.copyOf(joiners);
    }

    /** The select whose rows are the answer: the last one of a pipeline. */
    public Select last() {
        return selects.get(selects.size() - 1);
    }

    /** A single select (no pipe, no set operation). */
    public boolean isSimple() {
        return selects.size() == 1;
    }

    /** Only pipes between the selects (no set operation). */
    public boolean isPipeline() {
        return joiners.stream().allMatch("|>"::equals);
    }

    @Override
    public List<Node> children() {
        return List.copyOf(selects);
    }
}
