package datasf.mcp.support.soql;

import static datasf.mcp.support.soql.TinyDataset.column;
import static datasf.mcp.support.soql.TinyDataset.error;
import static datasf.mcp.support.soql.TinyDataset.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the engine answers for valid SoQL, on {@link TinyDataset}'s six rows. */
class SoqlSemanticsTest {

    private static List<Object> list(Object... values) {
        return Arrays.asList(values);
    }

    @Test
    void numbersCompareAsNumbersAndTextAsCaseSensitiveText() {
        assertEquals(list("Alpha", "beta"), column("SELECT name WHERE n > 5", "name"));
        assertEquals(list("beta", "Gamma", "delta"), column("SELECT name WHERE name > 'B'", "name"));
        assertEquals(list("Alpha", "Alpha"), column("SELECT name WHERE name = 'Alpha'", "name"));
        assertEquals(list(), column("SELECT name WHERE name = 'ALPHA'", "name"));
        assertEquals(list("Alpha"), column("SELECT name WHERE n = '10'", "name"), "a quoted number reads as a number");
    }

    @Test
    void orderBySortsByTypeWithNullsLastAscendingAndFirstDescending() {
        assertEquals(list("-1", "0", "2.5", "9", "10", null), column("SELECT n ORDER BY n", "n"));
        assertEquals(list(null, "10", "9", "2.5", "0", "-1"), column("SELECT n ORDER BY n DESC", "n"));
        assertEquals(list(null, "-1", "0", "2.5", "9", "10"), column("SELECT n ORDER BY n ASC NULL FIRST", "n"));
        assertEquals(list("10", "9", "2.5", "0", "-1", null), column("SELECT n ORDER BY n DESC NULLS LAST", "n"));
        assertEquals(
                list("100%_sure", "Alpha", "Alpha", "Gamma", "beta", "delta"),
                column("SELECT name ORDER BY name", "name"),
                "text sorts by code unit: upper case first");
        assertEquals(
                list("2022-12-31T23:59:59.000", "2023-02-28T12:00:00.000"),
                column("SELECT at WHERE at IS NOT NULL ORDER BY at LIMIT 2", "at"));
    }

    @Test
    void orderByTiesAndConstantsKeepTheRowsOrder() {
        assertEquals(
                list("Alpha", "Gamma", "beta", "delta", "Alpha", "100%_sure"),
                column("SELECT name, kind ORDER BY kind", "name"));
        assertEquals(
                list("Alpha", "beta", "Gamma", "delta", "Alpha", "100%_sure"),
                column("SELECT name, kind ORDER BY 2", "name"),
                "ORDER BY 2 sorts by the constant 2: no order");
        assertEquals(
                list("100%_sure", "Alpha", "beta", "delta", "Alpha", "Gamma"),
                column("SELECT name ORDER BY kind DESC, name", "name"));
    }

    @Test
    void limitAndOffsetPage() {
        assertEquals(list("-1", "0"), column("SELECT n ORDER BY n LIMIT 2", "n"));
        assertEquals(list("2.5", "9"), column("SELECT n ORDER BY n LIMIT 2 OFFSET 2", "n"));
        assertEquals(list("10", null), column("SELECT n ORDER BY n OFFSET 4", "n"));
        assertEquals(list(), column("SELECT n ORDER BY n LIMIT 5 OFFSET 40", "n"));
        assertEquals(list(), column("SELECT n LIMIT 0", "n"));
    }

    @Test
    void likeIsCaseSensitiveWithPercentAndUnderscoreAsItsOnlyWildcards() {
        assertEquals(2, rows("SELECT name WHERE name LIKE 'A%'").size());
        assertEquals(0, rows("SELECT name WHERE name LIKE 'a%'").size());
        assertEquals(list("beta"), column("SELECT name WHERE name LIKE '_eta'", "name"));
        assertEquals(list(), column("SELECT name WHERE name LIKE 'Alph*'", "name"), "* is no wildcard");
        assertEquals(list("Alpha", "Alpha"), column("SELECT name WHERE name LIKE 'Alpha'", "name"), "no % is equality");
        assertEquals(list("100%_sure"), column("SELECT name WHERE name LIKE '100%'", "name"));
        assertEquals(
                list("beta", "Gamma", "delta", "100%_sure"), column("SELECT name WHERE name NOT LIKE 'Al%'", "name"));
        assertEquals(list("Alpha", "Alpha"), column("SELECT name WHERE upper(name) LIKE 'ALPH%'", "name"));
    }

