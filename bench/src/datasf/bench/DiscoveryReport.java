package datasf.bench;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The Markdown report of {@link DiscoveryCalls} runs over the same question set, side by side
 * (e.g. before and after a change): a summary, then each phrasing's calls.
 */
final class DiscoveryReport {

    private final List<String> names;
    private final List<List<DiscoveryCalls.Outcome>> runs;
    private final StringBuilder out = new StringBuilder();

    private DiscoveryReport(List<String> names, List<List<DiscoveryCalls.Outcome>> runs) {
        this.names = names;
        this.runs = runs;
    }

    static String of(List<String> names, List<List<DiscoveryCalls.Outcome>> runs) {
        if (runs.stream().map(List::size).distinct().count() != 1) {
            throw new IllegalArgumentException("the runs asked different question sets");
        }
        return new DiscoveryReport(names, runs).render();
    }

    private String render() {
        List<DiscoveryCalls.Outcome> first = runs.get(0);
        out.append("| ")
                .append(first.size())
                .append(" phrasings of ")
                .append(first.stream()
                        .map(DiscoveryCalls.Outcome::question)
                        .distinct()
                        .count())
                .append(" questions | ")
                .append(String.join(" | ", names))
                .append(" |\n|---|")
                .append("---|".repeat(names.size()))
                .append('\n');
        row("**median calls, question to answer**", o -> fmt(median(o)));
        row(
                "mean calls",
                o -> fmt(o.stream().mapToInt(x -> x.calls().size()).average().orElse(0)));
        row("right dataset in the top 3 of the first search", o -> count(o, DiscoveryCalls.Outcome::topFirst));
        row("first search found nothing", o -> count(o, x -> x.firstResults() == 0));
        row("answered (right dataset found at all)", o -> count(o, DiscoveryCalls.Outcome::answered));
        row("search_datasf calls", o -> total(o, DiscoveryCalls.Outcome::searches));
        row(
                "Discovery requests per search_datasf call",
                o -> fmt((double) total(o, DiscoveryCalls.Outcome::discoveryRequests)
                        / total(o, DiscoveryCalls.Outcome::searches)));
        row(
                "get_schema calls",
                o -> total(o, x ->
                        (int) x.calls().stream().filter("get_schema"::equals).count()));
        out.append("\n| question | phrasing | right dataset in the top 3 | ")
                .append(String.join(" | ", names.stream().map(n -> "calls " + n).toList()))
                .append(" |\n|---|---|---|")
                .append("---|".repeat(names.size()))
                .append('\n');
        for (int i = 0; i < first.size(); i++) {
            DiscoveryCalls.Outcome o = first.get(i);
            boolean newQuestion = i == 0 || !first.get(i - 1).question().equals(o.question());
            int at = i;
            out.append("| ")
                    .append(newQuestion ? o.question() : "")
                    .append(" | ")
                    .append(o.phrasing())
                    .append(" | ")
                    .append(String.join(
                            " / ",
                            runs.stream()
                                    .map(r -> r.get(at).topFirst() ? "yes" : "no")
                                    .toList()))
                    .append(" | ")
                    .append(String.join(
                            " | ", runs.stream().map(r -> calls(r.get(at))).toList()))
                    .append(" |\n");
        }
        return out.toString();
    }

    private void row(String name, Function<List<DiscoveryCalls.Outcome>, Object> figure) {
        out.append("| ")
                .append(name)
                .append(" | ")
                .append(String.join(
                        " | ",
                        runs.stream().map(r -> String.valueOf(figure.apply(r))).toList()))
                .append(" |\n");
    }

    /** "3: search, schema, query", marked when the dataset was never found. */
    private static String calls(DiscoveryCalls.Outcome o) {
        String path = String.join(
                ", ",
                o.calls().stream()
                        .map(c -> c.replace("_datasf", "").replace("get_", "").replace("distinct_", ""))
                        .toList());
        return o.calls().size() + ": " + path + (o.answered() ? "" : " (unanswered)");
    }

    private static double median(List<DiscoveryCalls.Outcome> outcomes) {
        List<Integer> calls =
                outcomes.stream().map(o -> o.calls().size()).sorted().toList();
        int n = calls.size();
        return n % 2 == 1 ? calls.get(n / 2) : (calls.get(n / 2 - 1) + calls.get(n / 2)) / 2.0;
    }

    private static int total(List<DiscoveryCalls.Outcome> outcomes, Function<DiscoveryCalls.Outcome, Integer> f) {
        return outcomes.stream().mapToInt(f::apply).sum();
    }

    private static String count(List<DiscoveryCalls.Outcome> outcomes, Predicate<DiscoveryCalls.Outcome> p) {
        return outcomes.stream().filter(p).count() + " of " + outcomes.size();
    }

    private static String fmt(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.2f", value);
    }
}
