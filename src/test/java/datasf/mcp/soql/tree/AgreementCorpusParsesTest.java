package datasf.mcp.soql.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every query of the fake agreement corpus ({@code soql/agreement-corpus.txt}) reads as Socrata's
 * parser reads it: the valid ones and the ones Socrata refuses only later (no such column or
 * function, a type mismatch, an aggregate in WHERE) parse; the ones its parser refuses are
 * positioned errors at the token it stops at.
 */
class AgreementCorpusParsesTest {

    /** The corpus queries Socrata's grammar refuses, and the token it stops at. */
    private static final Map<String, String> SYNTAX_ERRORS = Map.ofEntries(
            Map.entry("SELECT * FROM wg3w-h783 LIMIT 5", "`wg3w'"),
            Map.entry("SELECT count(*) FROM incidents WHERE police_district = 'Mission'", "`incidents'"),
            Map.entry("SELECT count(*) FROM @this WHERE police_district = 'Mission'", "`WHERE'"),
            Map.entry("SELECT TOP 5 incident_id", "`5'"),
            Map.entry("SELECT incident_id LIMIT ALL", "`ALL'"),
            Map.entry("SELECT incident_id LIMIT 20, 10", "`,'"),
            Map.entry("SELECT count(*) WHERE police_district ILIKE 'mission'", "`ILIKE'"),
            Map.entry("SELECT CAST(incident_year AS NUMBER) AS y", "`AS'"),
            Map.entry(
                    "SELECT police_district, count(*) AS \"Total Cases\" GROUP BY police_district",
                    "`\"Total Cases\"'"),
            Map.entry("SELECT count(*) WHERE police_district = 'Mission';", "`;'"),
            Map.entry("SELECT t.incident_id FROM @this AS t", "`.'"),
            Map.entry("SELECT count(*) WHERE extract(year FROM incident_date) = 2023", "`FROM'"),
            Map.entry("SELECT incident_id WHERE police_district = 'Mission' AND", "end of input"),
            Map.entry("SELECT 'unterminated", "an unterminated one"),
            Map.entry("SELECT count(*) WHERE police_district = 'Mission' ORDER BY", "end of input"),
            Map.entry("SELECT count(*) LIMIT -1", "`-'"),
            Map.entry("SELECT count(*) WHERE police_district = 'Mission' GROUP", "end of input"),
            Map.entry("SELECT `unterminated", "``unterminated'"),
            Map.entry("SELECT incident_id AS select", "`select'"),
            Map.entry("SELECT count(*) WHERE police_district IN 'Mission'", "`'Mission''"),
            Map.entry(
                    "SELECT police_district, count(*) AS n GROUP BY police_district HAVING n > 100 HAVING n > 5",
                    "`HAVING'"),
            Map.entry("SELECT incident_id WHERE incident_id = 945478 LIMIT 1 LIMIT 2", "`LIMIT'"));

    record Line(String datasetId, String soql) {}

    static List<Line> corpus() throws IOException {
        List<Line> lines = new ArrayList<>();
        try (InputStream in = AgreementCorpusParsesTest.class.getResourceAsStream("/soql/agreement-corpus.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    int space = line.indexOf(' ');
                    lines.add(new Line(line.substring(0, space), line.substring(space + 1)));
                }
            }
        }
        return lines;
    }

    @TestFactory
    Stream<DynamicTest> everyQueryReadsAsSocratasParserReadsIt() throws IOException {
        return corpus().stream()
                .map(line -> DynamicTest.dynamicTest(line.soql(), () -> {
                    SoqlTree tree = SoqlTree.parse(line.soql());
                    String stop = SYNTAX_ERRORS.get(line.soql());
                    if (stop == null) {
                        assertTrue(tree.isValid(), () -> tree.error().describe(line.soql()));
                    } else {
                        assertNotNull(tree.error(), "Socrata's parser refuses it");
                        assertEquals(stop, tree.error().found(), tree.error().describe(line.soql()));
                    }
                }));
    }

    @Test
    void everyListedSyntaxErrorIsInTheCorpus() throws IOException {
        List<String> queries = corpus().stream().map(Line::soql).toList();
        for (String listed : SYNTAX_ERRORS.keySet()) {
            assertTrue(queries.contains(listed), listed);
        }
    }
}
