package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A share of rows whose WHERE keeps only the rows it counts: 100 whatever the data. */
class WholeShareCheckTest {

    private static final DatasetFacts FILMS = facts(
            "Film Locations in San Francisco",
            null,
            column("fun_facts", "text", stats(80, 196, 80, "A", "Z")),
            column("release_year", "number", stats(276, 0, 40, "1924", "2019")));

    private static List<Hint> notes(String soql) {
        return Checks.answer(
                SoqlTree.parse(soql),
                FILMS,
                false,
                rows(List.of(row("pct", "100"))),
                Question.of("what share of filming locations have a fun fact?"));
    }

    @Test
    void theConditionThatMakesTheShareWholeIsLeftOut() {
        List<Hint> noted = notes("SELECT count(fun_facts) * 100.0 / count(*) AS pct WHERE fun_facts IS NOT NULL");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(fun_facts) * 100.0 / count(*) AS pct",
                noted.get(0).query());
        assertTrue(noted.get(0).why().contains("the share is 100 whatever the data"), noted.get(0)::why);
        assertEquals(
                "SELECT count(fun_facts) * 100.0 / count(*) AS pct WHERE release_year > 2000",
                notes("SELECT count(fun_facts) * 100.0 / count(*) AS pct WHERE fun_facts IS NOT NULL"
                                + " AND release_year > 2000")
                        .get(0)
                        .query());
    }

    @Test
    void aShareOverAnotherConditionIsLeftAlone() {
        assertEquals(List.of(), notes("SELECT count(fun_facts) * 100.0 / count(*) AS pct"));
        assertEquals(List.of(), notes("SELECT count(fun_facts) * 100.0 / count(*) AS pct WHERE release_year > 2000"));
    }
}
