package datasf.mcp.soql;

import datasf.mcp.soql.syntax.SoqlToken;
import java.util.List;

/**
 * Steps over whitespace and comments, which may sit between any two meaningful tokens, and
 * matches parentheses.
 */
public final class TokenNavigation {

    public static final int NONE = -1;

    private TokenNavigation() {}

    /** Index of the first non-trivia token after {@code index}, or {@link #NONE}. */
    public static int nextSignificant(List<SoqlToken> tokens, int index) {
        for (int i = index + 1; i < tokens.size(); i++) {
            if (!tokens.get(i).type().isTrivia()) {
                return i;
            }
        }
        return NONE;
    }

    /** Index of the last non-trivia token before {@code index}, or {@link #NONE}. */
    public static int previousSignificant(List<SoqlToken> tokens, int index) {
        for (int i = index - 1; i >= 0; i--) {
            if (!tokens.get(i).type().isTrivia()) {
                return i;
            }
        }
        return NONE;
    }

    public static boolean nextIsPunctuation(List<SoqlToken> tokens, int index, String symbol) {
        int next = nextSignificant(tokens, index);
        return next != NONE && tokens.get(next).isPunctuation(symbol);
    }

    /** The {@code )} matching the {@code (} at {@code open}, or {@link #NONE} when it is never closed. */
    public static int matchingClose(List<SoqlToken> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            if (tokens.get(i).isPunctuation("(")) {
                depth++;
            } else if (tokens.get(i).isPunctuation(")") && --depth == 0) {
                return i;
            }
        }
        return NONE;
    }

    /** The {@code (} matching the {@code )} at {@code close}, or {@link #NONE}. */
    public static int matchingOpen(List<SoqlToken> tokens, int close) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            if (tokens.get(i).isPunctuation(")")) {
                depth++;
            } else if (tokens.get(i).isPunctuation("(") && --depth == 0) {
                return i;
            }
        }
        return NONE;
    }

    /**
     * Parenthesis depth before each token; {@code depths[i] == 0} means token {@code i} is at the
     * top level of the query. Stray closing parentheses never drive the depth below zero.
     */
    public static int[] parenthesisDepths(List<SoqlToken> tokens) {
        int[] depths = new int[tokens.size()];
        int depth = 0;
        for (int i = 0; i < tokens.size(); i++) {
            SoqlToken token = tokens.get(i);
            if (token.isPunctuation(")")) {
                depth = Math.max(0, depth - 1);
            }
            depths[i] = depth;
            if (token.isPunctuation("(")) {
                depth++;
            }
        }
        return depths;
    }
}
