package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import java.util.List;

/**
 * A query after rewriting.
 *
 * @param soql the query to send; the input itself when nothing applied
 * @param corrections what changed, once per distinct change, in the order made
 * @param steps every edit as applied (see {@link Step})
 */
public record Rewrite(String soql, List<Correction> corrections, List<Step> steps) {

    public Rewrite {
        corrections = List.copyOf(corrections);
        steps = List.copyOf(steps);
    }

    public boolean changed() {
        return !steps.isEmpty();
    }
}
