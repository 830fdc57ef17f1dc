package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.IsNull;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.Locale;
import java.util.Set;

/**
 * {@code count(x)} counts the rows where {@code x} is not null. Under {@code WHERE x IS NULL} it
 * is 0 whatever matched ("how many cases have no closed date": 0), and in the group of a
 * {@code GROUP BY x} where x is null it is 0 too. Noted on either, on an empty answer as well (its
 * 0 is not "nothing matched"), with the query counting rows ({@code count(*)}). On an answer with
 * rows, also where x is null in at least one row in ten ({@link NullRowsCheck#MATERIAL_SHARE}) and
 * nothing says the count is of x's values: no condition reads x, and the count is not named for x
 * ({@code count(issued_date) AS permits} counts issued permits, not permits;
 * {@code count(closed_date) AS closed} is left alone). With the person's question: wherever x has
 * a null when the question counts things and never names x ("how many incidents" with
 * {@code count(cad_number)}), and never when the count is named for another word of the question
 * ({@code AS measured}, "how many trees have a diameter measurement") or the question asks what
 * rows have ("how many trees have a known planting date").
 */
final class CountNullsCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        for (SelectItem item : select.items()) {
            if (!(item.expr() instanceof Call call)
                    || !call.function().equals("count")
                    || call.star()
                    || call.arguments().size() != 1) {
                continue;
            }
            String column = Outputs.bareColumn(review, call.arguments().get(0));
            if (column == null) {
                continue;
            }
            String why = null;
            if (filteredToNull(select, review, column)) {
                why = "count(" + column + ") counts the rows where " + column + " is not null, so under " + column
                        + " IS NULL it " + Checks.ZERO_WHATEVER_MATCHED;
            } else if (groupedByWithNulls(select, review, column, item)) {
                why = "count(" + column + ") counts the rows where " + column + " is not null, so it is 0 "
                        + "for the group where " + column + " is null";
            } else if (!review.empty() && skipsNulls(select, review, column, item)) {
                ColumnProfile profile = review.dataset().profile().column(column);
                why = "count(" + column + ") counts only the rows where " + column + " has a value, and it is null in "
                        + "about " + profile.nulls() + " of " + profile.rows() + " rows: count(*) counts every row";
            }
            if (why != null) {
                String text = review.text();
                notes.add(
                        call,
                        why,
                        "count(*)",
                        new Edits(text).replace(call, "count(*)").apply());
                return;
            }
        }
    }

    /**
     * The column is null in a material share of rows, no condition of the select reads it (under
     * which it may have a value in every row), and the count's name is not the column's.
     */
    private static boolean skipsNulls(Select select, Review review, String column, SelectItem count) {
        ColumnProfile profile = review.dataset().profile().column(column);
        Question question = review.question();
        if (profile == null
                || !profile.hasNulls()
                || profile.rows() <= 0
                || profile.nullShare() < NullRowsCheck.MATERIAL_SHARE && !countsOther(question, column)
                || namedByTheQuestion(question, count)
                || question.asksWhatTheyHave()) {
            return false;
        }
        for (Expr key : select.groupBy()) {
            if (column.equals(Outputs.onlyColumn(review, Outputs.resolved(select, key)))) {
                return false; // a group of the column's values counts them; its null group is noted above
            }
        }
        if (select.where() != null
                && Walk.all(select.where(), ColumnRef.class).stream()
                        .anyMatch(ref -> column.equals(Outputs.bareColumn(review, ref)))) {
            return false;
        }
        String alias = count.alias() == null ? null : count.alias().name().toLowerCase(Locale.ROOT);
        if (alias == null || alias.equals("count_" + column.toLowerCase(Locale.ROOT))) {
            return true; // unnamed, or named as the aggregate tool names every count: says nothing
        }
        Set<String> named = Words.of(alias);
        return Words.of(column).stream().noneMatch(named::contains)
                && named.stream().noneMatch(HAS_A_VALUE::contains);
    }

    /** Words a count's name says "the rows where it has a value" with ({@code count(dbh) AS measured}). */
    private static final Set<String> HAS_A_VALUE =
            Set.of("measured", "known", "recorded", "filled", "present", "available", "nonnull");

    /**
     * The question counts things and names neither the column nor a word of it ("how many
     * incidents" counted with {@code count(cad_number)}): then every row the count skips is one
     * the question counts, however few.
     */
    private static boolean countsOther(Question question, String column) {
        return !question.counted().isEmpty() && Words.of(column).stream().noneMatch(word -> question.mentions(word));
    }

    /**
     * The count's name is a word of the question other than what it counts ({@code AS measured}
     * for "how many trees have a diameter measurement"): the count is of what the question asks
     * the rows to have.
     */
    private static boolean namedByTheQuestion(Question question, SelectItem count) {
        if (count.alias() == null) {
            return false;
        }
        for (String word : Words.of(count.alias().name())) {
            if (question.namesBesidesCounted(word)) {
                return true;
            }
        }
        return false;
    }

    private static boolean filteredToNull(Select select, Review review, String column) {
        for (Expr condition : Outputs.conjuncts(select.where())) {
            if (condition instanceof IsNull isNull
                    && !isNull.negated()
                    && column.equals(Outputs.bareColumn(review, isNull.operand()))) {
                return true;
            }
        }
        return false;
    }

    /** Grouped by the column, which has nulls: shown by a row without it, or by its statistics. */
    private static boolean groupedByWithNulls(Select select, Review review, String column, SelectItem count) {
        for (Expr key : select.groupBy()) {
            SelectItem item = Outputs.item(select, key);
            Expr keyExpr = item == null ? key : item.expr();
            if (!column.equals(Outputs.bareColumn(review, keyExpr))) {
                continue;
            }
            String field = item == null ? null : Outputs.field(item);
            String counted = Outputs.field(count);
            if (field != null && review.rows().known() && review.rows().size() > 0) {
                for (int i = 0; i < review.rows().size(); i++) {
                    if (review.rows().value(i, field) == null
                            && (counted == null || "0".equals(review.rows().value(i, counted)))) {
                        return true;
                    }
                }
                return false;
            }
            ColumnProfile profile = review.dataset().profile().column(column);
            return profile != null && profile.hasNulls();
        }
        return false;
    }
}
