package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.LambdaHarness;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The sizes the docs promise are the sizes the build ships: the results view's file (README and
 * docs/results-view.md) and the bytes its links add to tools/list (README). A rebuilt view changes
 * them; this test names the sentence to update. The size of tools/list itself, which any reworded
 * or new tool changes, is a generated section of docs/results-view.md (ContractDocsTest).
 */
class DocumentedSizesTest {

    private static final Path VIEW = Path.of("src/main/resources/ui/results.html");
    private static final Path README = Path.of("README.md");
    private static final Path VIEW_DOC = Path.of("docs/results-view.md");
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
    void linkingTheViewCostsWhatTheReadmeStatesInToolsList() {
        String body;
        try (LambdaHarness lambda = new LambdaHarness()) {
            body = lambda.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}")
                    .getBody();
        }
        assertEquals(LINKED_TOOLS, ToolsListSize.links(body), "tools linked to the view in tools/list: " + body);

        assertStated(README, "adds " + ToolsListSize.cost(body) + " bytes\nto `tools/list`");
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
