package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * "Which neighborhood had the most 311 cases" written {@code ORDER BY n DESC LIMIT 1} answers
 * South of Market with 41 cases, where Bayview Hunters Point has 41 too: the LIMIT cut a tie, and
 * which of the tied rows came back is Socrata's choice. The rows the LIMIT keeps cannot show it;
 * the row after them can, and the server reads it for an ordered {@code LIMIT 1}
 * ({@link AnswerRows#hasPastLimit}), in the same request. Noted when the answer is "the most"
 * ({@code LIMIT 1}) of groups ranked by an aggregate, or of rows ranked by a value, and the row
 * after it has the kept row's value of the one sort key (and, for rows, says something else in a
 * field the query selects: another location of the same oldest film is the same answer). A top 3
 * whose third ties a fourth is left alone: evaluators read it both ways. A second sort key that
 * tells the tied rows apart is the writer's choice of which to keep, and is left alone; so is a tie in
 * an answer another check noted (groups of one row each by a raw timestamp all tie). The note's query
 * keeps every row at least as far up as the cut: {@code HAVING count(*) >= 41} for groups,
 * {@code WHERE release_year >= '2024'} for rows, without the LIMIT.
 */
final class CutTieCheck implements Check {

    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

    @Override
    public void check(Review review, Notes notes) {
        AnswerRows rows = review.rows();
        // which tied rows to keep matters once the rows are otherwise right: another note goes first
        if (!rows.hasPastLimit()
                || !notes.isEmpty()
                || review.empty()
                || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        Literal limit = select.limit();
        if (limit == null
                || !limit.text().equals("1")
                || select.offset() != null
                || select.orderBy().size() != 1
                || rows.size() != 1) {
            return;
        }
        OrderItem order = select.orderBy().get(0);
        SelectItem item = Outputs.item(select, order.expr());
        String field = item == null ? null : Outputs.field(item);
        Expr key = Outputs.resolved(select, order.expr());
        boolean grouped = !select.groupBy().isEmpty();
        boolean aggregate = Walk.all(key, Call.class).stream().anyMatch(Call::isAggregate);
        if (field == null || grouped != aggregate) {
            return;
        }
        String last = rows.value(0, field);
        if (last == null || !last.equals(rows.pastLimit(field)) || !grouped && sameAnswer(select, rows)) {
            return;
        }
        String value = literal(review, key, last);
        String bound = key.in(review.text()) + (order.isDescending() ? " >= " : " <= ") + value;
        // the LIMIT goes first: the bound is spliced in before it, at places its removal leaves as they were
        String text = withBound(
                ClauseSplices.remove(review.text(), select.clause(Clause.Kind.LIMIT)), select, grouped, bound);
        notes.add(
                limit,
                "the row after the LIMIT has " + field + " = " + value + " as well, like the last one"
                        + " kept: the LIMIT cuts a tie, and which tied " + (grouped ? "groups" : "rows")
                        + " come back is Socrata's choice",
                "keep every tied " + (grouped ? "group with HAVING " : "row with WHERE ") + bound + " and no LIMIT",
                text);
    }

    /**
     * Whether the row after the LIMIT says what the kept one does in every field the query
     * selects: another location of the same oldest film, when only its title and year are asked.
     */
    private static boolean sameAnswer(Select select, AnswerRows rows) {
        for (SelectItem item : select.items()) {
            String field = item.isStar() ? null : Outputs.field(item);
            if (field == null || !Objects.equals(rows.value(0, field), rows.pastLimit(field))) {
                return false;
            }
        }
        return true;
    }

    private static String withBound(String text, Select select, boolean grouped, String bound) {
        if (!grouped) {
            return NullGroupCheck.withCondition(text, select, bound);
        }
        Expr having = select.having();
        return having == null
                ? ClauseSplices.addClause(text, select, Clause.Kind.HAVING, "HAVING " + bound)
                : ClauseSplices.replace(text, having, Outputs.asConjunct(having, text) + " AND " + bound);
    }

    /** The value as a literal of the key's type: a number bare, anything else quoted. */
    private static String literal(Review review, Expr key, String value) {
        String column = Outputs.bareColumn(review, key);
        ColumnFacts facts = column == null ? null : review.dataset().column(column);
        boolean number = column == null
                ? key instanceof Call call
                        && call.isAggregate()
                        && !call.function().equals("max")
                        && !call.function().equals("min")
                : facts != null && facts.type() == SoqlType.NUMBER;
        return number && NUMBER.matcher(value).matches() ? value : SoqlStrings.literal(value);
    }
}
