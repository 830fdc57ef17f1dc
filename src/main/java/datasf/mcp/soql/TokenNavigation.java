package datasf.mcp.soql;

import java.util.List;

/** Steps over whitespace and comments, which may sit between any two meaningful tokens. */
public final class TokenNavigation {

    public static final int NONE = -1;

    private TokenNavigation() {
    }

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
