package datasf.mcp.soql.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.tree.SoqlTree;
import org.junit.jupiter.api.Test;

/**
 * A text read by position, whitespace and comments left out: what the fixes for SQL that SoQL
 * lacks read, on a text that need not parse. Navigation and slicing are QueryText's own.
 */
class QueryTextSignificantTest {

    @Test
    void tokensFollowOneAnotherWithoutWhitespaceOrComments() {
        String sql = "SELECT  source, n -- the busiest\n FROM (SELECT source, count(*) AS n GROUP BY source) s";
        QueryText text = QueryText.significant(SoqlTree.parse(sql));

        assertTrue(text.isWord(0, "select"));
        assertEquals("source", text.token(1).text());
        assertTrue(text.isPunctuation(2, ","));
        assertTrue(text.isWord(4, "FROM"));
        int open = 5;
        assertTrue(text.isPunctuation(open, "("));
        int close = text.closing(open);
        assertEquals(")", text.token(close).text());
        assertEquals("(SELECT source, count(*) AS n GROUP BY source)", text.slice(open, close));
        assertEquals(sql, text.text());
    }
}
