package datasf.mcp.contract;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * What linking the results view costs in tools/list, measured on the live answer: docs/results-view.md
 * states it in a generated section ({@code toolslist-size}), the README states the links' own bytes
 * ({@link DocumentedSizesTest}).
 */
final class ToolsListSize {

    /** What each linked tool carries in tools/list, as the server writes it. */
    static final String LINK = ",\"_meta\":{\"ui\":{\"resourceUri\":\"ui://datasf/results.html\"}}";

    private ToolsListSize() {}

    static int links(String body) {
        int n = 0;
        for (int at = body.indexOf(LINK); at >= 0; at = body.indexOf(LINK, at + LINK.length())) {
            n++;
        }
        return n;
    }

    static int cost(String body) {
        return links(body) * LINK.getBytes(StandardCharsets.UTF_8).length;
    }

    static String render(String body) {
        int bytes = body.getBytes(StandardCharsets.UTF_8).length;
        return String.format(
                Locale.ROOT,
                "**%d bytes in all** for %d tools: the body grows from %,d to %,d bytes.%n",
                cost(body),
                links(body),
                bytes - cost(body),
                bytes);
    }
}
