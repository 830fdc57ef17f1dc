package datasf.mcp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No main source file grows past {@value #MAX_CODE_LINES} lines of code (blank lines and comments
 * not counted, as formatted by the build's formatter): a class that long is doing several jobs,
 * and is split by job instead of being let grow.
 */
class SourceSizeTest {

    static final int MAX_CODE_LINES = 250;

    @Test
    void noMainSourceFileIsLongerThanTheLimit() throws IOException {
        List<String> tooLong;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            tooLong = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> codeLines(f) > MAX_CODE_LINES)
                    .map(f -> f + ": " + codeLines(f) + " lines of code")
                    .sorted()
                    .toList();
        }
        assertTrue(
                tooLong.isEmpty(),
                "over " + MAX_CODE_LINES + " lines of code, split by job:\n" + String.join("\n", tooLong));
    }

    /** Lines that are neither blank nor only a comment (line, block or Javadoc). */
    static long codeLines(Path file) {
        try {
            boolean inComment = false;
            long code = 0;
            for (String raw : Files.readAllLines(file)) {
                String line = raw.strip();
                if (inComment) {
                    inComment = !line.contains("*/");
                    continue;
                }
                if (line.startsWith("/*")) {
                    inComment = !line.contains("*/");
                    continue;
                }
                if (!line.isEmpty() && !line.startsWith("//")) {
                    code++;
                }
            }
            return code;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
