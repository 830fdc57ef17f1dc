package datasf.mcp.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.soql.Dataset;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The six DataSF datasets {@link FakeSocrata} answers through the SoQL engine, from
 * src/test/resources/socrata/datasf (views and rows derived from real recorded responses; see
 * SOURCES.md). Each is read and parsed once per JVM.
 */
public final class DataSfDatasets {

    /** Police Department Incident Reports: 2018 to Present (2,500 rows). */
    public static final String POLICE_INCIDENTS = "wg3w-h783";
    /** Film Locations in San Francisco (276 rows). */
    public static final String FILM_LOCATIONS = "yitu-d5am";
    /** Building Permits (300 rows). */
    public static final String BUILDING_PERMITS = "i98e-djp9";
    /** Mobile Food Facility Permit (200 rows). */
    public static final String FOOD_TRUCKS = "rqzj-sfat";
    /** Street Tree List (400 rows). */
    public static final String STREET_TREES = "tkzw-k3nq";
    /** 311 Cases (400 rows). */
    public static final String CASES_311 = "vw6y-z8j6";

    public static final List<String> IDS =
            List.of(POLICE_INCIDENTS, FILM_LOCATIONS, BUILDING_PERMITS, FOOD_TRUCKS, STREET_TREES, CASES_311);

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Fixture files as text, by name under socrata/datasf/. */
    private static final Map<String, String> FILES = new ConcurrentHashMap<>();

    private static final Map<String, Dataset> DATASETS = new ConcurrentHashMap<>();

    private DataSfDatasets() {}

    public static boolean has(String id) {
        return IDS.contains(id);
    }

    /** The views document ({@code /api/views/<id>.json}) as recorded. */
    public static String viewsJson(String id) {
        return FILES.computeIfAbsent("views/" + id + ".json", DataSfDatasets::read);
    }

    public static Dataset dataset(String id) {
        return DATASETS.computeIfAbsent(id, i -> {
            try {
                return Dataset.fromJson(i, MAPPER.readTree(viewsJson(i)), MAPPER.readTree(read("rows/" + i + ".json")));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The Discovery API entries (catalog.json) of DataSF and a few other portals. */
    public static String catalogJson() {
        return FILES.computeIfAbsent("catalog.json", DataSfDatasets::read);
    }

    private static String read(String name) {
        try (InputStream in = DataSfDatasets.class.getResourceAsStream("/socrata/datasf/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no DataSF fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
