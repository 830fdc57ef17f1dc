package datasf.mcp.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
                "SELECT * WHERE x IN (SELECT y ORDER BY y)|SELECT * WHERE x IN (SELECT y ORDER BY y) ORDER BY :id",
            })
    void addsAStableOrderOnlyWhenThereIsNone(String soql, String expected) {
        assertEquals(expected, SoqlPaging.withDefaultOrder(soql, ":id"));
    }
}
