package datasf.mcp.advisor;

import datasf.mcp.socrata.SocrataException;
import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.SoqlTree;
import jakarta.inject.Singleton;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Explains an empty answer (see {@link ZeroResultHints}), looking up the values of the text
 * columns its conditions compare. Cached values cost nothing; each uncached column costs one
 * upstream request, and all of this together with the re-run of a value-corrected query stays
 * within {@link AdvisorProperties#extraRequests()} (2). Called only when an answer is empty, so
 * a non-empty answer never pays for it.
 */
@Singleton
public class ZeroResultAdvisor {

    private final ColumnValues values;
    private final int extraRequests;

    public ZeroResultAdvisor(ColumnValues values, AdvisorProperties properties) {
        this.values = values;
        this.extraRequests = properties.extraRequests();
    }

    /**
     * @param advice the hints, and the value corrections if any
     * @param rerun whether the value-corrected query may be run (auto-correct on, a request left,
     *     every compared column checked)
     */
    public record Outcome(ZeroResultHints.Advice advice, boolean rerun) {}

    /**
     * @param lastUpdate the day the dataset's data last changed, or null when unknown
     */
    public Outcome advise(
            String datasetId, String soql, ColumnTypes columnTypes, LocalDate lastUpdate, boolean autoCorrect) {
        return advise(datasetId, SoqlTree.parse(soql), columnTypes, lastUpdate, autoCorrect);
    }

    /** The same, on the query's tree as the call parsed it. */
    public Outcome advise(
            String datasetId, SoqlTree soql, ColumnTypes columnTypes, LocalDate lastUpdate, boolean autoCorrect) {
        Map<String, SoqlType> types = columnTypes.asMap();
        List<String> columns = ZeroResultHints.columnsToLookUp(soql, types);
        Map<String, ValueSample> samples = new HashMap<>();
        int budget = extraRequests;
        // Every column is looked up while requests last; a re-run only pays when no condition is
        // left unchecked, since an unchecked one would most likely empty it again.
        for (String column : columns) {
            Optional<ValueSample> cached = values.cached(datasetId, column);
            if (cached.isPresent()) {
                samples.put(column, cached.get());
            } else if (budget > 0) {
                budget--;
                try {
                    samples.put(column, values.fetch(datasetId, column));
                } catch (SocrataException lookupFailed) {
                    // the hint for this column says its values were not checked
                }
            }
        }
        ZeroResultHints.Advice advice = ZeroResultHints.advise(soql, types, lastUpdate, samples, autoCorrect);
        boolean allChecked = samples.keySet().containsAll(columns);
        return new Outcome(advice, autoCorrect && budget > 0 && allChecked && advice.correctedSoql() != null);
    }
}
