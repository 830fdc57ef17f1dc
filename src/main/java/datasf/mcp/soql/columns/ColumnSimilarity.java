package datasf.mcp.soql.columns;

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
 *
 * <h2>Cost</h2>
 * A name is scored against every field, and a dataset may have a thousand: names longer than
 * {@link #MAX_FUZZY_LENGTH} characters (compact), written or in the schema, are compared for
 * equality only, and a run of words is measured only when its length leaves it a chance to beat
 * the best score so far ({@code 1 - edits / length} is at most {@code shorter / longer}), so one
 * comparison costs at most {@code MAX_FUZZY_LENGTH}^2 steps per run, whatever the caller wrote.
 */
final class ColumnSimilarity {

    static final double PARTIAL_MATCH_WEIGHT = 0.9;
    static final int MIN_FUZZY_LENGTH = 4;
    /** Names longer than this (compact) only match when equal: no column name is that long. */
    static final int MAX_FUZZY_LENGTH = 64;

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
        if (input.length() < MIN_FUZZY_LENGTH || input.length() > MAX_FUZZY_LENGTH) {
            return 0;
        }
        String compact = candidate.compact();
        double whole = compact.length() > MAX_FUZZY_LENGTH ? 0 : editSimilarity(input, compact);
        // a run only counts when its weighted score beats the whole name's
        double partial =
                PARTIAL_MATCH_WEIGHT * bestWordRunSimilarity(input, candidate.words(), whole / PARTIAL_MATCH_WEIGHT);
        return Math.max(whole, partial);
    }

    /**
     * Best score of {@code input} against runs of consecutive words shorter than the whole name,
     * when it is above {@code toBeat}; otherwise 0. Runs whose length alone keeps them at or below
     * the best so far are not measured.
     */
    private static double bestWordRunSimilarity(String input, List<String> words, double toBeat) {
        double best = toBeat;
        boolean beaten = false;
        for (int from = 0; from < words.size(); from++) {
            StringBuilder run = new StringBuilder();
            for (int to = from; to < words.size(); to++) {
                run.append(words.get(to));
                boolean wholeName = from == 0 && to == words.size() - 1;
                double bound = lengthBound(input.length(), run.length());
                if (run.length() > MAX_FUZZY_LENGTH || run.length() > input.length() && bound <= best) {
                    break; // longer runs only score lower
                }
                if (!wholeName && bound > best) {
                    double score = editSimilarity(input, run.toString());
                    if (score > best) {
                        best = score;
                        beaten = true;
                    }
                }
            }
        }
        return beaten ? best : 0;
    }

    /** The most {@link #editSimilarity} can give for strings of these lengths: each surplus char is an edit. */
    private static double lengthBound(int a, int b) {
        return (double) Math.min(a, b) / Math.max(a, b);
    }

    static double editSimilarity(String a, String b) {
        int longest = Math.max(a.length(), b.length());
        if (longest == 0) {
            return 1;
        }
        return 1.0 - (double) LEVENSHTEIN.apply(a, b) / longest;
    }
}
