package datasf.mcp.advisor;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.soql.SoqlIdentifiers;
import io.micronaut.cache.SyncCache;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The most frequent values of a text column, fetched with one grouped query
 * ({@code SELECT col, count(*) GROUP BY col ORDER BY count(*) DESC LIMIT n}) and cached in the
 * instance like schemas (Caffeine through micronaut-cache, cache "values": TTL and size from
 * configuration), so a second empty answer on the same column costs nothing. Bounded in rows
 * ({@code value-rows}) and in characters ({@code value-bytes}): values longer than
 * {@link #MAX_VALUE_LENGTH} are free text, not categories, and are skipped.
 */
@Singleton
public class ColumnValues {

    static final int MAX_VALUE_LENGTH = 200;

    private final SocrataClient socrata;
    private final SyncCache<?> cache;
    private final AdvisorProperties properties;

    public ColumnValues(SocrataClient socrata, @Named("values") SyncCache<?> cache, AdvisorProperties properties) {
        this.socrata = socrata;
        this.cache = cache;
        this.properties = properties;
    }

    public Optional<ValueSample> cached(String datasetId, String field) {
        return cache.get(key(datasetId, field), ValueSample.class);
    }

    /** One upstream request; failures propagate and are not cached. */
    public ValueSample fetch(String datasetId, String field) {
        String column = SoqlIdentifiers.quote(field);
        String alias = field.equals("n") ? "row_count" : "n";
        JsonNode rows = socrata.query(datasetId, "SELECT " + column + ", count(*) AS " + alias
                + " GROUP BY " + column + " ORDER BY " + alias + " DESC LIMIT " + properties.valueRows());
        List<ValueSample.ValueCount> values = new ArrayList<>();
        long characters = 0;
        boolean cut = false;
        for (JsonNode row : rows) {
            JsonNode value = row.get(field);
            if (value == null || !value.isTextual()) {
                continue; // the null group, or a value that is not text
            }
            String text = value.asText();
            characters += text.length();
            if (text.length() > MAX_VALUE_LENGTH || characters > properties.valueBytes()) {
                cut = true;
                continue;
            }
            values.add(new ValueSample.ValueCount(text, row.path(alias).asLong()));
        }
        ValueSample sample = new ValueSample(values, !cut && rows.size() < properties.valueRows());
        cache.put(key(datasetId, field), sample);
        return sample;
    }

    private static String key(String datasetId, String field) {
        return datasetId + "/" + field;
    }
}
