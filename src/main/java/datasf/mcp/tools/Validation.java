package datasf.mcp.tools;

/** The input rules shared by several tools, in one place so schema and messages agree. */
public final class Validation {

    /** Socrata's dataset identifier, the "4x4": two groups of four lower-case letters or digits. */
    public static final String DATASET_ID = "^[a-z0-9]{4}-[a-z0-9]{4}$";
    public static final String DATASET_ID_MESSAGE = "must be a dataset id like wg3w-h783 (pattern ^[a-z0-9]{4}-[a-z0-9]{4}$)";

    public static final int SEARCH_QUERY_MAX = 500;
    public static final int SOQL_MAX = 4000;

    private Validation() {}

    /**
     * Refuses a {@code where} argument that is not one complete condition (see
     * {@link datasf.mcp.soql.SoqlCondition}); null (no condition) is fine.
     */
    public static void requireCondition(String where) {
        if (where == null) {
            return;
        }
        datasf.mcp.soql.SoqlCondition.problem(where).ifPresent(problem -> {
            throw ToolException.validation("Invalid where: " + problem + ". Write a condition such as "
                    + "incident_year = '2024' AND police_district = 'MISSION'; for grouped, ordered, limited or "
                    + "piped results use aggregate or query_datasf");
        });
    }
}
