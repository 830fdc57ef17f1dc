package datasf.mcp.soql.check;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.List;

/**
 * A suggested list of groups kept by HAVING ("which neighborhoods had more than 100 incidents",
 * the fix of an aggregate in WHERE) would list the rows without a neighborhood as one of them,
 * where the column has nulls: {@link NullGroupCheck} notes that group on an answer, and a
 * suggestion should not earn the note. The suggestion leaves that group out, unless the person
 * asks for the rows without a value.
 */
public final class NullGroupSuggestions {

    private NullGroupSuggestions() {}

    /** The hints, each whose query lists groups by HAVING over a column with nulls leaving the null group out. */
    public static List<Hint> leftOut(List<Hint> hints, DatasetFacts dataset, Question question) {
        if (question.asksForMissing()) {
            return hints;
        }
        List<Hint> finished = new ArrayList<>(hints.size());
        for (Hint hint : hints) {
            String query = hint.query() == null ? null : leftOut(hint.query(), dataset);
            finished.add(query == null ? hint : new Hint(hint.what(), hint.why(), hint.suggestion(), query));
        }
        return finished;
    }

    /** The query with {@code key IS NOT NULL} for each grouped column with nulls it does not filter; null when none. */
    static String leftOut(String soql, DatasetFacts dataset) {
        if (!soql.toUpperCase(java.util.Locale.ROOT).contains("HAVING")) {
            return null; // no list kept by HAVING, told without parsing the query once more
        }
        SoqlTree tree = SoqlTree.parse(soql);
        if (!tree.isValid() || !tree.query().isSimple()) {
            return null;
        }
        Select select = tree.query().last();
        if (select.groupBy().isEmpty() || select.having() == null) {
            return null;
        }
        List<String> conditions = new ArrayList<>();
        for (Expr key : select.groupBy()) {
            ColumnFacts column = key instanceof ColumnRef ref ? dataset.column(ref.name()) : null;
            if (column != null && column.nulls() > 0 && !Outputs.whereReads(select, column.field())) {
                conditions.add(column.field() + " IS NOT NULL");
            }
        }
        return conditions.isEmpty()
                ? null
                : NullGroupCheck.withCondition(soql, select, String.join(" AND ", conditions));
    }
}
