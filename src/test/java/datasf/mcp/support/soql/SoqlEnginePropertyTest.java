package datasf.mcp.support.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.support.DataSfDatasets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Invariants of the engine over the recorded street trees (400 rows) and police incidents. */
class SoqlEnginePropertyTest {

    private static final Dataset TREES = DataSfDatasets.dataset(DataSfDatasets.STREET_TREES);
    private static final Dataset INCIDENTS = DataSfDatasets.dataset(DataSfDatasets.POLICE_INCIDENTS);

    private static long count(Dataset dataset, String where) {
        return Long.parseLong((String) SoqlEngine.query(dataset, "SELECT count(*) AS n WHERE " + where)
                .rows()
                .get(0)
                .get("n"));
    }

    @Property(tries = 40)
    void pagesOrderedByIdVisitEveryRowOnce(@ForAll @IntRange(min = 1, max = 450) int pageSize) {
        List<Object> seen = new ArrayList<>();
        for (int offset = 0; ; offset += pageSize) {
            List<Map<String, Object>> page = SoqlEngine.query(
                            TREES, "SELECT treeid ORDER BY :id LIMIT " + pageSize + " OFFSET " + offset)
                    .rows();
            page.forEach(r -> seen.add(r.get("treeid")));
            if (page.size() < pageSize) {
                break;
            }
        }
        assertEquals(TREES.rows().size(), seen.size());
        assertEquals(seen.size(), new HashSet<>(seen).size());
    }

    @Property(tries = 60)
    void aComparisonItsNegationAndIsNullSplitEveryRow(@ForAll("columnsAndValues") String[] columnAndValue) {
        String column = columnAndValue[0];
        String literal = "'" + columnAndValue[1].replace("'", "''") + "'";
        long equal = count(INCIDENTS, column + " = " + literal);
        long other = count(INCIDENTS, column + " != " + literal);
        long missing = count(INCIDENTS, column + " IS NULL");
        assertEquals(INCIDENTS.rows().size(), equal + other + missing);
        assertEquals(equal, count(INCIDENTS, column + " IN (" + literal + ")"));
        assertEquals(other, count(INCIDENTS, "NOT (" + column + " = " + literal + ")"));
    }

    /** A text column of the incidents and one of its recorded values, or a near miss of one. */
    @Provide
    Arbitrary<String[]> columnsAndValues() {
        List<String> columns = List.of(
                "police_district",
                "incident_category",
                "resolution",
                "incident_year",
                "analysis_neighborhood",
                "cad_number");
        return Arbitraries.of(columns).flatMap(column -> {
            List<String> values = INCIDENTS.rows().stream()
                    .map(r -> r.get(column))
                    .filter(v -> v != null)
                    .map(Object::toString)
                    .distinct()
                    .limit(200)
                    .toList();
            return Arbitraries.of(values)
                    .flatMap(v -> Arbitraries.of(v, v.toUpperCase(), v + "s", v.substring(1)))
                    .map(v -> new String[] {column, v});
        });
    }

    @Property(tries = 500)
    void everyWrittenNumberReadsBackAsTheSameDouble(@ForAll double value) {
        if (Double.isFinite(value)) {
            assertEquals(value == 0 ? 0.0 : value, Double.parseDouble(Values.formatNumber(value)));
        }
    }
}
