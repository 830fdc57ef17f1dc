package datasf.mcp.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StableOrderTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '#', quoteCharacter = '"', textBlock = """
            SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC             # SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC, d
            SELECT d, count(*) AS n GROUP BY d                             # SELECT d, count(*) AS n GROUP BY d ORDER BY d
            SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC LIMIT 5     # SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC, d LIMIT 5
            SELECT d, count(*) AS n GROUP BY d LIMIT 5 OFFSET 2            # SELECT d, count(*) AS n GROUP BY d ORDER BY d LIMIT 5 OFFSET 2
            SELECT d, c, count(*) AS n GROUP BY d, c ORDER BY d            # SELECT d, c, count(*) AS n GROUP BY d, c ORDER BY d, c
            SELECT d, count(*) AS n GROUP BY d ORDER BY d DESC             # SELECT d, count(*) AS n GROUP BY d ORDER BY d DESC
            SELECT d, count(*) AS n GROUP BY `d` ORDER BY D                # SELECT d, count(*) AS n GROUP BY `d` ORDER BY D
            SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC NULLS LAST  # SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC NULLS LAST, d
            SELECT date_trunc_ym(x) AS m, count(*) AS n GROUP BY m ORDER BY n DESC # SELECT date_trunc_ym(x) AS m, count(*) AS n GROUP BY m ORDER BY n DESC, m
            SELECT date_trunc_ym(x) AS m, count(*) GROUP BY date_trunc_ym(x) ORDER BY m # SELECT date_trunc_ym(x) AS m, count(*) GROUP BY date_trunc_ym(x) ORDER BY m
            SELECT date_trunc_ym(x) AS m, count(*) GROUP BY m ORDER BY date_trunc_ym( x ) # SELECT date_trunc_ym(x) AS m, count(*) GROUP BY m ORDER BY date_trunc_ym( x )
            SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC SEARCH 'x'  # SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC, d SEARCH 'x'
            "SELECT d, count(*) AS n GROUP BY d ORDER BY n -- most first\\n" # "SELECT d, count(*) AS n GROUP BY d ORDER BY n, d -- most first\\n"
            SELECT * ORDER BY incident_date DESC                           # SELECT * ORDER BY incident_date DESC, :id
            SELECT * ORDER BY :id                                          # SELECT * ORDER BY :id
            SELECT * ORDER BY incident_date, :id LIMIT 3                   # SELECT * ORDER BY incident_date, :id LIMIT 3
            SELECT count(*)                                                # SELECT count(*)
            SELECT count(*) AS n WHERE x = 'a' ORDER BY n                  # SELECT count(*) AS n WHERE x = 'a' ORDER BY n
            SELECT DISTINCT d                                              # SELECT DISTINCT d
            SELECT d, count(*) AS n GROUP BY d |> SELECT d ORDER BY d       # SELECT d, count(*) AS n GROUP BY d |> SELECT d ORDER BY d
            SELECT d, count(*) AS n GROUP BY d ORDER BY n;                 # SELECT d, count(*) AS n GROUP BY d ORDER BY n;
            """)
    void appendsTheTieBreakersTheOrderLacks(String soql, String expected) {
        assertEquals(expected.replace("\\n", "\n"), StableOrder.of(soql.replace("\\n", "\n")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT d, count(*) AS n GROUP BY d ORDER BY n DESC, d          | n,d
            SELECT * ORDER BY incident_date DESC NULL LAST                 | incident_date
            SELECT `d`, count(*) AS n GROUP BY `d` ORDER BY `d`            | d
            SELECT d, count(*) AS n GROUP BY d                             | ''
            SELECT count(*) AS n GROUP BY d ORDER BY d                     |
            SELECT d, count(*) GROUP BY d ORDER BY count(*) DESC           |
            SELECT incident_id ORDER BY :id                                |
            """)
    void orderFieldsAreTheOutputNamesTheOrderReads(String soql, String fields) {
        Optional<List<String>> expected = fields == null
                ? Optional.empty()
                : Optional.of(fields.isEmpty() ? List.of() : Arrays.asList(fields.split(",")));
        assertEquals(expected, StableOrder.orderFields(soql));
    }
}
