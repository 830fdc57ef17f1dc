package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import datasf.mcp.soql.rewrite.SoqlRepairer;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A fix line for each of Socrata's SoQL errors, keyed on its code, with its messages as Socrata words them. */
class ErrorHintsTest {

    private static Hint only(List<Hint> hints) {
        assertEquals(1, hints.size(), hints::toString);
        return hints.get(0);
    }

    @Test
    void noSuchFunctionNamesTheSoqlFunction() {
        Hint hint = only(ErrorHints.explain(
                "query.soql.no-such-function",
                "Socrata error (HTTP 400): Query coordinator error: query.soql.no-such-function; No such function 'year'; arity=1",
                "SELECT year(incident_date)",
                null));
        assertEquals("year()", hint.what());
        assertEquals("date_extract_y(x)", hint.suggestion());
        Hint unknown = only(
                ErrorHints.explain("query.soql.no-such-function", "No such function 'soundex'; arity=1", "x", null));
        assertTrue(unknown.suggestion().contains("date_trunc_y/ym/ymd"), unknown.suggestion());
    }

    @Test
    void typeMismatchSaysWhichLiteralFormToUse() {
        Hint number =
                only(ErrorHints.explain("query.soql.type-mismatch", "Type mismatch for op$=, is number", "x", null));
        assertTrue(number.suggestion().contains("quote it for a text column ('2024')"), number.suggestion());
        Hint sum = only(ErrorHints.explain("query.soql.type-mismatch", "Type mismatch for sum, is text", "x", null));
        assertEquals("sum(x::number)", sum.suggestion());
        Hint text = only(ErrorHints.explain("query.soql.type-mismatch", "Type mismatch for op$>=, is text", "x", null));
        assertTrue(text.suggestion().contains("ISO"), text.suggestion());
    }

    @Test
    void withTheSchemaATypeMismatchNamesTheConditionAndTheLiteralToWrite() {
        java.util.Map<String, datasf.mcp.soql.syntax.SoqlType> types = new java.util.HashMap<>();
        DatasfColumns.POLICE_INCIDENTS.forEach(
                c -> types.put(c.fieldName(), datasf.mcp.soql.syntax.SoqlType.ofDataType(c.dataType())));
        Hint district = only(ErrorHints.explain(
                "query.soql.type-mismatch",
                "Type mismatch for op$=, is text",
                "SELECT count(*) WHERE supervisor_district = 'District 6'",
                null,
                types));
        assertEquals("supervisor_district = 'District 6'", district.what());
        assertEquals("supervisor_district = 6", district.suggestion(), "the whole condition, to paste");
        assertEquals("SELECT count(*) WHERE supervisor_district = 6", district.query());
        Hint money = only(ErrorHints.explain(
                "query.soql.type-mismatch",
                "Type mismatch for op$>, is text",
                "SELECT count(*) WHERE supervisor_district > '1,000' AND police_district = 'Mission'",
                null,
                types));
        assertEquals("supervisor_district > 1000", money.suggestion());
        assertEquals("SELECT count(*) WHERE supervisor_district > 1000 AND police_district = 'Mission'", money.query());
        Hint year = only(ErrorHints.explain(
                "query.soql.type-mismatch",
                "Type mismatch for op$>=, is number",
                "SELECT count(*) WHERE incident_date >= 2020 LIMIT 5",
                null,
                types));
        assertEquals("date_extract_y(incident_date) >= 2020", year.suggestion(), "the year, with the operator written");
        assertEquals("SELECT count(*) WHERE date_extract_y(incident_date) >= 2020 LIMIT 5", year.query());
        Hint date = only(ErrorHints.explain(
                "query.soql.type-mismatch",
                "Type mismatch for op$>, is text",
                "SELECT count(*) WHERE incident_date > 'last week'",
                null,
                types));
        assertTrue(date.suggestion().startsWith("an ISO date"), date.suggestion());
    }

