package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Ambiguity;
import datasf.mcp.soql.Correction;
import java.util.List;

/**
 * A query after every repair the server makes before sending it.
 *
 * @param soql the query to send
 * @param corrections every change, in the order made
 * @param ambiguities column names left alone because several fields were equally close
 * @param steps every edit as applied, for tests (see {@link Step})
 * @param schemaUsed whether the schema was at hand (column and literal checks ran)
 */
public record Repair(String soql, List<Correction> corrections, List<Ambiguity> ambiguities, List<Step> steps,
                     boolean schemaUsed) {

    public Repair {
        corrections = List.copyOf(corrections);
        ambiguities = List.copyOf(ambiguities);
        steps = List.copyOf(steps);
    }

    /** The query as written, untouched. */
    public static Repair none(String soql) {
        return new Repair(soql, List.of(), List.of(), List.of(), false);
    }

    public boolean changed() {
        return !steps.isEmpty();
    }
}
