package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A category where the question names a finer value of a neighbouring column. */
class FinerValueCheckTest {

    private static final DatasetFacts CASES = facts(
            "311 Cases",
            null,
            column(
                    "service_name",
                    "text",
                    counted(300, 0, "Graffiti", "Streetlights", "Graffiti", "50", "Streetlights", "24")),
            column(
                    "service_subtype",
                    "text",
                    counted(
                            300,
                            0,
                            "Graffiti on Pole",
                            "Streetlight - Pole_Damaged",
                            "Graffiti on Pole",
                            "30",
                            "Streetlight - Light_Out",
                            "15",
                            "Streetlight - Pole_Damaged",
                            "9",
                            "Graffiti on Sidewalk",
                            "20")));

    private static List<Hint> notes(String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE service_name = 'Streetlights'"),
                CASES,
                false,
                rows(List.of(row("row_count", "24"))),
                Question.of(question));
    }

    @Test
    void aLightOutIsTheFinerValueTheQuestionNames() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE service_subtype = 'Streetlight - Light_Out'",
                notes("How many reports of streetlights being out?").get(0).query());
        assertEquals(List.of(), notes("How many streetlight reports?"));
    }
}
