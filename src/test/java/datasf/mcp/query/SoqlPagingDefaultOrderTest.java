package datasf.mcp.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SoqlPagingDefaultOrderTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "SELECT *|SELECT * ORDER BY :id",
                "SELECT * LIMIT 5|SELECT * ORDER BY :id LIMIT 5",
                "SELECT * OFFSET 5 LIMIT 2|SELECT * ORDER BY :id OFFSET 5 LIMIT 2",
                "SELECT * WHERE a = 'limit 3'|SELECT * WHERE a = 'limit 3' ORDER BY :id",
                "SELECT a ORDER BY a LIMIT 2|SELECT a ORDER BY a LIMIT 2",
                "SELECT * SEARCH 'x' LIMIT 2|SELECT * SEARCH 'x' ORDER BY :id LIMIT 2",
            })
    void addsAStableOrderOnlyWhenThereIsNone(String soql, String expected) {
        assertEquals(expected, SoqlPaging.withDefaultOrder(soql, ":id"));
    }

    @org.junit.jupiter.api.Test
    void goesBeforeATrailingComment() {
        assertEquals("SELECT * ORDER BY :id -- all\n", SoqlPaging.withDefaultOrder("SELECT * -- all\n", ":id"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * WHERE x IN (SELECT y ORDER BY y)", "SELECT * |> SELECT a"})
    void leavesWhatIsNotOneSoqlSelectAsWritten(String soql) {
        // a subquery is not SoQL (Socrata refuses it as written); a later stage of a pipeline has no :id
        assertEquals(soql, SoqlPaging.withDefaultOrder(soql, ":id"));
    }
}
