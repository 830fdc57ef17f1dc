package datasf.mcp.check;

/**
 * The outcome of one probe of the portal check: one line saying what was checked and either that it
 * works or what is wrong and what to change.
 *
 * @param name what was checked, e.g. "Views API"
 * @param outcome whether it works, fails, or was not checked (because another probe failed first)
 * @param text what was found, or what is wrong and what to change
 */
record Probe(String name, Outcome outcome, String text) {

    enum Outcome {
        OK("ok"),
        FAIL("FAIL"),
        SKIPPED("skip");

        final String word;

        Outcome(String word) {
            this.word = word;
        }
    }

    static Probe ok(String name, String text) {
        return new Probe(name, Outcome.OK, text);
    }

    static Probe fail(String name, String text) {
        return new Probe(name, Outcome.FAIL, text);
    }

    static Probe skipped(String name, String text) {
        return new Probe(name, Outcome.SKIPPED, text);
    }

    boolean failed() {
        return outcome == Outcome.FAIL;
    }

    /** {@code ok    Views API: ...}: the outcome in a column of its own, so the lines line up. */
    String line() {
        return String.format("%-5s %s: %s", outcome.word, name, text);
    }
}
