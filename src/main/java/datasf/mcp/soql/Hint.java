package datasf.mcp.soql;

/**
 * Advice about a query that came back empty or failed: what looks wrong, why, what to write
 * instead, and the whole query with that change, ready to run. Absent fields are not serialized.
 *
 * @param what the condition or word as written, e.g. {@code police_district = 'TENDERLOIN'}
 * @param why the evidence, in a few words, e.g. "no row has 'TENDERLOIN'; 'Tenderloin' has 221"
 * @param suggestion what to write instead, e.g. {@code police_district = 'Tenderloin'}
 * @param query the full query with the suggestion applied, when the server could build it
 */
public record Hint(String what, String why, String suggestion, String query) {}
