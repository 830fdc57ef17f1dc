package datasf.mcp.soql;

/**
 * One column name the corrector rewrote; serialized to the LLM as
 * {@code {"original": ..., "corrected": ..., "wasChanged": ...}}, the shape of the design's
 * {@code CorrectionResult}.
 *
 * @param original the column token as written in the query (backticks included, if any)
 * @param corrected the text that replaced it
 * @param wasChanged whether the query text changed; always true for entries of
 *     {@link CorrectionOutcome#corrections()}, which lists rewrites only
 */
public record Correction(String original, String corrected, boolean wasChanged) {
}
