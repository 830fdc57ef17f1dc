package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Socrata's errors read as the server keeps them (message; details = code and data): the code, and
 * the column of a "no such column" error, for every tool from one recogniser.
 */
class SocrataErrorTextTest {

    /** The details SocrataErrors keeps for the recorded no-such-column answer, naming {@code column}. */
    private static String noSuchColumnDetails(String column) {
        return "query.soql.no-such-column: {\"column\":\"" + column + "\",\"dataset\":\"alpha.84121\","
                + "\"position\":{\"row\":1,\"column\":8,\"line\":\"SELECT " + column + "\\n       ^\"}}";
    }

    @Test
    void readsTheCodeFromTheDetails() {
        assertEquals(
                "query.soql.type-mismatch", SocrataErrorText.code("query.soql.type-mismatch: {\"function\":\"op$=\"}"));
        assertEquals("query.compiler.malformed", SocrataErrorText.code("query.compiler.malformed"));
        assertNull(SocrataErrorText.code("dataset.missing: x"));
        assertNull(SocrataErrorText.code(null));
    }

    @Test
    void theUnknownColumnIsTheOneSocrataNames() {
        assertEquals(
                Optional.of("counts_total"),
                SocrataErrorText.unknownColumn(
                        "Socrata error (HTTP 400): No such column: counts_total", noSuchColumnDetails("counts_total")));
        assertEquals(
                Optional.of(":@computed_region_x"),
                SocrataErrorText.unknownColumn("No such column: :@computed_region_x", "query.soql.no-such-column"));
    }

    @Test
    void aNameWithASpaceIsReadWhole() {
        // an LLM's `incident catagory`: the suggestions must be for the whole name, not "incident"
        assertEquals(
                Optional.of("incident catagory"),
                SocrataErrorText.unknownColumn(
                        "Socrata error (HTTP 400): No such column: incident catagory",
                        noSuchColumnDetails("incident catagory")));
        assertEquals(
                Optional.of("incident catagory"),
                SocrataErrorText.unknownColumn(
                        "Query coordinator error: No such column: `incident catagory`; position: Map(row -> 1)", null));
    }

    @Test
    void withoutItsCodeTheMessageSays() {
        assertEquals(
                Optional.of("incident_catagory"),
                SocrataErrorText.unknownColumn(
                        "Query coordinator error: query.soql.no-such-column; No such column: incident_catagory; position: "
                                + "Map(row -> 1, column -> 8)",
                        null));
    }

    @Test
    void anotherErrorQuotingTheWordsIsNotOne() {
        // a parse error echoes the query, which may hold the words in a literal
        assertEquals(
                Optional.empty(),
                SocrataErrorText.unknownColumn(
                        "Socrata error (HTTP 400): Expected one of end of input, but got `'no such column: x'' at line 1",
                        "query.compiler.malformed: {\"line\":\"SELECT x WHERE note = 'no such column: x'\"}"));
        assertEquals(Optional.empty(), SocrataErrorText.unknownColumn("Rate limited by Socrata (HTTP 429)", null));
    }
}
