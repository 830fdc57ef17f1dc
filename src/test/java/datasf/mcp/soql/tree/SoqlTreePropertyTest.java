package datasf.mcp.soql.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The tree is the text: printed back it is the text, and every node's position slices its own text. */
class SoqlTreePropertyTest {

    @Provide
    Arbitrary<String> validQueries() {
        return ValidSoql.queries();
    }

    @Property(tries = 1000)
    void validSoqlPrintsBackAsWritten(@ForAll("validQueries") String soql) {
        SoqlTree tree = SoqlTree.parse(soql);

        assertTrue(tree.isValid(), () -> soql + "\n" + tree.error().describe(soql));
        assertEquals(soql, SoqlPrinter.print(tree.query()));
    }

    @Property(tries = 1000)
    void everyNodesPositionSlicesTheTextItCameFrom(@ForAll("validQueries") String soql) {
        Query query = SoqlTree.parse(soql).query();

        for (Node node : Walk.nodes(query)) {
            assertEquals(SoqlPrinter.print(node), node.in(soql), () -> node + " in " + soql);
            int at = node.start();
            for (Node child : node.children()) {
                assertTrue(child.start() >= at && child.end() <= node.end(), () -> child + " outside " + node);
                at = child.end();
            }
        }
    }

    @Provide
    Arbitrary<String> anyText() {
        Arbitrary<String> token = Arbitraries.oneOf(
                Arbitraries.of(
                        "SELECT",
                        "WHERE",
                        "GROUP",
                        "BY",
                        "ORDER",
                        "LIMIT",
                        "OFFSET",
                        "HAVING",
                        "SEARCH",
                        "AND",
                        "OR",
                        "NOT",
                        "IS",
                        "NULL",
                        "IN",
                        "LIKE",
                        "BETWEEN",
                        "CASE",
                        "WHEN",
                        "THEN",
                        "END",
                        "AS",
                        "|>",
                        "(",
                        ")",
                        ",",
                        "::",
                        "*",
                        "-",
                        "=",
                        "'a'",
                        "'",
                        "`x`",
                        "`",
                        ":id",
                        ":*",
                        "@t",
                        ".",
                        "1",
                        "2.5",
                        "count",
                        "x",
                        ";",
                        "--",
                        "/*",
                        "*/",
                        "OVER",
                        "FILTER",
                        "DISTINCT"),
                Arbitraries.strings().ofMaxLength(3));
        return token.list().ofMaxSize(30).map(tokens -> String.join(" ", tokens));
    }

    @Property(tries = 2000)
    void anyTextParsesOrFailsAtAPlaceInIt(@ForAll("anyText") String text) {
        SoqlTree tree = SoqlTree.parse(text);

        if (tree.isValid()) {
            assertEquals(List.of(), List.of(), text);
            assertTrue(tree.query().end() <= text.length());
        } else {
            assertTrue(tree.error().position() >= 0 && tree.error().position() <= text.length(), text);
        }
    }
}
