package datasf.mcp.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads a Views API column's {@code cachedContents} into {@link ColumnStats}. */
final class CachedContents {

    /** Longer values are free text, not categories: they are left out of the top values. */
    private static final int MAX_VALUE_LENGTH = 200;

    private CachedContents() {}

    static Optional<ColumnStats> read(JsonNode contents) {
        if (!contents.isObject()) {
            return Optional.empty();
        }
        List<ColumnStats.Count> top = new ArrayList<>();
        for (JsonNode item : contents.path("top")) {
            JsonNode value = item.path("item");
            if (value.isValueNode() && !value.isNull() && top.size() < ColumnStats.MAX_TOP) {
                String text = value.asText();
                if (text.length() <= MAX_VALUE_LENGTH) {
                    top.add(new ColumnStats.Count(text, number(item.path("count"))));
                }
            }
        }
        return Optional.of(new ColumnStats(
                number(contents.path("non_null")),
                number(contents.path("null")),
                text(contents.path("smallest")),
                text(contents.path("largest")),
                number(contents.path("cardinality")),
                top));
    }

    /** Socrata writes counts as strings ({@code "2402"}); -1 when absent or not a number. */
    private static long number(JsonNode node) {
        if (node.canConvertToLong()) {
            return node.asLong();
        }
        try {
            return Long.parseLong(node.asText(""));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String text(JsonNode node) {
        return node.isValueNode() && !node.isNull() ? node.asText() : null;
    }
}
