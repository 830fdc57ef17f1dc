package datasf.mcp.support.soql;

import java.util.List;
import java.util.Map;

/**
 * Runs SoQL over a {@link Dataset} as Socrata does: parse, check each pipeline stage against the
 * columns it can see (the dataset's for the first stage, the previous stage's output after a
 * {@code |>}), evaluate, page. Without a LIMIT the last stage answers at most 1,000 rows.
 *
 * @throws SoqlError for every query Socrata refuses, with its kind, message and position
 */
public final class SoqlEngine {

    public static final int DEFAULT_LIMIT = 1000;

    private SoqlEngine() {}

    public static SoqlResult query(Dataset dataset, String soql) {
        List<Query> stages = Parser.parse(soql);
        Scope scope = Scope.ofDataset(dataset.columnTypes());
        List<Map<String, Object>> rows = dataset.rows();
        List<Scope.Column> columns = scope.userColumns();
        for (int i = 0; i < stages.size(); i++) {
            Query query = stages.get(i);
            Stage stage = Analyzer.analyze(query, scope);
            long limit =
                    query.limit() != null ? query.limit() : i == stages.size() - 1 ? DEFAULT_LIMIT : Long.MAX_VALUE;
            long offset = query.offset() == null ? 0 : query.offset();
            rows = StageRunner.run(stage, rows, offset, limit);
            columns = stage.outputColumns();
            scope = new Scope(columns);
        }
        List<SoqlResult.ResultColumn> result = columns.stream()
                .map(c -> new SoqlResult.ResultColumn(c.field(), c.type()))
                .toList();
        return new SoqlResult(List.copyOf(rows), result);
    }
}
