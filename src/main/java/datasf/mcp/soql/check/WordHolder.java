package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlStrings;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The one column of a dataset whose known values say a word of the question ("open":
 * {@code status_description}'s {@code Open}), and those values: what the checks on a state or
 * an outcome the query leaves unread ({@link StateAskedCheck}, {@link OutcomeAskedCheck}) add.
 */
record WordHolder(ColumnFacts column, List<String> values) {

    /** The one column {@code columns} allows with values {@code saying} allows; null for none or several. */
    static WordHolder of(Review review, Predicate<ColumnFacts> columns, Predicate<String> saying) {
        WordHolder found = null;
        for (ColumnFacts column : review.dataset().columns()) {
            List<String> values = columns.test(column)
                    ? column.values().stream()
                            .map(ColumnStats.Count::value)
                            .filter(saying)
                            .toList()
                    : List.of();
            if (values.isEmpty()) {
                continue;
            }
            if (found != null) {
                return null; // two columns say it: the question does not pick one
            }
            found = new WordHolder(column, values);
        }
        return found;
    }

    /** The condition keeping those values: {@code = 'Open'}, or {@code IN (...)}. */
    String condition() {
        return values.size() == 1
                ? column.field() + " = " + SoqlStrings.literal(values.get(0))
                : column.field() + " IN ("
                        + values.stream().map(SoqlStrings::literal).collect(Collectors.joining(", ")) + ")";
    }
}
