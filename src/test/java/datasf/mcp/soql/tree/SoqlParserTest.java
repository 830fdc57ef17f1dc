package datasf.mcp.soql.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SoqlParserTest {

    /** The WHERE condition of {@code SELECT x WHERE <condition>}, with its grouping made visible. */
    private static String grouping(String condition) {
        SoqlTree tree = SoqlTree.parse("SELECT x WHERE " + condition);
        assertTrue(tree.isValid(), () -> String.valueOf(tree.error()));
        return bracketed(tree.query().last().where());
    }

    /** Every operation in brackets: the tree's grouping, whatever the text's parentheses. */
    private static String bracketed(Expr expr) {
        if (expr instanceof Binary b) {
            return "[" + bracketed(b.left()) + " " + b.op().symbol() + " " + bracketed(b.right()) + "]";
        }
        if (expr instanceof Unary u) {
            return "[" + u.op().symbol() + " " + bracketed(u.operand()) + "]";
        }
        if (expr instanceof IsNull n) {
            return "[" + bracketed(n.operand()) + (n.negated() ? " IS NOT NULL]" : " IS NULL]");
        }
        if (expr instanceof Like l) {
            return "[" + bracketed(l.subject()) + (l.negated() ? " NOT LIKE " : " LIKE ") + bracketed(l.pattern())
                    + "]";
        }
        if (expr instanceof Between b) {
            return "[" + bracketed(b.subject()) + " BETWEEN " + bracketed(b.low()) + " AND " + bracketed(b.high())
                    + "]";
        }
        if (expr instanceof Cast c) {
            return "[" + bracketed(c.operand()) + "::" + c.type() + "]";
        }
        if (expr instanceof Paren p) {
            return bracketed(p.inner());
        }
        return SoqlPrinter.print(expr);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '#', textBlock = """
            a AND b OR c                  # [[a AND b] OR c]
            a OR b AND c                  # [a OR [b AND c]]
            NOT a = 1 AND b               # [[NOT [a = 1]] AND b]
            NOT NOT a                     # [NOT [NOT a]]
            a = 1 IS NULL                 # [[a = 1] IS NULL]
            a IS NOT NULL OR b            # [[a IS NOT NULL] OR b]
            x BETWEEN 1 AND 5 AND y = 2   # [[x BETWEEN 1 AND 5] AND [y = 2]]
            x NOT BETWEEN 1 + 1 AND 5     # [x BETWEEN [1 + 1] AND 5]
            x NOT LIKE 'a%' OR y LIKE 'b' # [[x NOT LIKE 'a%'] OR [y LIKE 'b']]
            x = 1 + 2 * 3                 # [x = [1 + [2 * 3]]]
            a || b + c                    # [[a || b] + c]
            a - b - c                     # [[a - b] - c]
            a / b % c * d                 # [[[a / b] % c] * d]
            2 ^ 3 ^ 2                     # [2 ^ [3 ^ 2]]
            -x ^ 2                        # [[- x] ^ 2]
            -x::number                    # [- [x::number]]
            x::text::number = '1'         # [[[x::text]::number] = '1']
            (a OR b) AND c                # [[a OR b] AND c]
            a <> b AND c != d AND e == f  # [[[a <> b] AND [c != d]] AND [e == f]]
            incident_year = 2024 + 1      # [incident_year = [2024 + 1]]
            """)
    void bindsAsSocrataDoes(String condition, String grouped) {
        assertEquals(grouped, grouping(condition));
    }

    @Test
    void readsEveryClauseInSocratasOrder() {
        Select select = SoqlTree.parse("SELECT DISTINCT police_district AS d, count(*) AS n WHERE x = 1 GROUP BY d "
                        + "HAVING n > 5 SEARCH 'theft' ORDER BY n DESC NULLS LAST, d OFFSET 10 LIMIT 5")
                .query()
                .last();

        assertTrue(select.distinct());
        assertEquals(2, select.items().size());
        assertEquals("n", select.items().get(1).alias().name());
        assertEquals(
                List.of(
                        Clause.Kind.WHERE,
                        Clause.Kind.GROUP_BY,
                        Clause.Kind.HAVING,
                        Clause.Kind.SEARCH,
                        Clause.Kind.ORDER_BY,
                        Clause.Kind.OFFSET,
                        Clause.Kind.LIMIT),
                select.clauses().stream().map(Clause::kind).toList());
        assertEquals("5", select.limit().text());
        assertEquals("10", select.offset().text());
        assertTrue(select.orderBy().get(0).isDescending());
        assertEquals(Boolean.FALSE, select.orderBy().get(0).nullsFirst());
        assertTrue(select.isAggregated());
    }

    @Test
    void callsKeepTheirShape() {
        Select select = SoqlTree.parse("SELECT count(*), count(DISTINCT a), count_distinct(b), upper(c), "
                        + "CASE WHEN a > 1 THEN 'x' ELSE 'y' END, row_number() OVER (PARTITION BY a ORDER BY b "
                        + "ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)")
                .query()
                .last();
        Call star = (Call) select.items().get(0).expr();
        Call distinct = (Call) select.items().get(1).expr();
        Call window = (Call) select.items().get(5).expr();

        assertTrue(star.star() && star.isAggregate());
        assertEquals("count_distinct", distinct.function());
        assertTrue(distinct.isAggregate());
        assertTrue(((Call) select.items().get(2).expr()).isAggregate());
        assertTrue(!((Call) select.items().get(3).expr()).isAggregate());
        assertInstanceOf(Case.class, select.items().get(4).expr());
        assertNotNull(window.window());
        assertEquals(
                List.of("ROWS", "BETWEEN", "UNBOUNDED", "PRECEDING", "AND", "CURRENT", "ROW"),
                window.window().frame());
    }

    @Test
    void namesKeepTheirKind() {
        Select select = SoqlTree.parse("SELECT :*, *, `Incident Category`, :id, $where, first, @t.x FROM @this AS t")
                .query()
                .last();

        assertEquals(new Star(7, 9, null, true), select.items().get(0).expr());
        assertEquals(new Star(11, 12, null, false), select.items().get(1).expr());
        ColumnRef quoted = (ColumnRef) select.items().get(2).expr();
        assertEquals("Incident Category", quoted.name());
        assertTrue(quoted.isQuoted() && quoted.isPlain());
        assertTrue(((ColumnRef) select.items().get(3).expr()).isSystem());
        assertEquals("$where", ((ColumnRef) select.items().get(4).expr()).name());
        assertEquals("first", ((ColumnRef) select.items().get(5).expr()).name());
        assertEquals("@t", ((ColumnRef) select.items().get(6).expr()).qualifier());
        assertEquals("@this", select.from().table());
    }

    @Test
    void positionsSliceTheText() {
        String text = "SELECT count(*) AS n WHERE incident_year = 2024 + 1 -- note\n|> SELECT n";
        Query query = SoqlTree.parse(text).query();
        Binary condition = (Binary) query.selects().get(0).where();

        assertEquals("incident_year = 2024 + 1", condition.in(text));
        assertEquals("2024 + 1", condition.right().in(text));
        assertEquals(
                "SELECT count(*) AS n WHERE incident_year = 2024 + 1",
                query.selects().get(0).in(text));
        assertEquals("SELECT n", query.last().in(text));
        assertEquals(List.of("|>"), query.joiners());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '^', textBlock = """
            SELECT TOP 5 incident_id                                   | 11 | `5'
            SELECT police_district, count(*) n GROUP BY police_district | 33 | `n'
            SELECT incident_id LIMIT ALL                               | 25 | `ALL'
            SELECT incident_id LIMIT 20, 10                            | 27 | `,'
            SELECT count(*) WHERE police_district = 'Mission';         | 49 | `;'
            SELECT * FROM incidents                                    | 14 | `incidents'
            SELECT * FROM @this                                        | 19 | end of input
            SELECT t.incident_id FROM @this AS t                       |  8 | `.'
            SELECT CAST(incident_year AS NUMBER)                       | 26 | `AS'
            SELECT count(*) AS "Total Cases"                           | 19 | `"Total Cases"'
            SELECT x WHERE y IN (SELECT z)                             | 21 | `SELECT'
            SELECT x LIMIT 3 WHERE y = 1                               | 17 | `WHERE'
            SELECT count(DISTINCT a, b)                                | 23 | `,'
            SELECT x WHERE y IS TRUE                                   | 20 | `TRUE'
            SELECT x WHERE y ~ 'a'                                     | 17 | `~'
            SELECT x WHERE extract(year FROM d) = 1                    | 28 | `FROM'
            SELECT x WHERE y = 1 AND                                   | 24 | end of input
            SELECT TRUELIMIT ,                                         | 18 | end of input
            SELECT incident_id AS select                               | 22 | `select'
            SELECT x ORDER BY y FETCH FIRST 10 ROWS ONLY               | 20 | `FETCH'
            WITH t AS (SELECT x) SELECT x                              |  0 | `WITH'
            SELECT 'unterminated                                       |  7 | an unterminated one
            SELECT `unterminated                                       |  7 | ``unterminated'
            """)
    void aSyntaxErrorIsPositioned(String soql, int position, String found) {
        SoqlTree tree = SoqlTree.parse(soql);

        assertNull(tree.query(), soql);
        assertEquals(position, tree.error().position(), () -> tree.error().describe(soql));
        assertEquals(found, tree.error().found());
    }

    @Test
    void theErrorSaysWhatCouldComeInstead() {
        ParseError error =
                SoqlTree.parse("SELECT x WHERE y = 1 ORDER BY y LIMIT").error();

        assertEquals(
                "Expected an integer, but got end of input at line 1 character 38", error.describe("x".repeat(37)));
        assertEquals(
                "Expected one of SEARCH, LIMIT, OFFSET, |>, or end of input, but got `n'",
                SoqlTree.parse("SELECT x ORDER BY y n").error().message());
    }

    @Test
    void deepNestingIsAnErrorNotACrash() {
        String deep = "SELECT " + "(".repeat(5000) + "1" + ")".repeat(5000);

        ParseError error = SoqlTree.parse(deep).error();

        assertNotNull(error);
        assertEquals(7 + 100, error.position());
    }

    @Test
    void anEmptySelectListParsesAsSocrataReadsIt() {
        assertTrue(SoqlTree.parse("SELECT DISTINCT").isValid());
        assertEquals(
                List.of(), SoqlTree.parse("SELECT WHERE x = 1").query().last().items());
    }
}
