package datasf.mcp.tools;

import datasf.mcp.errors.ToolException;
import datasf.mcp.socrata.DatasetId;
import datasf.mcp.soql.SoqlLength;
import datasf.mcp.soql.check.Question;
import datasf.mcp.soql.rewrite.WhereRepair;

/** The input rules shared by several tools, in one place so schema and messages agree. */
public final class Validation {

    /** Socrata's dataset identifier, the "4x4" ({@link DatasetId}, which the cursors and URLs check too). */
    public static final String DATASET_ID = DatasetId.PATTERN;

    public static final String DATASET_ID_MESSAGE = DatasetId.RULE;

    public static final int SEARCH_QUERY_MAX = 500;
    /** The soql and where arguments ({@link SoqlLength}; what runs, and cursors carry, may be up to twice that). */
    public static final int SOQL_MAX = SoqlLength.MAX;

    /**
     * The question a data tool may carry ({@link Question}): the checks compare the answer with it;
     * it is not sent to Socrata and not logged.
     */
    public static final String QUESTION = "the person's question as asked: the answer is checked against it";

    public static final int QUESTION_MAX = Question.MAX_LENGTH;

    private Validation() {}

    /**
     * A {@code where} argument as the condition to run: a leading WHERE and a trailing {@code ;}
     * dropped and reported ({@link WhereRepair}), then refused unless it is one complete condition
     * (see {@link datasf.mcp.soql.text.SoqlCondition}). Null (no condition) stays null.
     */
    public static WhereRepair.Repaired condition(String where) {
        if (where == null) {
            return null;
        }
        WhereRepair.Repaired repaired = WhereRepair.repair(where.strip());
        requireCondition(repaired.condition());
        return repaired;
    }

    private static void requireCondition(String where) {
        if (where.isEmpty()) {
            throw ToolException.validation("Invalid where: no condition left; leave where out to use every row");
        }
        datasf.mcp.soql.text.SoqlCondition.problem(where).ifPresent(problem -> {
            throw ToolException.validation("Invalid where: " + problem + ". Write a condition such as "
                    + "incident_year = '2024' AND police_district = 'MISSION'; for grouped, ordered, limited or "
                    + "piped results use aggregate or query_datasf");
        });
    }
}
