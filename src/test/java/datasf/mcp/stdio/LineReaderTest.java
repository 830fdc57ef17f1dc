package datasf.mcp.stdio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How stdin is cut into messages: newlines, CRLF, the last line, and lines over the limit. */
class LineReaderTest {

    @Test
    void linesEndAtNewlinesWithOrWithoutACarriageReturnAndAtTheEnd() throws IOException {
        assertEquals(List.of("a", "b", "", "c d"), texts("a\nb\r\n\nc d", 100));
        assertEquals(List.of("é"), texts("é\n", 100));
        assertEquals(List.of(), texts("", 100));
    }

    /** A line over the limit is reported as such, not kept, and the next line is read as usual. */
    @Test
    void aLineOverTheLimitIsReportedAndSkippedToItsEnd() throws IOException {
        LineReader reader = new LineReader(in("x".repeat(50) + "\nok\n" + "y".repeat(10) + "\r\n"), 10);
        LineReader.Line first = reader.next();
        assertTrue(first.oversized());
        assertFalse(first.isBlank());
        assertEquals("ok", reader.next().text());
        assertEquals("y".repeat(10), reader.next().text(), "the \\r of CRLF does not count");
        assertNull(reader.next());
    }

    /** Lines longer than the read chunk, split across reads of any size, come out whole. */
    @Test
    void longLinesComeOutWholeWhateverTheReadsReturn() throws IOException {
        String longLine = "z".repeat(20_000);
        InputStream trickle = new ByteArrayInputStream((longLine + "\nend\n").getBytes(StandardCharsets.UTF_8)) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 7)); // a pipe may return a few bytes at a time
            }
        };
        LineReader reader = new LineReader(trickle, 30_000);
        assertEquals(longLine, reader.next().text());
        assertEquals("end", reader.next().text());
        assertNull(reader.next());
    }

    private static List<String> texts(String input, int max) throws IOException {
        LineReader reader = new LineReader(in(input), max);
        List<String> lines = new ArrayList<>();
        for (LineReader.Line line = reader.next(); line != null; line = reader.next()) {
            lines.add(line.text());
        }
        return lines;
    }

    private static InputStream in(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
