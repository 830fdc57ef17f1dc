package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.Step;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Runs rules in order over a query. Each rule sees the text its predecessors left and runs until
 * it finds nothing more (nested mistakes such as {@code YEAR(CAST(x AS DATE))} take two passes);
 * its edits are spliced into the text, so everything no rule touched stays as written. Token
 * rules ({@link RewriteRule}) read the lexer's tokens of any text; tree rules ({@link TreeRule})
 * read the syntax tree, and find nothing in text that does not parse. A text is read once however
 * many rules read it: the query's own tree (and its tokens) until a rule changes it, then the
 * changed text, lexed or parsed once when a rule first needs it.
 */
public final class SoqlRewriter {

    /** A rule that still finds work after this many passes is not converging; stop it. */
    static final int MAX_PASSES = 8;

    private final List<BiFunction<Text, RewriteContext, List<Edit>>> rules;

    private SoqlRewriter(List<BiFunction<Text, RewriteContext, List<Edit>>> rules) {
        this.rules = List.copyOf(rules);
    }

    /** Rules over tokens, for text that may not be SoQL yet. */
    public static SoqlRewriter ofTokens(List<RewriteRule> rules) {
        return new SoqlRewriter(rules.stream()
                .<BiFunction<Text, RewriteContext, List<Edit>>>map(
                        rule -> (text, context) -> rule.edits(text.tokens(), context))
                .toList());
    }

    /** Rules over the syntax tree; they see only text that parses. */
    public static SoqlRewriter ofTrees(List<TreeRule> rules) {
        return new SoqlRewriter(rules.stream()
                .<BiFunction<Text, RewriteContext, List<Edit>>>map(rule -> (text, context) -> {
                    SoqlTree tree = text.tree();
                    return tree.isValid() ? rule.edits(tree, context) : List.of();
                })
                .toList());
    }

    /**
     * The query with every rule applied, carrying the tree of what they made (the query's own
     * when nothing applied); no ambiguities, and schemaUsed false (the caller knows).
     */
    public Repair rewrite(SoqlTree query, RewriteContext context) {
        Text text = new Text(query);
        Set<Correction> corrections = new LinkedHashSet<>();
        List<Step> steps = new ArrayList<>();
        for (BiFunction<Text, RewriteContext, List<Edit>> rule : rules) {
            for (int pass = 0; pass < MAX_PASSES; pass++) {
                List<Edit> edits = disjoint(text.text, rule.apply(text, context));
                if (edits.isEmpty()) {
                    break;
                }
                text.changeTo(apply(text.text, edits, steps));
                edits.stream().map(Edit::correction).filter(c -> c != null).forEach(corrections::add);
            }
        }
        return new Repair(text.tree(), new ArrayList<>(corrections), List.of(), steps, false);
    }

    /** The text being rewritten, with its tokens and tree once a rule asked for them. */
    private static final class Text {
        private String text;
        private SoqlTree tree;
        private QueryText tokens;

        Text(SoqlTree tree) {
            this.text = tree.text();
            this.tree = tree;
        }

        QueryText tokens() {
            if (tokens == null) {
                tokens = tree != null ? QueryText.of(tree) : QueryText.of(text);
            }
            return tokens;
        }

        /** The tree of the text: the query's own until a rule changed it, then the changed text's, parsed once. */
        SoqlTree tree() {
            if (tree == null) {
                tree = SoqlTree.parse(text);
            }
            return tree;
        }

        void changeTo(String changed) {
            text = changed;
            tree = null;
            tokens = null;
        }
    }

    /**
     * Edits in text order that change something and do not overlap (the earlier wins; a rule
     * reports an inner occurrence again on its next pass). An edit without a correction of its
     * own is reported by the last edit before it that has one.
     */
    private static List<Edit> disjoint(String text, List<Edit> edits) {
        List<Edit> sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt(Edit::start).thenComparingInt(Edit::end));
        List<Edit> kept = new ArrayList<>();
        Correction reporting = null;
        int end = -1;
        for (Edit edit : sorted) {
            if (edit.end() > text.length()) {
                continue;
            }
            boolean changes = !text.substring(edit.start(), edit.end()).equals(edit.replacement());
            if (!changes || edit.start() < end) {
                continue;
            }
            reporting = edit.correction() != null ? edit.correction() : reporting;
            kept.add(new Edit(edit.start(), edit.end(), edit.replacement(), reporting));
            end = Math.max(end, edit.end());
        }
        return kept;
    }

    /** Splices edits from the last to the first, so each offset still points into the text as written. */
    private static String apply(String text, List<Edit> edits, List<Step> steps) {
        StringBuilder result = new StringBuilder(text);
        for (int i = edits.size() - 1; i >= 0; i--) {
            Edit edit = edits.get(i);
            steps.add(new Step(
                    edit.start(), text.substring(edit.start(), edit.end()), edit.replacement(), edit.correction()));
            result.replace(edit.start(), edit.end(), edit.replacement());
        }
        return result.toString();
    }
}