    @Test
    void inAndBetweenCompareAsTheOperandsType() {
        assertEquals(4, rows("SELECT name WHERE kind IN ('a', 'c')").size());
        assertEquals(4, rows("SELECT name WHERE kind NOT IN ('a')").size());
        assertEquals(list("beta", "Gamma"), column("SELECT name WHERE n BETWEEN 2 AND '9'", "name"));
        assertEquals(
                list("Alpha", "delta", "Alpha", "100%_sure").size(),
                rows("SELECT name WHERE n NOT BETWEEN 2 AND 9 OR n IS NULL").size());
        assertEquals(list("Alpha"), column("SELECT name WHERE n IN (10, 11)", "name"));
    }

    @Test
    void nullMatchesNothingButIsNull() {
        assertEquals(0, rows("SELECT name WHERE n = NULL").size());
        assertEquals(0, rows("SELECT name WHERE n != NULL").size());
        assertEquals(list("delta"), column("SELECT name WHERE n IS NULL", "name"));
        assertEquals(5, rows("SELECT name WHERE n IS NOT NULL").size());
        assertEquals(
                list("Gamma", "Alpha", "100%_sure"),
                column("SELECT name WHERE NOT (n > 5)", "name"),
                "NOT of null is null: delta stays out");
        assertEquals(list("delta"), column("SELECT name WHERE flag IS NULL AND n IS NULL", "name"));
    }

    @Test
    void groupsFoldRowsAndAggregatesSkipNulls() {
        List<Map<String, Object>> groups = rows("SELECT kind, count(*) AS rows, count(n) AS ns, sum(n) AS total, "
                + "avg(n) AS mean, min(n) AS low, max(n) AS high GROUP BY kind ORDER BY kind");
        assertEquals(
                List.of(
                        Map.of(
                                "kind", "a", "rows", "2", "ns", "2", "total", "12.5", "mean", "6.25", "low", "2.5",
                                "high", "10"),
                        Map.of("kind", "b", "rows", "2", "ns", "1", "total", "9", "mean", "9", "low", "9", "high", "9"),
                        Map.of(
                                "kind", "c", "rows", "2", "ns", "2", "total", "-1", "mean", "-0.5", "low", "-1", "high",
                                "0")),
                groups);
    }

    @Test
    void aggregatesWithoutGroupByAnswerOneRowEvenForNoRows() {
        assertEquals(List.of(Map.of("count", "0")), rows("SELECT count(*) WHERE name = 'nobody'"));
        assertEquals(
                List.of(Map.of("count", "0")),
                rows("SELECT count(*), sum(n) WHERE name = 'nobody'"),
                "a null sum is left out");
        assertEquals(List.of(Map.of("count_name", "5")), rows("SELECT count(DISTINCT name)"));
        assertEquals(List.of(Map.of("count_distinct_kind", "3")), rows("SELECT count_distinct(kind)"));
    }

    @Test
    void aliasesServeGroupByHavingAndOrderBy() {
        assertEquals(
                List.of(Map.of("k", "a", "c", "2"), Map.of("k", "c", "c", "2")),
                rows("SELECT kind AS k, count(n) AS c GROUP BY k HAVING c > 1 ORDER BY k"));
        assertEquals(list("c", "b", "a"), column("SELECT kind, sum(n) AS s GROUP BY kind ORDER BY s", "kind"));
        assertEquals(
                list("b", "c"),
                column(
                        "SELECT kind, count(*) GROUP BY kind HAVING max(n) < 5 OR min(n) > 5 " + "ORDER BY kind",
                        "kind"));
    }

    @Test
    void unaliasedOutputsAreNamedAsSocrataNamesThem() {
        Map<String, Object> row = rows("SELECT name, date_trunc_ym(at), upper(name), n * 2, 'x', round(n, 1) LIMIT 1")
                .get(0);
        assertEquals(
                List.of("name", "date_trunc_ym_at", "upper_name", "_expr3", "_expr4", "round_n"),
                List.copyOf(row.keySet()));
        assertEquals(
                List.of("count", "sum_n", "avg_n"),
                List.copyOf(rows("SELECT count(*), sum(n), avg(n)").get(0).keySet()));
    }

