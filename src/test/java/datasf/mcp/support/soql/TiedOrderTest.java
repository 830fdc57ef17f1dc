package datasf.mcp.support.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.DataSfDatasets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Ties have no stable order, as on real Socrata: OFFSET paging over an ORDER BY that leaves groups
 * equal (building permits per street, many streets with the same count) repeats some groups and
 * skips others, and paging over a total order does not. At OFFSET 0 the order is the stable one,
 * the reference fake's.
 */
class TiedOrderTest {

    private static final Dataset PERMITS = DataSfDatasets.dataset(DataSfDatasets.BUILDING_PERMITS);
    private static final String BY_COUNT = "SELECT street_name, count(*) AS n GROUP BY street_name ORDER BY n DESC";

    private static List<Map<String, Object>> rows(String soql) {
        return SoqlEngine.query(PERMITS, soql).rows();
    }

    /** Every page of {@code soql} (which has no LIMIT or OFFSET) of {@code size} rows, one after another. */
    private static List<Map<String, Object>> paged(String soql, int size) {
        List<Map<String, Object>> all = new ArrayList<>();
        for (int offset = 0; ; offset += size) {
            List<Map<String, Object>> page = rows(soql + " LIMIT " + size + " OFFSET " + offset);
            all.addAll(page);
            if (page.size() < size) {
                return all;
            }
        }
    }

    @Test
    void pagingOverTiesRepeatsAndSkipsGroups() {
        List<Map<String, Object>> whole = rows(BY_COUNT);
        assertTrue(whole.size() > 30, "many streets");
        List<Map<String, Object>> pages = paged(BY_COUNT, 7);
        assertEquals(whole.size(), pages.size(), "as many rows");
        assertTrue(pages.stream().distinct().count() < whole.size(), "some group comes twice: " + pages);
    }

    @Test
    void groupsWithoutAnOrderAreTiedToo() {
        String soql = "SELECT street_name, count(*) AS n GROUP BY street_name";
        assertTrue(paged(soql, 7).stream().distinct().count() < rows(soql).size());
    }

    @Test
    void pagingOverATotalOrderGivesEveryGroupOnce() {
        String total = BY_COUNT + ", street_name";
        assertEquals(rows(total), paged(total, 7));
    }

    @Test
    void theFirstPageKeepsTheStableOrderAndLaterOnesDoNot() {
        List<Map<String, Object>> whole = rows(BY_COUNT);
        assertEquals(whole.subList(0, 10), rows(BY_COUNT + " LIMIT 10"));
        assertNotEquals(whole.subList(10, 30), rows(BY_COUNT + " LIMIT 20 OFFSET 10"));
        assertEquals(rows(BY_COUNT + " LIMIT 20 OFFSET 10"), rows(BY_COUNT + " LIMIT 20 OFFSET 10"), "deterministic");
    }
}
