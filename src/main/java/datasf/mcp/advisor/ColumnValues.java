package datasf.mcp.advisor;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.query.ValueCountQuery;
import datasf.mcp.socrata.SocrataClient;
import io.micronaut.cache.SyncCache;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The most frequent values of a text column, fetched with one grouped query ({@link ValueCountQuery},
 * the one distinct_values sends, whose answers are kept here too: {@link #offer}) and cached in the
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
        JsonNode rows = socrata.query(datasetId, ValueCountQuery.of(field, null, properties.valueRows()));
        ValueSample sample = sample(rows, field, rows.size());
        cache.put(key(datasetId, field), sample);
        return sample;
    }

    /**
     * Keeps what distinct_values answered for {@code field} over every row, when it asked for at
     * least the rows a lookup does: the same query ({@link ValueCountQuery}) with a larger LIMIT,
     * whose first rows are the lookup's answer. So an empty answer on a column just listed costs
     * no lookup.
     *
     * @param limit the LIMIT it was asked with
     */
    public void offer(String datasetId, String field, JsonNode rows, int limit) {
        if (limit >= properties.valueRows()) {
            cache.put(key(datasetId, field), sample(rows, field, Math.min(rows.size(), properties.valueRows())));
        }
    }

    /** The first {@code count} rows of a {@link ValueCountQuery} answer, as a sample. */
    private ValueSample sample(JsonNode rows, String field, int count) {
        String alias = ValueCountQuery.countAlias(field);
        List<ValueSample.ValueCount> values = new ArrayList<>();
        long characters = 0;
        boolean cut = false;
        for (int i = 0; i < count; i++) {
            JsonNode row = rows.get(i);
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
        return new ValueSample(values, !cut && count < properties.valueRows());
    }

    private static String key(String datasetId, String field) {
        return datasetId + "/" + field;
    }
}