    @Test
    void distinctDropsRepeatedRows() {
        assertEquals(list("Alpha", "beta", "Gamma", "delta", "100%_sure"), column("SELECT DISTINCT name", "name"));
        assertEquals(6, rows("SELECT DISTINCT name, kind").size());
    }

    @Test
    void valuesComeBackAsSocrataSendsThem() {
        Map<String, Object> alpha = rows("SELECT * LIMIT 1").get(0);
        assertEquals("10", alpha.get("n"), "numbers as strings");
        assertEquals(Boolean.TRUE, alpha.get("flag"), "checkboxes as booleans");
        assertTrue(alpha.get("spot") instanceof JsonNode, "points as objects");
        assertFalse(alpha.containsKey(":id"), "* leaves system fields out");
        Map<String, Object> delta =
                rows("SELECT name, n, at WHERE name = 'delta'").get(0);
        assertEquals(Map.of("name", "delta"), delta, "null fields are left out");
        assertEquals(list("12.5"), column("SELECT n + 2.5 AS x WHERE name = 'Alpha' AND kind = 'a'", "x"));
        assertEquals(list("3.3333333333333335"), column("SELECT 10 / 3 AS x LIMIT 1", "x"));
    }

    @Test
    void systemFieldsAreThereWhenAskedFor() {
        Map<String, Object> first = rows("SELECT :*, name LIMIT 1").get(0);
        assertTrue(first.get(":id").toString().matches("row-[0-9a-f]{4}~[0-9a-f]{4}~[0-9a-f]{4}"), first.toString());
        assertTrue(first.containsKey(":created_at") && first.containsKey(":updated_at"), first.toString());
        assertEquals(6, rows("SELECT name ORDER BY :id").size());
        assertEquals(rows("SELECT :id").stream().distinct().count(), 6L, ":id is unique");
    }

    @Test
    void timestampsCompareAsInstantsAndADateIsItsMidnight() {
        assertEquals(list("Alpha"), column("SELECT name WHERE at = '2023-07-04'", "name"));
        assertEquals(list("Alpha", "beta"), column("SELECT name WHERE date_trunc_ymd(at) = '2023-07-04'", "name"));
        assertEquals(
                list("Alpha", "beta"), column("SELECT name WHERE at >= '2023-07-04' AND at < '2023-07-05'", "name"));
        assertEquals(list("beta"), column("SELECT name WHERE at = '2023-07-04T18:30'", "name"));
        assertEquals(list("Gamma"), column("SELECT name WHERE at >= '2024'", "name"));
    }

    @Test
    void dateFunctionsTruncateAndExtract() {
        Map<String, Object> beta =
                rows("SELECT date_trunc_y(at) AS y, date_trunc_ym(at) AS ym, date_trunc_ymd(at) AS ymd, "
                                + "date_extract_y(at) AS ey, date_extract_m(at) AS em, date_extract_d(at) AS ed, "
                                + "date_extract_hh(at) AS hh, date_extract_dow(at) AS dow, date_extract_woy(at) AS woy "
                                + "WHERE name = 'beta'")
                        .get(0);
        assertEquals("2023-01-01T00:00:00.000", beta.get("y"));
        assertEquals("2023-07-01T00:00:00.000", beta.get("ym"));
        assertEquals("2023-07-04T00:00:00.000", beta.get("ymd"));
        assertEquals(
                List.of("2023", "7", "4", "18", "2", "27"),
                List.of(
                        beta.get("ey"),
                        beta.get("em"),
                        beta.get("ed"),
                        beta.get("hh"),
                        beta.get("dow"),
                        beta.get("woy")),
                "2023-07-04 was a Tuesday (Sunday is 0)");
        assertEquals(
                list("2023-07-11T18:30:00.000"), column("SELECT date_add(at, 'P7D') AS d WHERE name = 'beta'", "d"));
        assertEquals(
                list("2023-07-05T00:30:00.000"), column("SELECT date_add(at, 'PT6H') AS d WHERE name = 'beta'", "d"));
    }

    @Test
    void checkboxesCompareWithBooleansOrTheirText() {
        assertEquals(2, rows("SELECT name WHERE flag = true").size());
        assertEquals(2, rows("SELECT name WHERE flag = 'true'").size());
        assertEquals(2, rows("SELECT name WHERE flag = 'TRUE'").size(), "a quoted boolean reads in any case");
        assertEquals(0, rows("SELECT name WHERE flag = false").size(), "an unticked checkbox is null");
    }

