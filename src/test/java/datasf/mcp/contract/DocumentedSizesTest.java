package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.LambdaHarness;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The sizes the docs promise are the sizes the build ships: the results view's file (README and
 * docs/results-view.md) and what linking it costs in tools/list. A rebuilt view or a reworded tool
 * changes them; this test names the sentence to update.
 */
class DocumentedSizesTest {

    private static final Path VIEW = Path.of("src/main/resources/ui/results.html");
    private static final Path README = Path.of("README.md");
    private static final Path VIEW_DOC = Path.of("docs/results-view.md");
    /** What each linked tool carries in tools/list, as the server writes it. */
    private static final String LINK = ",\"_meta\":{\"ui\":{\"resourceUri\":\"ui://datasf/results.html\"}}";

    private static final int LINKED_TOOLS = 3;

    @Test
    void theViewsSizeIsTheOneTheDocsState() throws IOException {
        byte[] view = Files.readAllBytes(VIEW);
        long kb = Math.round(view.length / 1000.0);
        long gzippedKb = Math.round(gzipped(view) / 1000.0);

        assertStated(VIEW_DOC, "**" + thousands(view.length) + " bytes** (" + gzippedKb + " KB gzipped)");
        assertStated(README, "HTML file of " + kb + " KB (" + gzippedKb + " KB gzipped)");
    }

    @Test
    void linkingTheViewCostsWhatTheDocsStateInToolsList() {
        String body;
        try (LambdaHarness lambda = new LambdaHarness()) {
            body = lambda.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}")
                    .getBody();
        }
        int links = count(body, LINK);
        assertEquals(LINKED_TOOLS, links, "tools linked to the view in tools/list: " + body);
        int cost = links * LINK.getBytes(StandardCharsets.UTF_8).length;
        int bytes = body.getBytes(StandardCharsets.UTF_8).length;

        assertStated(
                VIEW_DOC,
                "**" + cost + " bytes in all**, the body grows from " + thousands(bytes - cost) + " to "
                        + thousands(bytes) + " bytes");
        assertStated(README, "adds " + cost + " bytes\nto `tools/list`");
    }

    private static void assertStated(Path doc, String sentence) {
        String flat = GoldenFiles.read(doc).replaceAll("\\s+", " ");
        assertTrue(
                flat.contains(sentence.replaceAll("\\s+", " ")),
                () -> doc + " should state \"" + sentence + "\"; update the sentence that says it (now: "
                        + near(flat, sentence) + ")");
    }

    /** The doc's words around where the sentence's first number would be, for the failure message. */
    private static String near(String text, String sentence) {
        Matcher first = Pattern.compile("^\\D{4,}").matcher(sentence);
        String lead = first.find() ? first.group().trim() : sentence;
        int at = text.indexOf(lead.substring(0, Math.min(lead.length(), 20)));
        return at < 0 ? "not found" : "\"" + text.substring(at, Math.min(text.length(), at + 120)) + "\"";
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            n++;
        }
        return n;
    }

    private static int gzipped(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        }
        return out.size();
    }

    private static String thousands(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
