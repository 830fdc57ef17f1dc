package datasf.mcp.soql;

import java.util.List;

/**
 * A column name that is equally close to several fields, so the corrector left it alone.
 *
 * @param original the column token as written in the query
 * @param candidates the tied field names, closest first (schema order among equals)
 */
public record Ambiguity(String original, List<String> candidates) {

    public Ambiguity {
        candidates = List.copyOf(candidates);
    }
}
