package datasf.mcp.soql;

import java.util.List;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * How close a name an LLM wrote is to a schema name, as a score in [0, 1] (1 = same name).
 *
 * <h2>Why normalized Levenshtein and not Jaro-Winkler</h2>
 * The score is {@code 1 - edits / max(length)} over the {@link NormalizedName#compact() compact}
 * forms. Jaro-Winkler rewards shared prefixes, and Socrata schemas are full of them: in the SFPD
 * incidents dataset ten fields start with {@code incident_}, so Jaro-Winkler rates
 * {@code incident_xyz} above 0.9 against most of them and the score stops meaning "few typos".
 * Edit distance over length counts typos, and it is also what Fuse.js measures (its Bitap score is
 * roughly errors divided by pattern length), which keeps the threshold comparable to a Fuse
 * threshold; see {@link SoqlColumnCorrector}.
 *
 * <h2>Partial names</h2>
 * LLMs often write only the distinctive part of a name ({@code neighbourhood} for
 * {@code analysis_neighborhood}, {@code category} for {@code incident_category}). Fuse handles that
 * by matching the pattern anywhere inside the field; here the name is also compared with every
 * proper run of consecutive words of the candidate ({@code neighborhood}, {@code analysis}, ...),
 * and the best run's score is weighted by {@link #PARTIAL_MATCH_WEIGHT} so that a whole-name match
 * always beats a partial one. Runs respect word boundaries, so {@code category} prefers
 * {@code incident_category} (exact word) over {@code incident_subcategory}.
 *
 * <h2>Short names</h2>
 * Names shorter than {@link #MIN_FUZZY_LENGTH} characters only match when equal after
 * normalization: one edit in three letters turns {@code cnt} into {@code cnn}, which says nothing
 * about what was meant.
 */
final class ColumnSimilarity {

    static final double PARTIAL_MATCH_WEIGHT = 0.9;
    static final int MIN_FUZZY_LENGTH = 4;

    private static final LevenshteinDistance LEVENSHTEIN = LevenshteinDistance.getDefaultInstance();

    private ColumnSimilarity() {}

    static double score(String written, String candidate) {
        return score(NormalizedName.of(written), NormalizedName.of(candidate));
    }

    static double score(NormalizedName written, NormalizedName candidate) {
        String input = written.compact();
        if (input.isEmpty() || candidate.compact().isEmpty()) {
            return 0;
        }
        if (input.equals(candidate.compact())) {
            return 1;
        }
        if (input.length() < MIN_FUZZY_LENGTH) {
            return 0;
        }
        double whole = editSimilarity(input, candidate.compact());
        double partial = PARTIAL_MATCH_WEIGHT * bestWordRunSimilarity(input, candidate.words());
        return Math.max(whole, partial);
    }

    /** Best score of {@code input} against runs of consecutive words shorter than the whole name. */
    private static double bestWordRunSimilarity(String input, List<String> words) {
        double best = 0;
        for (int from = 0; from < words.size(); from++) {
            StringBuilder run = new StringBuilder();
            for (int to = from; to < words.size(); to++) {
                run.append(words.get(to));
                boolean wholeName = from == 0 && to == words.size() - 1;
                if (!wholeName) {
                    best = Math.max(best, editSimilarity(input, run.toString()));
                }
            }
        }
        return best;
    }

    static double editSimilarity(String a, String b) {
        int longest = Math.max(a.length(), b.length());
        if (longest == 0) {
            return 1;
        }
        return 1.0 - (double) LEVENSHTEIN.apply(a, b) / longest;
    }
}
