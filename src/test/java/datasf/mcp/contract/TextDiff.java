package datasf.mcp.contract;

import java.util.ArrayList;
import java.util.List;

/**
 * A line diff of two texts in the unified style ("-" committed, "+" now, two lines of context),
 * short enough to read in a test report.
 */
final class TextDiff {

    private static final int CONTEXT = 2;
    private static final int MAX_LINES = 150;

    private TextDiff() {}

    static String unified(String committed, String now) {
        List<String> a = committed.lines().toList();
        List<String> b = now.lines().toList();
        // longest common subsequence, filled from the end so the walk below goes forward
        int[][] common = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                common[i][j] = a.get(i).equals(b.get(j))
                        ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<String> edits = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                edits.add("  " + a.get(i++));
                j++;
            } else if (i < a.size() && (j == b.size() || common[i + 1][j] >= common[i][j + 1])) {
                edits.add("- " + a.get(i++));
            } else {
                edits.add("+ " + b.get(j++));
            }
        }
        return withContext(edits);
    }

    private static String withContext(List<String> edits) {
        StringBuilder out = new StringBuilder();
        int printed = 0;
        int lastShown = -1;
        for (int k = 0; k < edits.size(); k++) {
            if (!isChange(edits.get(k))) {
                continue;
            }
            int from = Math.max(lastShown + 1, k - CONTEXT);
            if (lastShown >= 0 && from > lastShown + 1) {
                out.append("  ...\n");
            }
            int to = k;
            // extend over the run of changes and the context after it
            while (to + 1 < edits.size() && (isChange(edits.get(to + 1)) || nearChange(edits, to + 1))) {
                to++;
            }
            for (int m = from; m <= to; m++) {
                if (printed++ == MAX_LINES) {
                    return out.append("  ... (diff cut at ")
                            .append(MAX_LINES)
                            .append(" lines)\n")
                            .toString();
                }
                out.append(edits.get(m)).append('\n');
            }
            lastShown = to;
            k = to;
        }
        return out.toString();
    }

    private static boolean isChange(String edit) {
        return !edit.startsWith("  ");
    }

    /** A context line within CONTEXT lines after a change. */
    private static boolean nearChange(List<String> edits, int k) {
        for (int back = 1; back <= CONTEXT && k - back >= 0; back++) {
            if (isChange(edits.get(k - back))) {
                return true;
            }
        }
        return false;
    }
}
