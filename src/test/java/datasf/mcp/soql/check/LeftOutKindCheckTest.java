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

/** A kind the question leaves out by a word several values share ("not supplements"). */
class LeftOutKindCheckTest {

    private static final DatasetFacts REPORTS = facts(
            "Police Department Incident Reports",
            null,
            column(
                    "report_type_code",
                    "text",
                    counted(
                            2500, 0, "CI", "VS", "II", "1721", "IS", "428", "VI", "168", "VS", "85", "CS", "56", "CI",
                            "42")),
            column(
                    "report_type_description",
                    "text",
                    counted(
                            2500,
                            0,
                            "Coplogic Initial",
                            "Vehicle Supplement",
                            "Initial",
                            "1721",
                            "Initial Supplement",
                            "428",
                            "Vehicle Initial",
                            "168",
                            "Vehicle Supplement",
                            "85",
                            "Coplogic Supplement",
                            "56",
                            "Coplogic Initial",
                            "42")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS n WHERE " + where),
                REPORTS,
                false,
                rows(List.of(row("n", "258"))),
                Question.of(question));
    }

    @Test
    void anExclusionOfOneCodeOfAKindKeepsTheKindsOtherCodes() {
        assertEquals(
                "SELECT count(*) AS n WHERE report_type_code IN ('II', 'VI', 'CI')",
                notes("report_type_code != 'IS'", "How many reports, excluding supplementals?")
                        .get(0)
                        .query());
    }

    @Test
    void oneValueOfTheRestLeavesOutOthersTheQuestionDoesNot() {
        assertEquals(
                "SELECT count(*) AS n WHERE report_type_description IN ('Initial', 'Vehicle Initial', 'Coplogic Initial')",
                notes("report_type_description = 'Initial'", "How many initial reports (not supplements)?")
                        .get(0)
                        .query());
    }

    @Test
    void theWholeRestOrARestTheQuestionNamesIsLeftAlone() {
        assertEquals(
                List.of(),
                notes("report_type_code IN ('II', 'VI', 'CI')", "How many initial reports (not supplements)?"));
        assertEquals(
                List.of(), notes("report_type_description = 'Vehicle Initial'", "vehicle reports, not supplements"));
        assertEquals(List.of(), notes("report_type_description = 'Initial'", "How many initial reports?"));
    }
}
