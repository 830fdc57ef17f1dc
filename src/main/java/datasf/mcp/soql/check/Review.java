package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.Query;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;

/**
 * One answer to review: the query as sent (parsed), what is known about the dataset, and what came
 * back, and the person's question when the model passed it. The checks read it and write notes;
 * none of them asks Socrata anything.
 */
public final class Review {

    /** Whether the answer had rows, none, or was an error. */
    public enum Outcome {
        ROWS,
        EMPTY,
        ERROR
    }

    private final SoqlTree tree;
    private final DatasetFacts dataset;
    private final Outcome outcome;
    private final AnswerRows rows;
    private final Question question;
    private List<Predicate> predicates;

    public Review(SoqlTree tree, DatasetFacts dataset, Outcome outcome) {
        this(tree, dataset, outcome, AnswerRows.NONE);
    }

    /** @param rows the rows the answer came back with, {@link AnswerRows#NONE} when they are not a table of the query's */
    public Review(SoqlTree tree, DatasetFacts dataset, Outcome outcome, AnswerRows rows) {
        this(tree, dataset, outcome, rows, Question.NONE);
    }

    /** @param question the person's question, when the model passed it; {@link Question#NONE} when not */
    public Review(SoqlTree tree, DatasetFacts dataset, Outcome outcome, AnswerRows rows, Question question) {
        this.tree = tree;
        this.dataset = dataset;
        this.outcome = outcome;
        this.rows = rows;
        this.question = question;
    }

    /** The person's question, {@link Question#NONE} when the call did not carry one. */
    public Question question() {
        return question;
    }

    public AnswerRows rows() {
        return rows;
    }

    public SoqlTree tree() {
        return tree;
    }

    public DatasetFacts dataset() {
        return dataset;
    }

    public Outcome outcome() {
        return outcome;
    }

    public String text() {
        return tree.text();
    }

    /** The parsed query; null when the text is not SoQL (only the checks on errors read such text). */
    public Query query() {
        return tree.query();
    }

    public boolean empty() {
        return outcome == Outcome.EMPTY;
    }

    /** The conditions of the query, anywhere in it; none when it does not parse. */
    public List<Predicate> predicates() {
        if (predicates == null) {
            predicates = tree.isValid() ? Predicates.of(tree.query(), dataset::isColumn) : List.of();
        }
        return predicates;
    }

    /** The column an operand is (bare, or the one argument of a call), or null. */
    public ColumnFacts column(Expr operand) {
        return dataset.column(Predicates.column(operand, dataset::isColumn));
    }

    /** The column a condition compares, or null. */
    public ColumnFacts column(Predicate condition) {
        return dataset.column(condition.column());
    }

    /** What an alias of the predicate's select stands for; the operand itself when it is no alias. */
    public Expr resolve(Predicate condition, Expr operand) {
        if (operand instanceof datasf.mcp.soql.tree.ColumnRef ref && ref.isPlain() && !dataset.isColumn(ref.name())) {
            SelectItem item = condition.select().aliased(ref.name());
            if (item != null) {
                return item.expr();
            }
        }
        return operand;
    }
}
