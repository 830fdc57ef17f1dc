package datasf.mcp.soql;

import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A query after repairs made before sending it: what one stage made of it (the column corrector,
 * a set of rewrite rules), or all of them together ({@link #then}).
 *
 * @param tree the query to send, parsed (the input's own tree when nothing applied): what the
 *     checker, the checks and the paging read, without parsing it again
 * @param corrections every change, once per distinct change, in the order made
 * @param ambiguities column names left alone because several fields were equally close
 * @param steps every edit as applied, for tests (see {@link Step})
 * @param schemaUsed whether the schema was at hand (column and literal checks ran)
 */
public record Repair(
        SoqlTree tree,
        List<Correction> corrections,
        List<Ambiguity> ambiguities,
        List<Step> steps,
        boolean schemaUsed) {

    public Repair {
        corrections = List.copyOf(corrections);
        ambiguities = List.copyOf(ambiguities);
        steps = List.copyOf(steps);
    }

    /** The query as written, untouched. */
    public static Repair none(SoqlTree written) {
        return new Repair(written, List.of(), List.of(), List.of(), false);
    }

    /** The query to send. */
    public String soql() {
        return tree.text();
    }

    /** This repair, then {@code next}, which ran on this one's query. */
    public Repair then(Repair next) {
        Set<Correction> allCorrections = new LinkedHashSet<>(corrections);
        allCorrections.addAll(next.corrections);
        List<Ambiguity> allAmbiguities = new ArrayList<>(ambiguities);
        allAmbiguities.addAll(next.ambiguities);
        List<Step> allSteps = new ArrayList<>(steps);
        allSteps.addAll(next.steps);
        return new Repair(
                next.tree, new ArrayList<>(allCorrections), allAmbiguities, allSteps, schemaUsed || next.schemaUsed);
    }

    public boolean changed() {
        return !steps.isEmpty();
    }
}
