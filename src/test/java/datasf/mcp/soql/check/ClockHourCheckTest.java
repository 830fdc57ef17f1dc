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

/** "After 6 pm" as an hour greater than 18, "until 4am" as an hour up to 4: one hour off. */
class ClockHourCheckTest {

    private static final DatasetFacts INCIDENTS = facts("Police Department Incident Reports", null, (Object) column(
            "incident_datetime",
            "calendar_date",
            stats(100, 0, 100, "2018-01-01T07:10:00.000", "2025-09-28T16:45:00.000")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                INCIDENTS,
                false,
                rows(List.of(row("row_count", "2"))),
                Question.of(question));
    }

    @Test
    void afterAnHourTakesThatHourIn() {
        List<Hint> noted = notes("date_extract_hh(incident_datetime) > 18", "How many assaults happened after 6 pm?");

        assertEquals(1, noted.size(), noted::toString);
        assertTrue(
                noted.get(0).why().equals("> 18 starts at 19:00, and every time from 18:00 to 18:59 has the hour 18"),
                noted.get(0)::why);
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_hh(incident_datetime) >= 18",
                noted.get(0).query());
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_hh(incident_datetime) >= 22",
                notes("date_extract_hh(incident_datetime) > 22", "incidents after 10pm")
                        .get(0)
                        .query());
    }

    @Test
    void anotherHourOrTheHourTakenInIsLeftAlone() {
        assertEquals(List.of(), notes("date_extract_hh(incident_datetime) >= 18", "assaults after 6 pm"));
        assertEquals(List.of(), notes("date_extract_hh(incident_datetime) > 18", "assaults later than 7 pm"));
        assertEquals(List.of(), notes("date_extract_hh(incident_datetime) > 18", "assaults in the evening"));
    }

    @Test
    void aSpanEndingAtAnHourEndsBeforeIt() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_hh(incident_datetime) >= 22"
                        + " OR date_extract_hh(incident_datetime) < 4",
                notes(
                                "date_extract_hh(incident_datetime) >= 22 OR date_extract_hh(incident_datetime) <= 4",
                                "incidents overnight, from 10pm until 4am")
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_hh(incident_datetime) >= 9"
                        + " AND date_extract_hh(incident_datetime) < 17",
                notes(
                                "date_extract_hh(incident_datetime) BETWEEN 9 AND 17",
                                "incidents during business hours, 9am to 5pm")
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(
                        "date_extract_hh(incident_datetime) >= 22 OR date_extract_hh(incident_datetime) < 4",
                        "incidents from 10pm until 4am"));
    }

    @Test
    void workingHoursWithoutAmOrPmAreOfTheWorkingDay() {
        for (String question : List.of(
                "number of incidents during working hours (9 to 5)",
                "How many requests came in during business hours, 9 to 5?")) {
            assertEquals(
                    "SELECT count(*) AS row_count WHERE date_extract_hh(incident_datetime) >= 9"
                            + " AND date_extract_hh(incident_datetime) < 17",
                    notes("date_extract_hh(incident_datetime) BETWEEN 9 AND 17", question)
                            .get(0)
                            .query(),
                    question);
        }
        // no working day said: a bare 5 is no hour the question gives
        assertEquals(List.of(), notes("date_extract_hh(incident_datetime) BETWEEN 9 AND 17", "incidents from 9 to 5"));
        assertEquals(
                List.of(),
                notes("date_extract_hh(incident_datetime) BETWEEN 9 AND 16", "incidents during working hours, 9 to 5"));
    }
}
