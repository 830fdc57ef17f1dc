package datasf.mcp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No code, test, bench or view source names an issue by its number (the word "issue", "ticket" or
 * "PR" followed by a number, or a number after "(#"): the tracker lives outside the repository, so
 * a reader of the code cannot follow the reference; a comment says the reason itself.
 */
class NoIssueNumbersTest {

    /** Where the code, its tests, the benches and the results view's sources live. */
    private static final List<String> ROOTS = List.of("src/main", "src/test", "bench", "ui/src", "ui/test");

    /** Built from ui/src by ui/build.mjs (libraries bundled in): checked in their sources. */
    private static final Set<Path> BUNDLES =
            Set.of(Path.of("src/main/resources/ui/results.html"), Path.of("src/main/resources/local/preview.html"));

    private static final Pattern ISSUE_NUMBER =
            Pattern.compile("(?i)\\b(?:issues?|tickets?|pr|pull request)[ _-]?#?\\d+|\\(#\\d+\\)");

    @Test
    void noSourceCitesAnIssueNumber() throws IOException {
        List<String> found = new ArrayList<>();
        for (String root : ROOTS) {
            try (Stream<Path> files = Files.walk(Path.of(root))) {
                files.filter(Files::isRegularFile)
                        .filter(file -> !BUNDLES.contains(file))
                        .filter(file -> !file.toString().contains("node_modules"))
                        .forEach(file -> found.addAll(citations(file)));
            }
        }
        assertTrue(
                found.isEmpty(),
                "say the reason instead of the issue's number (the tracker is not in the repository):\n"
                        + String.join("\n", found));
    }

    /** Each line of a text file naming an issue by number, as {@code path:line: text}. */
    private static List<String> citations(Path file) {
        List<String> lines;
        try {
            lines = List.of(StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString()
                    .split("\n", -1));
        } catch (CharacterCodingException binary) {
            return List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher matcher = ISSUE_NUMBER.matcher(lines.get(i));
            if (matcher.find()) {
                found.add(file + ":" + (i + 1) + ": " + matcher.group());
            }
        }
        return found;
    }
}
