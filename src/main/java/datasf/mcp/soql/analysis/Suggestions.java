package datasf.mcp.soql.analysis;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one gate every query the server suggests passes through before it reaches an answer: the
 * query of each hint or note (whichever check, advisor or rule wrote it), the query a re-run
 * would send, and the query the repairs made of the one written. A query passes when it parses
 * and the checker finds nothing in it that it did not find in the query it is about (what Socrata
 * ran without complaint, the checker does not hold against a suggestion). A hint whose query fails
 * keeps its words and loses its query; that is a fault of the server, logged as a warning (the
 * build fails on a warning it did not expect, and the corpus tests look for it).
 */
public final class Suggestions {

    private static final Logger LOG = LoggerFactory.getLogger(Suggestions.class);

    private final SoqlChecker checker;
    private final Set<String> tolerated;
    /** Whether the query the suggestions are about is itself no SoQL (text the parser does not read). */
    private final boolean aboutText;

    private Suggestions(SoqlChecker checker, Set<String> tolerated, boolean aboutText) {
        this.checker = checker;
        this.tolerated = tolerated;
        this.aboutText = aboutText;
    }

    /**
     * Suggestions about a query that Socrata ran ({@code refusal} null) or refused with that code:
     * of the checker's findings in it, those a suggestion may still have are the ones Socrata did
     * not refuse it for and the checker is not sure of.
     */
    public static Suggestions about(SoqlChecker checker, String soql, String refusal) {
        return about(checker, SoqlTree.parse(soql), refusal);
    }

    /** The same, about a query already parsed. */
    public static Suggestions about(SoqlChecker checker, SoqlTree soql, String refusal) {
        Set<String> tolerated = new HashSet<>();
        boolean text = false;
        for (Finding finding : checker.check(soql).findings()) {
            text |= finding.rule() == Finding.Rule.NOT_SOQL;
            boolean refusedFor = refusal != null && (finding.code().equals(refusal) || finding.certain());
            if (finding.rule() != Finding.Rule.NOT_SOQL && !refusedFor) {
                tolerated.add(key(finding));
            }
        }
        return new Suggestions(checker, tolerated, text);
    }

    /** The hints, each with its query if that passes, else without it. */
    public List<Hint> pass(List<Hint> hints) {
        List<Hint> passed = new ArrayList<>(hints.size());
        for (Hint hint : hints) {
            if (hint.query() == null || passes(hint.query(), "the hint on " + hint.what())) {
                passed.add(hint);
            } else {
                passed.add(new Hint(hint.what(), hint.why(), hint.suggestion(), null));
            }
        }
        return passed;
    }

    /**
     * The notes on an answer with rows, each query passed ({@link #pass}), and each later query
     * carrying the fixes of the notes before it where they change other parts of the query (the
     * rows show two mistakes: the last note's query mends both), when the query that makes them
     * all passes too; else the note keeps its own.
     */
    public List<Hint> passTogether(String soql, List<Hint> notes) {
        List<Hint> passed = pass(notes);
        Composition made = new Composition(soql);
        List<Hint> together = new ArrayList<>(passed.size());
        for (Hint hint : passed) {
            if (hint.query() == null) {
                together.add(hint);
                continue;
            }
            Composition.Change change = made.change(hint.query());
            if (!made.isEmpty() && made.fits(change) && quietlyPasses(made.with(change))) {
                together.add(new Hint(
                        hint.what(), hint.why(), hint.suggestion() + ", with the fix above", made.with(change)));
                made.add(change);
            } else {
                together.add(hint);
                if (made.isEmpty() || made.fits(change)) {
                    made.add(change);
                }
            }
        }
        return together;
    }

    private boolean quietlyPasses(String query) {
        return checker.check(query).findings().stream().allMatch(finding -> tolerated.contains(key(finding)));
    }

    /** Whether a query the server would run instead of the one sent passes; a failure is logged as the fault it is. */
    public boolean passes(String query) {
        return passes(SoqlTree.parse(query), "a re-run");
    }

    /** The same, for a query already parsed. */
    public boolean passes(SoqlTree query) {
        return passes(query, "a re-run");
    }

    private boolean passes(String query, String whose) {
        return passes(SoqlTree.parse(query), whose);
    }

    private boolean passes(SoqlTree query, String whose) {
        for (Finding finding : checker.check(query).findings()) {
            if (!tolerated.contains(key(finding))) {
                if (aboutText && finding.rule() == Finding.Rule.NOT_SOQL) {
                    // built on a text that was no SoQL either: withheld as expected, no fault
                    LOG.debug("the query of {} is no SoQL, as the text it was built on: withheld", whose);
                } else {
                    LOG.warn(
                            "the query of {} fails the SoQL checker and is withheld: {} ({})",
                            whose,
                            finding.message(),
                            finding.code());
                }
                return false;
            }
        }
        return true;
    }

    /**
     * The repairs' query, or the query as written when the repairs turned one the checker passes
     * into one it does not (a repair that breaks a query is a fault: the query goes as written).
     */
    public static Repair pass(SoqlChecker checker, Repair repair, SoqlTree written) {
        if (!repair.changed() || !checker.check(written).passes()) {
            return repair;
        }
        Verdict repaired = checker.check(repair.tree());
        if (repaired.passes()) {
            return repair;
        }
        LOG.warn(
                "the repairs made a query the SoQL checker refuses; sent as written: {}",
                repaired.findings().get(0).message());
        return Repair.none(written);
    }

    /**
     * The hints with {@code LIMIT n} added to the last stage of each query that has none: a
     * tool's own limit (aggregate's {@code limit}), which its query leaves to the paging, kept in
     * what the server suggests, so that a suggested query answers for as many rows as were asked.
     */
    public static List<Hint> limited(List<Hint> hints, int limit) {
        List<Hint> limited = new ArrayList<>(hints.size());
        for (Hint hint : hints) {
            SoqlTree tree = hint.query() == null ? null : SoqlTree.parse(hint.query());
            if (tree == null || !tree.isValid() || tree.query().last().has(Clause.Kind.LIMIT)) {
                limited.add(hint);
            } else {
                String query =
                        ClauseSplices.addClause(hint.query(), tree.query().last(), Clause.Kind.LIMIT, "LIMIT " + limit);
                limited.add(new Hint(hint.what(), hint.why(), hint.suggestion(), query));
            }
        }
        return limited;
    }

    private static String key(Finding finding) {
        return finding.rule() + " " + finding.message();
    }
}
