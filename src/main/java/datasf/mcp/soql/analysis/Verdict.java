package datasf.mcp.soql.analysis;

import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Optional;

/**
 * What the checker found in one query: Socrata's reasons to refuse it, in the order Socrata's
 * analysis meets them (stage by stage: calls, types, grouping), or none.
 *
 * @param tree the query as parsed
 * @param findings empty when nothing is wrong, or nothing could be judged
 */
public record Verdict(SoqlTree tree, List<Finding> findings) {

    public Verdict {
        findings = List.copyOf(findings);
    }

    /** Whether the checker found nothing Socrata would refuse. */
    public boolean passes() {
        return findings.isEmpty();
    }

    /**
     * Why Socrata will refuse the query, when the checker is sure of it (see {@link SoqlChecker}):
     * the first finding, when that one is certain. Empty otherwise, and the query goes to Socrata.
     */
    public Optional<Finding> refusal() {
        return findings.isEmpty() || !findings.get(0).certain() ? Optional.empty() : Optional.of(findings.get(0));
    }

    /** The findings Socrata answers with {@code code} ({@code query.soql.column-not-in-group-bys}, ...). */
    public List<Finding> withCode(String code) {
        return findings.stream().filter(f -> f.code().equals(code)).toList();
    }

    public String text() {
        return tree.text();
    }
}
