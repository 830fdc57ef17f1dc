package datasf.mcp.soql.columns;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Ambiguity;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.Step;
import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Rewrites near-miss column names in a SoQL query to the dataset's real field names
 * (docs/auto-correction.md; the rules below are SoqlColumnCorrectorPropertyTest's properties).
 *
 * <p>Only {@linkplain ColumnReferences column references} of the parsed query are candidates; string
 * literals, functions, aliases, keywords and system fields are never touched, and every character
 * outside the rewritten names is preserved. A text that does not parse as SoQL is left as it is:
 * its words may be SQL syntax ({@code FETCH FIRST 10 ROWS ONLY}), and guessing a column for one
 * would only hide the real mistake. A written name is compared with each field's API name and its
 * display name, using the score described in {@link ColumnSimilarity}; then:
 * <ul>
 *   <li>a name equal to a field name is left alone;</li>
 *   <li>otherwise the closest field wins if it scores at least the threshold and no other field
 *       is within {@link #TIE_EPSILON} of it. Names that differ from a field only in case,
 *       separators or camelCase score 1, so {@code INCIDENT_CATEGORY}, {@code incidentCategory}
 *       and {@code `Incident Category`} all become {@code incident_category};</li>
 *   <li>when fields tie, nothing changes and the tie is reported as an {@link Ambiguity};</li>
 *   <li>below the threshold the name passes through for Socrata to reject.</li>
 * </ul>
 *
 * <h2>Threshold and Fuse.js</h2>
 * The threshold is written as Fuse.js (a common fuzzy-search library) writes one, 0.4 by default,
 * since that is the scale people who tune fuzzy matching know. A Fuse score is roughly
 * {@code errors / pattern length} (0 = perfect, 1 = anything), while this class scores
 * {@code 1 - edits / length} (1 = perfect). The two are mirror images, so a Fuse threshold
 * {@code f} corresponds to a similarity threshold {@code 1 - f}: the default
 * {@value #DEFAULT_THRESHOLD} is Fuse's 0.4, "at most about 40% of the name may be wrong", and
 * {@link #fromFuseThreshold(double)} applies the mapping for other values. The table test
 * ({@code SoqlColumnCorrectorTableTest}) supports 0.6 on the SFPD incidents schema: every one of
 * its realistic LLM mistakes scores at least 0.8 against the intended field (the weakest is the
 * transposition {@code resolutoin}; {@code neighbourhood} for {@code analysis_neighborhood} scores
 * 0.83), while unrelated words an LLM might invent ({@code status}, {@code total}, {@code month},
 * {@code crime_type}) stay below 0.5. Any threshold between those would pass the table; 0.6 keeps
 * parity with Fuse's usual 0.4 and leaves a margin on both sides.
 *
 * <p>Unlike Fuse, which finds the pattern anywhere inside a field and so happily maps a fragment
 * like {@code id} to {@code row_id}, this class refuses fragments under four characters, matches
 * longer ones only on word boundaries, and reports ties instead of picking one.
 */
public final class SoqlColumnCorrector {

    /** Similarity a field must reach to be substituted; the equivalent of Fuse.js's 0.4. */
    public static final double DEFAULT_THRESHOLD = 0.6;

    /** Lowest similarity still worth offering in a "did you mean" list. */
    public static final double SUGGESTION_FLOOR = 0.4;

    /**
     * Scores closer than this count as a tie. One edit moves a score by at least 1/length, which is
     * more than 0.01 for any name under 100 characters, so only genuinely equal candidates tie.
     */
    public static final double TIE_EPSILON = 0.01;

    /**
     * The most distinct unknown names of one query matched against the schema (each costs one
     * comparison per field, and a dataset may have a thousand fields); the rest pass through as
     * written, for Socrata to refuse. An LLM's query names a few columns, not dozens of unknown ones.
     */
    static final int MAX_UNKNOWN_NAMES = 16;

    private final double threshold;

    /**
     * Each schema's index, prepared once: the key is the cached schema's own column list (compared
     * by identity), so a warm instance normalizes a dataset's names once and not on every call, and
     * an index goes when its schema leaves the schema cache.
     */
    private final Cache<List<ColumnInfo>, SchemaIndex> indexes =
            Caffeine.newBuilder().weakKeys().maximumSize(256).build();

    public SoqlColumnCorrector() {
        this(DEFAULT_THRESHOLD);
    }

    /**
     * @param threshold minimum similarity in (0, 1] for a substitution; 1 allows only case,
     *     separator and camelCase differences
     */
    public SoqlColumnCorrector(double threshold) {
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IllegalArgumentException("threshold must be in (0, 1], was " + threshold);
        }
        this.threshold = threshold;
    }

    /** A corrector equivalent to a Fuse.js threshold (0 = exact only, towards 1 = anything). */
    public static SoqlColumnCorrector fromFuseThreshold(double fuseThreshold) {
        if (!(fuseThreshold >= 0 && fuseThreshold < 1)) {
            throw new IllegalArgumentException("Fuse threshold must be in [0, 1), was " + fuseThreshold);
        }
        return new SoqlColumnCorrector(1 - fuseThreshold);
    }

    public double threshold() {
        return threshold;
    }

    /**
     * Corrects every column reference of {@code soql} in one pass. The repair reports one correction
     * per distinct rewrite (a name used three times is reported once) and one ambiguity per distinct
     * column token left alone because several fields tied.
     */
    public Repair correct(String soql, List<ColumnInfo> columns) {
        return correct(SoqlTree.parse(Objects.requireNonNull(soql, "soql")), columns);
    }

    /**
     * The same on a parsed query: a corrected text is parsed once more (the repair carries its
     * tree); a query with nothing to correct keeps the tree it came with.
     */
    public Repair correct(SoqlTree tree, List<ColumnInfo> columns) {
        String soql = tree.text();
        if (!tree.isValid()) {
            // not SoQL: its words may be SQL's (FETCH FIRST 10 ROWS), never columns to guess at
            return new Repair(tree, List.of(), List.of(), List.of(), true);
        }
        SchemaIndex schema = index(columns);
        List<SoqlToken> tokens = tree.tokens();
        Map<Integer, String> fieldByToken = new TreeMap<>();
        Map<String, Ambiguity> ambiguities = new LinkedHashMap<>();
        Map<String, ColumnMatch> matchesByName = new HashMap<>();

        int unknown = 0;
        for (ColumnRef reference : ColumnReferences.find(tree.query())) {
            ColumnMatch match = matchesByName.get(reference.name());
            if (match == null) {
                boolean known = schema.hasField(reference.name());
                // every unknown name is scored against every field: only so many are, per query
                match = known || unknown++ < MAX_UNKNOWN_NAMES
                        ? match(reference.name(), schema)
                        : ColumnMatch.noMatch();
                matchesByName.put(reference.name(), match);
            }
            if (match.kind() == ColumnMatch.Kind.CORRECTED) {
                fieldByToken.put(tokenAt(tokens, reference.start()), match.fieldName());
            } else if (match.kind() == ColumnMatch.Kind.AMBIGUOUS) {
                String written = reference.text();
                ambiguities.putIfAbsent(written, new Ambiguity(written, match.candidates()));
            }
        }

        String[] texts = spellReplacements(tokens, fieldByToken, schema);
        Set<Correction> corrections = new LinkedHashSet<>();
        List<Step> steps = new ArrayList<>();
        StringBuilder corrected = new StringBuilder(soql.length());
        for (int i = 0; i < tokens.size(); i++) {
            SoqlToken token = tokens.get(i);
            if (!texts[i].equals(token.text())) {
                Correction correction = Correction.column(token.text(), texts[i]);
                corrections.add(correction);
                steps.add(new Step(token.start(), token.text(), texts[i], correction));
            }
            corrected.append(texts[i]);
        }
        // applied right to left, as the rewriter applies its edits: each offset is still the written one
        Collections.reverse(steps);
        return new Repair(
                steps.isEmpty() ? tree : SoqlTree.parse(corrected.toString()),
                new ArrayList<>(corrections),
                new ArrayList<>(ambiguities.values()),
                steps,
                true);
    }

    /**
     * The final text of every token. Corrected fields are written bare when possible, but in
     * backticks when the bare name would fuse with a neighbour into a different token, as in
     * {@code `Incident Category`AND}, {@code :`Incident Category`} or two adjacent backtick names.
     * Left to right, each decision sees its neighbours' tentative texts; quoting a name can only
     * make its neighbours safer, since a backtick fuses with nothing.
     */
    private static String[] spellReplacements(
            List<SoqlToken> tokens, Map<Integer, String> fieldByToken, SchemaIndex schema) {
        String[] texts = new String[tokens.size()];
        for (int i = 0; i < tokens.size(); i++) {
            String field = fieldByToken.get(i);
            texts[i] = field == null ? tokens.get(i).text() : schema.soqlText(field);
        }
        for (Map.Entry<Integer, String> replaced : fieldByToken.entrySet()) {
            int i = replaced.getKey();
            boolean bare = !texts[i].startsWith("`");
            boolean fusesLeft = i > 0 && fusesWithFollowingName(tokens.get(i - 1), texts[i - 1]);
            boolean fusesRight = i + 1 < tokens.size() && SoqlLexer.isIdentifierPart(texts[i + 1].codePointAt(0));
            if (bare && (fusesLeft || fusesRight)) {
                texts[i] = "`" + replaced.getValue() + "`";
            }
        }
        return texts;
    }

    /** Whether a bare name written right after {@code text} would be swallowed by it. */
    private static boolean fusesWithFollowingName(SoqlToken previous, String text) {
        int last = text.codePointBefore(text.length());
        // A number followed by e.g. "e5x" would lex as the number 1e5 and a name x.
        return previous.type() == SoqlTokenType.NUMBER
                || SoqlLexer.isIdentifierPart(last)
                || last == ':'
                || last == '@';
    }

    /** The index of the token that starts at {@code offset} (a name is one token). */
    private static int tokenAt(List<SoqlToken> tokens, int offset) {
        int low = 0;
        int high = tokens.size() - 1;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (tokens.get(middle).start() < offset) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /**
     * The field a single column name refers to: the name itself when it is a field, the unique
     * closest field at or above the threshold, or empty when there is none or several tie.
     * Surrounding backticks are ignored.
     */
    public Optional<String> correctColumn(String name, List<ColumnInfo> columns) {
        ColumnMatch match = match(withoutBackticks(name), index(columns));
        return Optional.ofNullable(match.fieldName());
    }

    /**
     * Up to {@code max} field names closest to {@code name}, best first, for "did you mean"
     * messages. Unlike correction this ignores the threshold, but drops fields scoring below
     * {@link #SUGGESTION_FLOOR}, which would be noise.
     */
    public List<String> suggest(String name, List<ColumnInfo> columns, int max) {
        if (max < 0) {
            throw new IllegalArgumentException("max must not be negative, was " + max);
        }
        List<String> suggestions = new ArrayList<>();
        for (SchemaIndex.ScoredField field : index(columns).rank(withoutBackticks(name))) {
            if (suggestions.size() == max || field.score() < SUGGESTION_FLOOR) {
                break;
            }
            suggestions.add(field.fieldName());
        }
        return List.copyOf(suggestions);
    }

    /** The similarity the corrector sees between a written name and a column, in [0, 1]. */
    double score(String name, ColumnInfo column) {
        List<SchemaIndex.ScoredField> ranked = new SchemaIndex(List.of(column)).rank(name);
        return ranked.isEmpty() ? 0 : ranked.get(0).score();
    }

    private SchemaIndex index(List<ColumnInfo> columns) {
        return indexes.get(columns, SchemaIndex::new);
    }

    private ColumnMatch match(String name, SchemaIndex schema) {
        if (schema.hasField(name)) {
            return ColumnMatch.exact(name);
        }
        List<SchemaIndex.ScoredField> ranked = schema.rank(name);
        if (ranked.isEmpty() || ranked.get(0).score() < threshold) {
            return ColumnMatch.noMatch();
        }
        double best = ranked.get(0).score();
        List<String> tied = new ArrayList<>();
        for (SchemaIndex.ScoredField field : ranked) {
            if (field.score() < threshold || best - field.score() > TIE_EPSILON) {
                break;
            }
            tied.add(field.fieldName());
        }
        return tied.size() == 1 ? ColumnMatch.corrected(tied.get(0)) : ColumnMatch.ambiguous(tied);
    }

    private static String withoutBackticks(String name) {
        Objects.requireNonNull(name, "name");
        if (name.length() >= 2 && name.startsWith("`") && name.endsWith("`")) {
            return name.substring(1, name.length() - 1);
        }
        return name;
    }
}
