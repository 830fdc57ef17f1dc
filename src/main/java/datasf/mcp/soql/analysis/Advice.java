package datasf.mcp.soql.analysis;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.analysis.Finding.Rule;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checker's findings as hints: what is wrong in Socrata's terms, why, the fix that keeps what
 * the query asks ({@link GroupingFixes}, {@link Chains}, {@link CastFix}, {@link HavingFix}), and
 * the whole query with every fix made. That query is built by fixing the first finding, checking
 * again, and so on; it is given only when the checker then finds nothing, so a hint never carries
 * a query Socrata would refuse for a reason the checker knows.
 */
public final class Advice {

    /** Rounds of fix-and-check: a query with more mistakes than this gets hints without a query. */
    private static final int MAX_ROUNDS = 6;

    private static final int MAX_HINTS = 3;

    /**
     * The findings it writes hints for; unknown names, functions and type mismatches have theirs
     * elsewhere (the closest columns, SoQL's function, the literal in the column's type).
     */
    private static final Set<Rule> ADVISED = EnumSet.of(
            Rule.NESTED_AGGREGATE,
            Rule.AGGREGATE_IN_WHERE,
            Rule.AGGREGATE_IN_GROUP_BY,
            Rule.UNGROUPED_COLUMN,
            Rule.UNKNOWN_CAST);

    private final SoqlChecker checker;

    private Advice(SoqlChecker checker) {
        this.checker = checker;
    }

    public static Advice of(SoqlChecker checker) {
        return new Advice(checker);
    }

    /**
     * Hints for the findings Socrata answers with {@code code} (every finding when null), the
     * query with every fix on the first; empty when the checker found none of them.
     */
    public List<Hint> explain(Verdict verdict, String code) {
        Map<String, Finding> distinct = new LinkedHashMap<>();
        for (Finding finding : verdict.findings()) {
            if ((code == null || finding.code().equals(code)) && ADVISED.contains(finding.rule())) {
                distinct.putIfAbsent(finding.rule() + " " + finding.clause() + " " + key(finding), finding);
            }
        }
        if (distinct.isEmpty()) {
            return List.of();
        }
        String fixed = repaired(verdict);
        List<Hint> hints = new ArrayList<>();
        for (Finding finding : distinct.values()) {
            if (hints.size() == MAX_HINTS) {
                break;
            }
            hints.add(HintText.of(finding, verdict.text(), hints.isEmpty() ? fixed : null));
        }
        return hints;
    }

    /** The query with every finding fixed, when the checker then passes it; else null. */
    public String repaired(Verdict verdict) {
        Verdict current = verdict;
        for (int round = 0; round < MAX_ROUNDS && !current.passes(); round++) {
            String next = fixFirst(current);
            if (next == null || next.equals(current.text())) {
                return null;
            }
            current = checker.check(next);
        }
        return current.passes() && !current.text().equals(verdict.text()) ? current.text() : null;
    }

    /** The text with the first finding that has a fix fixed; null when none has. */
    private static String fixFirst(Verdict verdict) {
        String text = verdict.text();
        for (Finding finding : verdict.findings()) {
            String fixed = switch (finding.rule()) {
                case NESTED_AGGREGATE -> finding.clause() == null ? Chains.nested(text, finding.stage()) : null;
                case AGGREGATE_IN_WHERE -> HavingFix.of(text);
                case UNGROUPED_COLUMN -> GroupingFixes.fix(finding, text, verdict.findings());
                case UNKNOWN_CAST ->
                    CastFix.fix(
                            text,
                            verdict.findings().stream()
                                    .filter(f -> f.rule() == Rule.UNKNOWN_CAST)
                                    .toList());
                default -> null;
            };
            if (fixed != null) {
                return fixed;
            }
        }
        return null;
    }

    /** What two findings of one rule and clause differ by: the column, or the cast, they are about. */
    private static String key(Finding finding) {
        return finding.rule() == Rule.UNGROUPED_COLUMN || finding.rule() == Rule.UNKNOWN_CAST ? finding.message() : "";
    }

    /** The aggregate a nested one is the argument of: {@code avg(count(*))} for {@code count(*)}. */
    static Node outerAggregate(Finding finding) {
        for (SelectItem item : finding.stage().items()) {
            if (finding.at().start() >= item.start() && finding.at().end() <= item.end()) {
                List<Node> path = Walk.ancestors(item, finding.at());
                for (Node node : path) {
                    if (node instanceof Call call && call.isAggregate()) {
                        return call;
                    }
                }
            }
        }
        return finding.at();
    }

    static boolean isOneRow(Finding finding) {
        return !finding.stage().has(Clause.Kind.GROUP_BY) && !finding.stage().has(Clause.Kind.HAVING);
    }
}
