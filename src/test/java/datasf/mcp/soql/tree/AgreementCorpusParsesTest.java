package datasf.mcp.soql.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every query of the fake agreement corpus ({@code soql/agreement-corpus.txt}) reads as Socrata's
 * parser reads it: the valid ones and the ones Socrata refuses only later (no such column or
 * function, a type mismatch, an aggregate in WHERE) parse; the ones its parser refuses (listed
 * with the place it stops at in {@code soql/agreement-parse-errors.tsv}) are positioned errors
 * at that place.
 */
class AgreementCorpusParsesTest {

    record Line(String datasetId, String soql) {}

    record Stop(int position, String found) {}

    static List<Line> corpus() throws IOException {
        List<Line> lines = new ArrayList<>();
        for (String line : lines("/soql/agreement-corpus.txt")) {
            int space = line.indexOf(' ');
            lines.add(new Line(line.substring(0, space), line.substring(space + 1)));
        }
        return lines;
    }

    static Map<String, Stop> parseErrors() throws IOException {
        Map<String, Stop> stops = new LinkedHashMap<>();
        for (String line : lines("/soql/agreement-parse-errors.tsv")) {
            String[] fields = line.split("\t", 3);
            stops.put(fields[2], new Stop(Integer.parseInt(fields[0]), fields[1]));
        }
        return stops;
    }

    private static List<String> lines(String resource) throws IOException {
        try (InputStream in = AgreementCorpusParsesTest.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyQueryReadsAsSocratasParserReadsIt() throws IOException {
        Map<String, Stop> stops = parseErrors();
        return corpus().stream()
                .map(line -> DynamicTest.dynamicTest(line.soql(), () -> {
                    SoqlTree tree = SoqlTree.parse(line.soql());
                    Stop stop = stops.get(line.soql());
                    if (stop == null) {
                        assertTrue(tree.isValid(), () -> tree.error().describe(line.soql()));
                    } else {
                        assertNotNull(tree.error(), "Socrata's parser refuses it");
                        assertEquals(
                                stop,
                                new Stop(tree.error().position(), tree.error().found()),
                                tree.error().describe(line.soql()));
                    }
                }));
    }

    @Test
    void everyListedParseErrorIsInTheCorpus() throws IOException {
        List<String> queries = corpus().stream().map(Line::soql).toList();
        for (String listed : parseErrors().keySet()) {
            assertTrue(queries.contains(listed), listed);
        }
    }
}
