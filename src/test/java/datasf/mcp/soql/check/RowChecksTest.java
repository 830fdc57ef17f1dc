package datasf.mcp.soql.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.soql.Hint;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The checks on the rows that come back, on small datasets written here: each speaks when the
 * rows or the profile show its mistake, with a query that fixes it, and keeps quiet on the same
 * shape written right.
 */
class RowChecksTest {

    /** Permits: an id per row, a cost with gaps, a date-only column beside one with times, a category. */
    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("permit_number", "text", stats(100, 0, 100, "P1", "P99")),
            column("revised_cost", "number", stats(70, 30, 70, "10", "9000")),
            column("status", "text", stats(100, 0, 4, "complete", "issued")),
            column(
                    "filed_date",
                    "calendar_date",
                    stats(100, 0, 90, "2019-01-01T00:00:00.000", "2025-09-28T00:00:00.000", "2021-01-13T00:00:00.000")),
            column(
                    "filed_datetime",
                    "calendar_date",
                    stats(
                            100,
                            0,
                            100,
                            "2019-01-01T08:10:00.000",
                            "2025-09-28T17:45:00.000",
                            "2021-01-13T10:00:00.000")));

    /** Film locations: no column identifies a row, and a title has about ten. */
    private static final DatasetFacts FILMS = facts(
            "Film Locations in San Francisco",
            "A listing of filming locations of movies: titles, locations, directors.",
            new ColumnInfo("Title", "title", "text", "Title of the production"),
            column("locations", "text", stats(280, 0, 28, "Alamo Square", "Zoo")),
            column("director", "text", stats(280, 0, 25, "A", "Z")));

    private static DatasetFacts facts(String name, String description, Object... columns) {
        List<ColumnInfo> infos = new ArrayList<>();
        Map<String, ColumnStats> stats = new HashMap<>();
        for (Object c : columns) {
            if (c instanceof ColumnInfo info) {
                infos.add(info);
                stats.put(info.fieldName(), stats(280, 0, 28, "48 Hrs.", "Zodiac"));
            } else {
                Object[] pair = (Object[]) c;
                infos.add((ColumnInfo) pair[0]);
                stats.put(((ColumnInfo) pair[0]).fieldName(), (ColumnStats) pair[1]);
            }
        }
        return DatasetFacts.of(
                new DatasetSchema("abcd-1234", name, description, null, null, null, infos, stats),
                (dataset, field) -> Optional.empty());
    }

    private static Object[] column(String field, String type, ColumnStats stats) {
        return new Object[] {new ColumnInfo(field, field, type, null), stats};
    }

    private static ColumnStats stats(long nonNull, long nulls, long distinct, String... examples) {
        List<ColumnStats.Count> top = new ArrayList<>();
        for (int i = 2; i < examples.length; i++) {
            top.add(new ColumnStats.Count(examples[i], 1));
        }
        return new ColumnStats(nonNull, nulls, examples[0], examples[1], distinct, top);
    }

    /** Rows written as field, value, field, value...; a field left out is null. */
    private static AnswerRows rows(List<Map<String, String>> rows) {
        return new AnswerRows() {
            @Override
            public int size() {
                return rows.size();
            }

            @Override
            public String value(int row, String field) {
                return rows.get(row).get(field);
            }
        };
    }

    private static Map<String, String> row(String... fieldsAndValues) {
        Map<String, String> row = new LinkedHashMap<>();
        for (int i = 0; i < fieldsAndValues.length; i += 2) {
            row.put(fieldsAndValues[i], fieldsAndValues[i + 1]);
        }
        return row;
    }

    private static List<Hint> notes(DatasetFacts facts, String soql, Map<String, String>... rows) {
        return Checks.answer(soql, facts, false, rows(List.of(rows)));
    }

    @Test
    void aTopNLedByNullsGetsNullLastAndOneThatSaysWhereNullsGoDoesNot() {
        String soql = "SELECT permit_number, revised_cost ORDER BY revised_cost DESC LIMIT 2";
        List<Hint> led = notes(PERMITS, soql, row("permit_number", "P1"), row("permit_number", "P2"));

        assertEquals(1, led.size(), led::toString);
        assertEquals(
                "SELECT permit_number, revised_cost ORDER BY revised_cost DESC NULL LAST LIMIT 2",
                led.get(0).query());
        assertEquals(List.of(), notes(PERMITS, soql, row("permit_number", "P1", "revised_cost", "9000")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT permit_number, revised_cost ORDER BY revised_cost DESC NULL FIRST LIMIT 2",
                        row("permit_number", "P1")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT permit_number, revised_cost ORDER BY revised_cost ASC LIMIT 2",
                        row("permit_number", "P1")));
    }

    @Test
    void aSortKeyNotAmongTheFieldsIsJudgedByItsColumnsNullsUnlessAConditionReadsIt() {
        assertEquals(
                1,
                notes(PERMITS, "SELECT permit_number ORDER BY revised_cost DESC LIMIT 2", row("permit_number", "P1"))
                        .size());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT permit_number WHERE revised_cost > 100 ORDER BY revised_cost DESC",
                        row("permit_number", "P1")));
    }

    @Test
    void aNullGroupInARankingIsLeftOutAndAnOrIsKeptTogether() {
        List<Hint> ranked = notes(
                PERMITS,
                "SELECT status, count(*) AS n WHERE status = 'issued' OR revised_cost > 5 GROUP BY status ORDER BY n DESC LIMIT 2",
                row("status", "issued", "n", "40"),
                row("n", "30"));

        assertEquals(
                "SELECT status, count(*) AS n WHERE (status = 'issued' OR revised_cost > 5) AND status IS NOT NULL "
                        + "GROUP BY status ORDER BY n DESC LIMIT 2",
                ranked.get(0).query());
        // the whole list without a LIMIT, the null group not first: every group is there to read
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT status, count(*) AS n GROUP BY status ORDER BY n DESC",
                        row("status", "issued", "n", "40"),
                        row("n", "30")));
    }

    @Test
    void countOfAColumnUnderItsOwnIsNullIsZeroByHowItIsWritten() {
        List<Hint> empty = Checks.answer(
                "SELECT count(revised_cost) AS n WHERE revised_cost IS NULL",
                PERMITS,
                true,
                rows(List.of(row("n", "0"))));

        assertEquals(
                "SELECT count(*) AS n WHERE revised_cost IS NULL", empty.get(0).query());
        assertTrue(empty.get(0).why().contains(Checks.ZERO_WHATEVER_MATCHED), empty::toString);
        assertEquals(
                List.of(),
                notes(PERMITS, "SELECT count(revised_cost) AS n WHERE revised_cost IS NOT NULL", row("n", "70")));
    }

    @Test
    void aTimestampWithTimesGroupedRawIsGroupedByDayAndADateOnlyOneIsLeftAlone() {
        List<Hint> raw = notes(
                PERMITS,
                "SELECT filed_datetime, count(*) AS n GROUP BY filed_datetime ORDER BY filed_datetime",
                row("filed_datetime", "2021-01-13T10:00:00.000", "n", "1"),
                row("filed_datetime", "2021-01-13T11:00:00.000", "n", "1"));

        assertEquals(
                "SELECT date_trunc_ymd(filed_datetime) AS day, count(*) AS n GROUP BY day ORDER BY day",
                raw.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT filed_date, count(*) AS n GROUP BY filed_date ORDER BY filed_date",
                        row("filed_date", "2021-01-13T00:00:00.000", "n", "1")));
    }

    @Test
    void theHourOfADateOnlyColumnIsReadFromItsTimestampWithTimes() {
        List<Hint> hour = notes(
                PERMITS,
                "SELECT date_extract_hh(filed_date) AS h, count(*) AS n GROUP BY h ORDER BY n DESC",
                row("h", "0", "n", "100"));

        assertEquals(
                "SELECT date_extract_hh(filed_datetime) AS h, count(*) AS n GROUP BY h ORDER BY n DESC",
                hour.get(0).query());
    }

    @Test
    void aMonthOfTheYearOverTwoYearsIsAMonthAndARankingOfMonthsIsLeftAlone() {
        List<Hint> series = notes(
                PERMITS,
                "SELECT date_extract_m(filed_date) AS m, count(*) AS n WHERE filed_date >= '2022-01-01' "
                        + "AND filed_date < '2024-01-01' GROUP BY m ORDER BY m",
                row("m", "1", "n", "9"));

        assertEquals(
                "SELECT date_trunc_ym(filed_date) AS m, count(*) AS n WHERE filed_date >= '2022-01-01' "
                        + "AND filed_date < '2024-01-01' GROUP BY m ORDER BY m",
                series.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT date_extract_m(filed_date) AS m, count(*) AS n GROUP BY m " + "ORDER BY n DESC LIMIT 3",
                        row("m", "1", "n", "9")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT date_extract_y(filed_date) AS y, date_extract_m(filed_date) AS m, "
                                + "count(*) AS n GROUP BY y, m ORDER BY y, m",
                        row("y", "2022", "m", "1", "n", "9")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT date_extract_m(filed_date) AS m, count(*) AS n WHERE "
                                + "filed_date >= '2022-01-01' AND filed_date < '2023-01-01' GROUP BY m ORDER BY m",
                        row("m", "1", "n", "9")));
    }

    @Test
    void countingFilmLocationsAsFilmsIsNotedUnlessTheQueryCountsLocations() {
        List<Hint> films = notes(
                FILMS,
                "SELECT director, count(*) AS n GROUP BY director ORDER BY n DESC",
                row("director", "A", "n", "24"));

        assertEquals(
                "SELECT director, count(DISTINCT title) AS n GROUP BY director ORDER BY n DESC",
                films.get(0).query());
        assertEquals(
                List.of(), notes(FILMS, "SELECT title, count(*) AS n GROUP BY title", row("title", "X", "n", "9")));
        assertEquals(List.of(), notes(FILMS, "SELECT count(*) AS locations", row("locations", "280")));
        assertEquals(List.of(), notes(FILMS, "SELECT count(*) AS n WHERE title LIKE '%the%'", row("n", "40")));
    }

    @Test
    void whereARowIsAThingOnlyACountNamedForSomethingElseIsNoted() {
        assertEquals(List.of(), notes(PERMITS, "SELECT count(*) AS n WHERE status = 'issued'", row("n", "40")));
        assertNull(PERMITS.profile().row().thing("status"));
    }

    @Test
    void pastTheCallsDeadlineTheRowChecksStopAndTheAnswerStands() throws InterruptedException {
        RequestMetrics call = new RequestMetrics("r", null, "POST", "/mcp");
        call.upstreamDeadlineNanos(Duration.ofMillis(2));
        Thread.sleep(10);
        try (RequestScope scope = RequestScope.open(call)) {
            assertEquals(
                    List.of(),
                    notes(
                            PERMITS,
                            "SELECT permit_number, revised_cost ORDER BY revised_cost DESC LIMIT 2",
                            row("permit_number", "P1")));
        }
    }
}