    @Test
    void textFunctionsMatchAsTheirNamesSay() {
        assertEquals(list("Alpha", "Alpha"), column("SELECT name WHERE caseless_eq(name, 'ALPHA')", "name"));
        assertEquals(4, rows("SELECT name WHERE caseless_ne(name, 'alpha')").size());
        assertEquals(list("Gamma"), column("SELECT name WHERE caseless_contains(name, 'AMM')", "name"));
        assertEquals(list("beta"), column("SELECT name WHERE caseless_starts_with(name, 'BE')", "name"));
        assertEquals(list("beta", "delta"), column("SELECT name WHERE caseless_one_of(name, 'BETA', 'Delta')", "name"));
        assertEquals(list("Alpha", "Alpha"), column("SELECT name WHERE starts_with(name, 'Al')", "name"));
        assertEquals(list(), column("SELECT name WHERE starts_with(name, 'al')", "name"));
        assertEquals(list("Gamma"), column("SELECT name WHERE contains(name, 'mm')", "name"));
        assertEquals(
                list("alpha", "BETA"),
                List.of(
                        rows("SELECT lower(name) AS l LIMIT 1").get(0).get("l"),
                        rows("SELECT upper(name) AS u WHERE kind = 'b' LIMIT 1")
                                .get(0)
                                .get("u")));
    }

    @Test
    void numberFunctionsCastsAndCoalesce() {
        Map<String, Object> gamma = rows("SELECT round(n) AS r0, round(n * 1.05, 1) AS r1, abs(n - 5) AS a, "
                        + "floor(n) AS f, ceiling(n) AS c, n::text AS t, '7'::number + 1 AS p WHERE name = 'Gamma'")
                .get(0);
        assertEquals(Map.of("r0", "3", "r1", "2.6", "a", "2.5", "f", "2", "c", "3", "t", "2.5", "p", "8"), gamma);
        assertEquals(list("10", "9", "2.5", "none", "-1", "0"), column("SELECT coalesce(n::text, 'none') AS v", "v"));
        assertEquals(list("a-Alpha"), column("SELECT kind || '-' || name AS v LIMIT 1", "v"));
    }

    @Test
    void pipelinesFeedOneStageIntoTheNext() {
        assertEquals(
                List.of(Map.of("kinds", "3")),
                rows("SELECT kind, count(*) AS n GROUP BY kind |> SELECT count(*) AS kinds"));
        assertEquals(
                list("a"),
                column("SELECT kind, sum(n) AS total GROUP BY kind |> SELECT kind WHERE total > 10", "kind"));
        assertEquals(
                list("2.5", "10"), column("SELECT n WHERE kind = 'a' ORDER BY n DESC |> SELECT n ORDER BY n", "n"));
    }

    @Test
    void searchFindsEveryWordInSomeValueIgnoringCase() {
        assertEquals(list("Alpha", "Alpha"), column("SELECT name SEARCH 'alpha'", "name"));
        assertEquals(list("Alpha"), column("SELECT name SEARCH 'ALPHA c'", "name"));
        assertEquals(list(), column("SELECT name SEARCH 'point'", "name"), "objects are not searched");
    }

    @Test
    void stringLiteralsTakeEitherQuoteAndDoubleItToEscape() {
        assertEquals(list("Alpha", "Alpha"), column("SELECT name WHERE name = \"Alpha\"", "name"));
        assertEquals(
                list("it's", "say \"hi\""),
                List.of(
                        rows("SELECT 'it''s' AS v LIMIT 1").get(0).get("v"),
                        rows("SELECT \"say \"\"hi\"\"\" AS v LIMIT 1").get(0).get("v")));
        assertEquals(
                6,
                rows("SELECT `name`, `n` WHERE `kind` != 'z' AND kind <> 'z' AND n == n OR n IS NULL")
                        .size());
    }

    @Test
    void keywordsAndNamesIgnoreCase() {
        assertEquals(List.of(Map.of("name", "beta")), rows("select NAME where Kind = 'b' and N is not null"));
        assertEquals("kind", error("SELECT kind, count(*) group by 1").data().get("column"));
    }
}
