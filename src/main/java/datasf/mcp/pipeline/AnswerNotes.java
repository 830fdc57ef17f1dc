package datasf.mcp.pipeline;

import datasf.mcp.advisor.ValueSample;
import datasf.mcp.advisor.ZeroResultHints;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.ChangedClauses;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.check.Checks;
import datasf.mcp.soql.check.DatasetFacts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Putting the advisor's hints and the checks' notes on one answer: once each, the likeliest first. */
final class AnswerNotes {

    private AnswerNotes() {}

    /**
     * {@code first}, then those of {@code then} that say something else (another condition, or
     * another fix for it); of two that say the same, the one with a query to run. The advisor's
     * "nothing looks wrong" goes when anything else is said.
     */
    static List<Hint> merge(List<Hint> first, List<Hint> then) {
        Map<String, Hint> byWhat = new LinkedHashMap<>();
        for (Hint hint : first) {
            byWhat.putIfAbsent(key(hint), hint);
        }
        for (Hint hint : then) {
            byWhat.merge(
                    key(hint), hint, (kept, other) -> kept.query() == null && other.query() != null ? other : kept);
        }
        List<Hint> all = new ArrayList<>(byWhat.values());
        if (all.size() > 1) {
            all.removeIf(hint -> ZeroResultHints.NOTHING_LOOKS_WRONG.equals(hint.why()));
        }
        return all;
    }

    private static String key(Hint hint) {
        return hint.what() + "\n" + hint.suggestion();
    }

    /** The empty answer's one line: the first reason, and whether there is more to read. */
    static String emptyMessage(List<Hint> hints) {
        if (hints.get(0).why().contains(Checks.ZERO_WHATEVER_MATCHED)) {
            return "The count is 0 by how it is written, not because no row matched: "
                    + hints.get(0).why() + ". See hints.";
        }
        return "No rows matched: " + hints.get(0).why() + (hints.size() > 1 ? " (" + hints.size() + " hints)" : "")
                + ". See hints.";
    }

    /**
     * The line of an answer whose query ran as the repairs made it: which clauses they changed
     * (the corrections say how, source.soql is what ran); null when it ran as written.
     */
    static String correctedMessage(Repair repair) {
        List<String> clauses = ChangedClauses.of(repair);
        if (clauses.isEmpty()) {
            return null;
        }
        String last = clauses.get(clauses.size() - 1);
        String named =
                clauses.size() == 1 ? last : String.join(", ", clauses.subList(0, clauses.size() - 1)) + " and " + last;
        return "Ran with corrections to " + named + " (see corrections).";
    }

    /** Two lines of an answer as one; either may be null. */
    static String joined(String first, String second) {
        return first == null ? second : second == null ? first : first + " " + second;
    }

    static DatasetFacts.Known known(ValueSample sample) {
        return new DatasetFacts.Known(
                sample.values().stream()
                        .map(v -> new ColumnStats.Count(v.value(), v.count()))
                        .toList(),
                sample.complete());
    }
}
