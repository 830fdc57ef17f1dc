package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.text.QueryText;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;

/**
 * A query Socrata refused, as its significant tokens: SQL that SoQL lacks does not parse into a
 * tree, so the fixes for it read the tokens by position ({@link QueryText#significant}) and splice
 * the text; and what is known of the dataset's columns, so that a fix writes SoQL that fits them.
 * The tokens are those the call's parse of the query read, its tree there for a fix whose query
 * does parse. A position past either end reads as no token.
 */
record SqlText(SoqlTree tree, QueryText query, DatasetFacts dataset) {

    static SqlText of(SoqlTree tree, DatasetFacts dataset) {
        return new SqlText(tree, QueryText.significant(tree), dataset);
    }

    String text() {
        return query.text();
    }

    List<SoqlToken> tokens() {
        return query.tokens();
    }

    SoqlToken token(int index) {
        return within(index) ? query.token(index) : null;
    }

    /** Whether the token at {@code index} is the word (keyword or name, any case). */
    boolean isWord(int index, String word) {
        return within(index) && query.isWord(index, word);
    }

    boolean isPunctuation(int index, String symbol) {
        return within(index) && query.isPunctuation(index, symbol);
    }

    /** The index of the parenthesis closing the one at {@code open}, or -1. */
    int closing(int open) {
        return within(open) && query.isPunctuation(open, "(") ? query.closing(open) : QueryText.NONE;
    }

    /** The text from the start of token {@code from} to the end of token {@code to}. */
    String slice(int from, int to) {
        return query.slice(from, to);
    }

    /** The text after token {@code index}, stripped. */
    String after(int index) {
        return text().substring(query.token(index).end()).strip();
    }

    /** The text with the characters of tokens {@code from} to {@code to} replaced. */
    String replace(int from, int to, String replacement) {
        String text = text();
        return text.substring(0, query.token(from).start())
                + replacement
                + text.substring(query.token(to).end());
    }

    private boolean within(int index) {
        return index >= 0 && index < query.size();
    }
}
