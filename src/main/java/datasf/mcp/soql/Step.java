package datasf.mcp.soql;

/**
 * One edit as it was applied, in order: replaying every step on the written query, each at its
 * offset in the text as it then was, gives the query that is sent. Tests use it to prove that
 * every change is reported.
 *
 * @param reportedAs the correction the LLM was given for this change
 */
public record Step(int at, String original, String replacement, Correction reportedAs) {}
