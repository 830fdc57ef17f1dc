package datasf.mcp.soql;

import java.util.List;

/**
 * Result of correcting one query.
 *
 * @param soql the query with column names rewritten; identical to the input when nothing changed
 * @param corrections one entry per distinct rewrite (written text and its replacement), in order
 *     of first appearance; a name used three times is reported once
 * @param ambiguities one entry per distinct column token left alone because several fields tied
 * @param edits the token replacements that turn the input into {@code soql}, left to right
 */
public record CorrectionOutcome(String soql, List<Correction> corrections, List<Ambiguity> ambiguities,
        List<Edit> edits) {

    public CorrectionOutcome {
        corrections = List.copyOf(corrections);
        ambiguities = List.copyOf(ambiguities);
        edits = List.copyOf(edits);
    }

    /** Nothing to correct: the query as written. */
    public static CorrectionOutcome unchanged(String soql) {
        return new CorrectionOutcome(soql, List.of(), List.of(), List.of());
    }

    public boolean changed() {
        return !corrections.isEmpty();
    }
}