    @Test
    void aFlagKeptAsANumberIsComparedWithOneAndDatesKeptAsTextByTheirText() {
        Map<String, datasf.mcp.soql.syntax.SoqlType> types = Map.of(
                "priorpermit", datasf.mcp.soql.syntax.SoqlType.NUMBER,
                "received", datasf.mcp.soql.syntax.SoqlType.TEXT);
        Hint flag = only(ErrorHints.explain(
                "query.soql.type-mismatch",
                "Type mismatch for op$=, is boolean",
                "SELECT count(*) WHERE priorpermit = true",
                null,
                types));
        assertEquals("priorpermit = 1", flag.suggestion());
        assertEquals("SELECT count(*) WHERE priorpermit = 1", flag.query());
        Hint received = only(ErrorHints.explain(
                "query.soql.type-mismatch",
                "Type mismatch for date_extract_y, is text",
                "SELECT count(*) WHERE date_extract_y(received) = 2024",
                null,
                types));
        assertEquals("SELECT count(*) WHERE received LIKE '2024%'", received.query());
        assertTrue(received.why().startsWith("received is text, not a date"), received.why());
    }

    @Test
    void anAggregateInWhereMovesToHaving() {
        Hint hint = only(ErrorHints.explain(
                "query.soql.aggregate-in-ungrouped-context",
                "Aggregate function 'count' used in ungrouped context: WHERE",
                "SELECT police_district, count(*) AS n WHERE n > 100 AND incident_year = '2024' GROUP BY police_district "
                        + "ORDER BY n DESC",
                null));
        assertEquals(
                "SELECT police_district, count(*) AS n WHERE incident_year = '2024' GROUP BY police_district "
                        + "HAVING n > 100 ORDER BY n DESC",
                hint.query());
        Hint direct = only(ErrorHints.explain(
                "query.soql.aggregate-in-ungrouped-context",
                "m",
                "SELECT police_district WHERE count(*) > 100 GROUP BY police_district",
                null));
        assertEquals("SELECT police_district GROUP BY police_district HAVING count(*) > 100", direct.query());
    }

    @Test
    void anAggregateInsideAnAggregateIsNotSentToHaving() {
        Hint hint = only(ErrorHints.explain(
                "query.soql.aggregate-in-ungrouped-context",
                "Aggregate function 'count' used in ungrouped context: selected columns",
                "SELECT avg(count(*)) GROUP BY police_district",
                null));
        assertTrue(hint.suggestion().contains("|> SELECT avg(n)"), hint::toString);
        assertFalse(hint.suggestion().contains("HAVING"), hint::toString);
    }

    @Test
    void aColumnNotInGroupByIsAddedToIt() {
        Hint hint = only(ErrorHints.explain(
                "query.soql.column-not-in-group-bys",
                "Column not in group bys: resolution",
                "SELECT police_district, resolution, count(*) AS n GROUP BY police_district ORDER BY n DESC",
                null));
        assertEquals(
                "SELECT police_district, resolution, count(*) AS n GROUP BY police_district, resolution ORDER BY n DESC",
                hint.query());
        Hint none = only(ErrorHints.explain(
                "query.soql.column-not-in-group-bys",
                "Column not in group bys: police_district",
                "SELECT police_district, count(*) LIMIT 5",
                null));
        assertEquals("SELECT police_district, count(*) GROUP BY police_district LIMIT 5", none.query());
    }

    @Test
    void aParseErrorNamesTheSoqlFormOfTheToken() {
        Hint join = only(ErrorHints.explain(
                "query.compiler.malformed",
                "Could not parse SoQL query \"SELECT * JOIN x\" at line 1 character 10: Expected one of ..., but got `JOIN'",
                "SELECT * JOIN x",
                null));
        assertEquals("JOIN", join.what());
        assertTrue(join.suggestion().contains("one query per dataset"), join.suggestion());
        Hint other = only(
                ErrorHints.explain("query.compiler.malformed", "Expected an expression, but got `LIMIT'", "x", null));
        assertTrue(other.suggestion().contains("clause order"), other.suggestion());
    }

    @Test
    void withAutoCorrectOffTheRepairTheServerWouldMakeIsTheHint() {
        SoqlRepairer repairer = new SoqlRepairer(new SoqlColumnCorrector());
        String written = "SELECT count(*) FROM incidents WHERE YEAR(incident_date) = 2024;";
        List<Hint> hints = ErrorHints.explain(
                "query.compiler.malformed",
                "Unexpected character `;'",
                written,
                repairer.repair(written, DatasfColumns.POLICE_INCIDENTS, LocalDateTime.of(2025, 1, 1, 0, 0)));
        assertEquals(3, hints.size());
        assertEquals(
                "SELECT count(*) WHERE date_extract_y(incident_date) = 2024",
                hints.get(0).query());
        assertEquals("remove it", hints.get(0).suggestion(), "the ; goes");
        assertNull(hints.get(1).query(), "the repaired query is given once");
    }
}
