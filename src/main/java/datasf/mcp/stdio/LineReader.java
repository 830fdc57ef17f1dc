package datasf.mcp.stdio;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The lines of a byte stream, as stdio frames MCP messages: each ends at {@code \n} (a {@code \r}
 * before it is dropped, for clients that write CRLF), and the last may end at end of stream. A line
 * longer than the limit is not buffered: it is read to its end and reported as {@link Line#oversized},
 * so one huge line costs no more memory than the limit and the next line is read as usual.
 */
final class LineReader {

    /** A line's text (UTF-8), or the fact that it was over the limit. */
    record Line(String text, boolean oversized) {

        boolean isBlank() {
            return !oversized && text.isBlank();
        }
    }

    private final InputStream in;
    private final int maxBytes;
    private final byte[] chunk = new byte[8192];
    private int chunkStart;
    private int chunkEnd;
    private byte[] line = new byte[1024];
    private int lineLength;

    LineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /** The next line, or null at the end of the stream. */
    Line next() throws IOException {
        lineLength = 0;
        boolean oversized = false;
        boolean readAny = false;
        while (true) {
            if (chunkStart == chunkEnd && !fill()) {
                return readAny ? finish(oversized) : null;
            }
            readAny = true;
            int newline = indexOfNewline();
            int end = newline < 0 ? chunkEnd : newline;
            oversized = append(end - chunkStart, oversized);
            chunkStart = newline < 0 ? chunkEnd : newline + 1;
            if (newline >= 0) {
                return finish(oversized);
            }
        }
    }

    private boolean fill() throws IOException {
        int read = in.read(chunk);
        if (read <= 0) {
            return false;
        }
        chunkStart = 0;
        chunkEnd = read;
        return true;
    }

    private int indexOfNewline() {
        for (int i = chunkStart; i < chunkEnd; i++) {
            if (chunk[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Adds bytes to the line unless it is already over the limit; whether it is now. */
    private boolean append(int count, boolean oversized) {
        // one byte over the limit is allowed for the \r of a CRLF line, checked in finish
        if (oversized || (long) lineLength + count > maxBytes + 1L) {
            return true;
        }
        if (lineLength + count > line.length) {
            line = Arrays.copyOf(line, Math.max(line.length * 2, lineLength + count));
        }
        System.arraycopy(chunk, chunkStart, line, lineLength, count);
        lineLength += count;
        return false;
    }

    private Line finish(boolean oversized) {
        int length = lineLength > 0 && line[lineLength - 1] == '\r' ? lineLength - 1 : lineLength;
        if (oversized || length > maxBytes) {
            return new Line("", true);
        }
        return new Line(new String(line, 0, length, StandardCharsets.UTF_8), false);
    }
}
