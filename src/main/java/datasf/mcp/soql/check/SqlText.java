package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;

/**
 * A query Socrata refused, as tokens: SQL that SoQL lacks does not parse into a tree, so the fixes
 * for it read the tokens (whitespace and comments left out) and splice the text; and what is known
 * of the dataset's columns, so that a fix writes SoQL that fits them. The tokens are those the
 * call's parse of the query read ({@link SoqlTree#tokens()}), its tree there for a fix whose query
 * does parse.
 */
record SqlText(SoqlTree tree, List<SoqlToken> tokens, DatasetFacts dataset) {

    static SqlText of(SoqlTree tree, DatasetFacts dataset) {
        return new SqlText(
                tree, tree.tokens().stream().filter(t -> !t.type().isTrivia()).toList(), dataset);
    }

    String text() {
        return tree.text();
    }

    SoqlToken token(int index) {
        return index >= 0 && index < tokens.size() ? tokens.get(index) : null;
    }

    /** Whether the token at {@code index} is the word (keyword or name, any case). */
    boolean isWord(int index, String word) {
        SoqlToken token = token(index);
        return token != null
                && (token.type() == SoqlTokenType.KEYWORD || token.type() == SoqlTokenType.IDENTIFIER)
                && token.text().equalsIgnoreCase(word);
    }

    boolean isPunctuation(int index, String symbol) {
        SoqlToken token = token(index);
        return token != null && token.isPunctuation(symbol);
    }

    /** The index of the parenthesis closing the one at {@code open}, or -1. */
    int closing(int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            if (isPunctuation(i, "(")) {
                depth++;
            } else if (isPunctuation(i, ")") && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The text from the start of token {@code from} to the end of token {@code to}. */
    String slice(int from, int to) {
        return text().substring(tokens.get(from).start(), tokens.get(to).end());
    }

    /** The text after token {@code index}, stripped. */
    String after(int index) {
        return text().substring(tokens.get(index).end()).strip();
    }

    /** The text with the characters of tokens {@code from} to {@code to} replaced. */
    String replace(int from, int to, String replacement) {
        return text().substring(0, tokens.get(from).start())
                + replacement
                + text().substring(tokens.get(to).end());
    }
}
