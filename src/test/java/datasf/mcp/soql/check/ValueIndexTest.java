package datasf.mcp.soql.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What bounds the index's work, whatever the values and the literals. */
class ValueIndexTest {

    @Test
    void aLiteralIsLookedForOnlyWhereItsRarestWordStands() {
        List<ColumnFacts> columns = List.of(
                column("a", "Larceny Theft", "Theft From Vehicle", "Assault"),
                column("b", "Vehicle Theft", "theft from vehicle, locked"));
        ValueIndex index = ValueIndex.of(columns, ValueIndex.words(List.of("theft from", "Assault", "zzz")));
        assertEquals(
                List.of("Theft From Vehicle", "theft from vehicle, locked"),
                index.holding("THEFT FROM").stream().map(h -> h.value().value()).toList());
        assertEquals(
                List.of(0),
                index.holding("assault").stream().map(ValueIndex.Held::column).toList());
        assertTrue(index.holding("zzz").isEmpty());
        assertTrue(index.holding("Vehicle").isEmpty(), "a word of no literal is not kept");
        assertFalse(index.stopped());
    }

    /** Values holding a literal's every word hundreds of times: the checks stop at their cap, not at the deadline. */
    @Test
    void aLiteralWhoseWordsStandEverywhereStopsAtTheCapOnChecks() {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            values.add("a ".repeat(99) + i);
        }
        ValueIndex index =
                ValueIndex.of(List.of(column("a", values.toArray(String[]::new))), ValueIndex.words(List.of("a-a")));
        assertTrue(index.holding("a-a").isEmpty());
        assertTrue(index.stopped(), "297,000 places of 'a', more than " + ValueIndex.MAX_CHECKS + " checks");
    }

    @Test
    void valuesBeyondTheCapOnCharactersEndTheSearchWithoutNotes() {
        List<ColumnFacts> columns = new ArrayList<>();
        String value = "x".repeat(200);
        for (int c = 0; c * 500 * 200 <= ValueIndex.MAX_CHARS; c++) {
            columns.add(
                    column("c" + c, java.util.Collections.nCopies(500, value).toArray(String[]::new)));
        }
        ValueIndex index = ValueIndex.of(columns, ValueIndex.words(List.of(value)));
        assertTrue(index.stopped());
        assertTrue(index.holding(value).isEmpty());
    }

    private static ColumnFacts column(String field, String... values) {
        List<ColumnStats.Count> counts = new ArrayList<>();
        for (String value : values) {
            counts.add(new ColumnStats.Count(value, 10));
        }
        return new ColumnFacts(field, SoqlType.TEXT, null, counts, false);
    }
}
