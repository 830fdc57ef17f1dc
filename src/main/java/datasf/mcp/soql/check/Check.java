package datasf.mcp.soql.check;

/**
 * One rule over an answer: reads the query, the dataset's facts and the outcome, and adds a note
 * when they show the risk of a likely mistake. A rule never changes the query; each note names
 * the mistake, why, what to write instead and, when it can be built, the whole query with it.
 */
public interface Check {

    void check(Review review, Notes notes);
}
