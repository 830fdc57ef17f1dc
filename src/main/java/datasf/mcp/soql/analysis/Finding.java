package datasf.mcp.soql.analysis;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Select;

/**
 * Why Socrata will refuse a query, in its terms: the error code and message its analyzer gives,
 * the node it is about and where that stands.
 *
 * @param stage the SELECT of the pipeline the node is in
 * @param clause the clause the node is in, or null for the select list
 * @param certain whether Socrata refuses the query for this reason whatever else is true of it
 *     (see {@link SoqlChecker}): only then may the server refuse it before sending
 * @param type the type of what {@code at} is made from where a fix needs it (a cast's operand),
 *     else null
 */
public record Finding(
        Rule rule, String message, Node at, Select stage, Clause.Kind clause, boolean certain, SoqlType type) {

    /** What went wrong, each with the error code Socrata answers it with. */
    public enum Rule {
        /** A name that is no column of the stage's input nor a select alias. */
        NO_SUCH_COLUMN(Codes.NO_SUCH_COLUMN),
        /** {@code avg(count(*))}: an aggregate inside an aggregate. */
        NESTED_AGGREGATE(Codes.AGGREGATE_IN_UNGROUPED_CONTEXT),
        /** An aggregate in WHERE, written there or reached through a select alias. */
        AGGREGATE_IN_WHERE(Codes.AGGREGATE_IN_UNGROUPED_CONTEXT),
        AGGREGATE_IN_GROUP_BY(Codes.AGGREGATE_IN_UNGROUPED_CONTEXT),
        /** A column neither grouped by nor inside an aggregate, in a grouped query. */
        UNGROUPED_COLUMN(Codes.COLUMN_NOT_IN_GROUP_BYS),
        TYPE_MISMATCH(Codes.TYPE_MISMATCH),
        /** A function SoQL lacks, or one called with an arity it lacks. */
        NO_SUCH_FUNCTION(Codes.NO_SUCH_FUNCTION),
        /** {@code x::int}: a cast to a name that is no SoQL type, the unknown function {@code cast$int}. */
        UNKNOWN_CAST(Codes.NO_SUCH_FUNCTION),
        /** A text that does not parse as SoQL. */
        NOT_SOQL(Codes.MALFORMED);

        private final String code;

        Rule(String code) {
            this.code = code;
        }

        /** Socrata's error code for it. */
        public String code() {
            return code;
        }
    }

    /** Socrata's error codes for the mistakes the checker finds. */
    public static final class Codes {
        public static final String AGGREGATE_IN_UNGROUPED_CONTEXT = "query.soql.aggregate-in-ungrouped-context";
        public static final String COLUMN_NOT_IN_GROUP_BYS = "query.soql.column-not-in-group-bys";
        public static final String TYPE_MISMATCH = "query.soql.type-mismatch";
        public static final String NO_SUCH_COLUMN = "query.soql.no-such-column";
        public static final String NO_SUCH_FUNCTION = "query.soql.no-such-function";
        public static final String MALFORMED = "query.compiler.malformed";

        private Codes() {}
    }

    public String code() {
        return rule.code();
    }

    /** How Socrata names the clause in its messages: {@code selected columns}, {@code WHERE}, ... */
    public static String clauseName(Clause.Kind clause) {
        return clause == null ? "selected columns" : clause.keyword();
    }

    @Override
    public String toString() {
        return rule + (certain ? " (certain)" : "") + ": " + message + " in " + clauseName(clause);
    }

    Finding uncertain() {
        return certain ? new Finding(rule, message, at, stage, clause, false, type) : this;
    }
}
