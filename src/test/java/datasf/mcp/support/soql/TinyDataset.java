package datasf.mcp.support.soql;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Six hand-written rows with one column of each type, small enough to know every answer by heart:
 * <pre>
 *  name        kind  n     at                        flag
 *  Alpha       a     10    2023-07-04T00:00:00.000   true
 *  beta        b     9     2023-07-04T18:30:00.000
 *  Gamma       a     2.5   2024-01-01T00:00:00.000   true
 *  delta       b
 *  Alpha       c     -1    2022-12-31T23:59:59.000
 *  100%_sure   c     0     2023-02-28T12:00:00.000
 * </pre>
 * (n is a number column recorded as strings, as Socrata sends them; spot a point.)
 */
final class TinyDataset {

    static final Dataset DATA = build();

    private TinyDataset() {}

    private static Dataset build() {
        ObjectMapper mapper = new ObjectMapper();
        String views = """
                {"columns": [
                  {"fieldName": "name", "dataTypeName": "text"},
                  {"fieldName": "kind", "dataTypeName": "text"},
                  {"fieldName": "n", "dataTypeName": "number"},
                  {"fieldName": "at", "dataTypeName": "calendar_date"},
                  {"fieldName": "flag", "dataTypeName": "checkbox"},
                  {"fieldName": "spot", "dataTypeName": "point"}]}""";
        String rows = """
                [{"name": "Alpha", "kind": "a", "n": "10", "at": "2023-07-04T00:00:00.000", "flag": true,
                  "spot": {"type": "Point", "coordinates": [-122.4, 37.7]}},
                 {"name": "beta", "kind": "b", "n": "9", "at": "2023-07-04T18:30:00.000"},
                 {"name": "Gamma", "kind": "a", "n": "2.5", "at": "2024-01-01T00:00:00.000", "flag": true},
                 {"name": "delta", "kind": "b"},
                 {"name": "Alpha", "kind": "c", "n": "-1", "at": "2022-12-31T23:59:59.000"},
                 {"name": "100%_sure", "kind": "c", "n": "0", "at": "2023-02-28T12:00:00.000"}]""";
        try {
            return Dataset.fromJson("tiny-0001", mapper.readTree(views), mapper.readTree(rows));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Map<String, Object>> rows(String soql) {
        return SoqlEngine.query(DATA, soql).rows();
    }

    /** The values of one output field, in answer order (null where the field is left out). */
    static List<Object> column(String soql, String field) {
        return rows(soql).stream().map(r -> r.get(field)).toList();
    }

    static SoqlError error(String soql) {
        try {
            SoqlEngine.query(DATA, soql);
        } catch (SoqlError e) {
            return e;
        }
        throw new AssertionError("expected Socrata to refuse: " + soql);
    }
}
