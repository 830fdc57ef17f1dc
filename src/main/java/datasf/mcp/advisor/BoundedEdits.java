package datasf.mcp.advisor;

/**
 * The edits between two strings, a swap of neighbours counting as one (optimal string alignment:
 * {@code missoin} is one slip from {@code mission}, not two), counted only up to a limit. Only
 * the cells within {@code max} of the diagonal are computed, and the count stops as soon as every
 * alignment needs more than {@code max} edits, so it costs at most
 * {@code length(a) * (2 * max + 1)} steps, not {@code length(a) * length(b)}: the question asked is
 * "a few typos apart?", and a long literal against long values must not cost more than that.
 */
final class BoundedEdits {

    private BoundedEdits() {}

    /** The edits between {@code a} and {@code b} when at most {@code max}, else {@code max + 1}. */
    static int osa(String a, String b, int max) {
        int n = a.length();
        int m = b.length();
        int over = max + 1;
        if (Math.abs(n - m) > max) {
            return over; // each surplus character is an edit
        }
        int[] before = new int[m + 1]; // row i - 2
        int[] previous = new int[m + 1]; // row i - 1
        int[] current = new int[m + 1];
        for (int j = 0; j <= m; j++) {
            previous[j] = Math.min(j, over);
        }
        for (int i = 1; i <= n; i++) {
            int low = Math.max(1, i - max);
            int high = Math.min(m, i + max);
            current[0] = Math.min(i, over);
            // the cells just outside the band read as "too many"
            if (low > 1) {
                current[low - 1] = over;
            }
            if (high < m) {
                current[high + 1] = over;
            }
            int best = current[0];
            for (int j = low; j <= high; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int cell = Math.min(Math.min(previous[j] + 1, current[j - 1] + 1), previous[j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    cell = Math.min(cell, before[j - 2] + 1);
                }
                current[j] = Math.min(cell, over);
                best = Math.min(best, current[j]);
            }
            if (best > max) {
                return over; // no alignment of the rest can come back under the limit
            }
            int[] reused = before;
            before = previous;
            previous = current;
            current = reused;
        }
        return previous[m];
    }
}
