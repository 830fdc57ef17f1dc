package datasf.mcp.soql.text;

import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlWords;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A text and its lossless tokens, with the navigation the SQL-to-SoQL repairs need on text that
 * is not SoQL yet (and so has no syntax tree): skipping whitespace and comments, matching
 * parentheses, clause boundaries, and where a primary expression (a name, a literal, a call, a
 * parenthesized group, each with optional {@code ::type} casts) starts and ends. Token indexes
 * are positions in {@link #tokens()}. Everything that reads SoQL reads its tree instead
 * ({@code soql.tree}).
 */
public final class QueryText {

    public static final int NONE = -1;

    private final String text;
    private final List<SoqlToken> tokens;
    private final int[] depths;

    private QueryText(String text, List<SoqlToken> tokens) {
        this.text = text;
        this.tokens = tokens;
        this.depths = parenthesisDepths(tokens);
    }

    public static QueryText of(String text) {
        return new QueryText(text, SoqlLexer.tokenize(text));
    }

    /**
     * A parsed text's tokens without whitespace and comments, for reading by position text that
     * is not SoQL and may not parse (SQL that Socrata refused): token {@code i + 1} follows token
     * {@code i}. Not lexed again.
     */
    public static QueryText significant(SoqlTree tree) {
        return new QueryText(
                tree.text(),
                tree.tokens().stream().filter(token -> !token.type().isTrivia()).toList());
    }

    /** The tokens of a text already parsed: not lexed again. */
    public static QueryText of(SoqlTree tree) {
        return new QueryText(tree.text(), tree.tokens());
    }

    public String text() {
        return text;
    }

    public List<SoqlToken> tokens() {
        return tokens;
    }

    public int size() {
        return tokens.size();
    }

    public SoqlToken token(int index) {
        return tokens.get(index);
    }

    /** Parenthesis depth of a token; 0 is the top level. */
    public int depth(int index) {
        return depths[index];
    }

    /** Index of the first token after {@code index} that is not whitespace or a comment, or NONE. */
    public int next(int index) {
        for (int i = index + 1; i < tokens.size(); i++) {
            if (!tokens.get(i).type().isTrivia()) {
                return i;
            }
        }
        return NONE;
    }

    /** Index of the last token before {@code index} that is not whitespace or a comment, or NONE. */
    public int previous(int index) {
        for (int i = index - 1; i >= 0; i--) {
            if (!tokens.get(i).type().isTrivia()) {
                return i;
            }
        }
        return NONE;
    }

    /** The first significant token, or NONE. */
    public int first() {
        return next(-1);
    }

    /** The last significant token, or NONE. */
    public int last() {
        return previous(tokens.size());
    }

    /** Whether the token is the bare word {@code word} (an identifier or keyword, any case). */
    public boolean isWord(int index, String word) {
        if (index == NONE) {
            return false;
        }
        SoqlToken token = tokens.get(index);
        return (token.type() == SoqlTokenType.IDENTIFIER || token.type() == SoqlTokenType.KEYWORD)
                && token.text().equalsIgnoreCase(word);
    }

    public boolean isPunctuation(int index, String symbol) {
        return index != NONE && tokens.get(index).isPunctuation(symbol);
    }

    public boolean isOperator(int index, String symbol) {
        return index != NONE && tokens.get(index).isOperator(symbol);
    }

    public boolean is(int index, SoqlTokenType type) {
        return index != NONE && tokens.get(index).type() == type;
    }

    /** Lower-case text of a token, for matching words. */
    public String lower(int index) {
        return tokens.get(index).text().toLowerCase(Locale.ROOT);
    }

    /** A function call's name: an identifier directly followed by {@code (}. */
    public boolean isCall(int index) {
        return is(index, SoqlTokenType.IDENTIFIER) && isPunctuation(next(index), "(");
    }

    /** The {@code )} matching the {@code (} at {@code open}, or NONE when it is never closed. */
    public int closing(int open) {
        for (int i = next(open); i != NONE; i = next(i)) {
            if (depths[i] == depths[open] && tokens.get(i).isPunctuation(")")) {
                return i;
            }
        }
        return NONE;
    }

    /** The {@code (} matching the {@code )} at {@code close}, or NONE. */
    public int opening(int close) {
        for (int i = previous(close); i != NONE; i = previous(i)) {
            if (depths[i] == depths[close] && tokens.get(i).isPunctuation("(")) {
                return i;
            }
        }
        return NONE;
    }

    /**
     * The last token of the primary expression starting at {@code start}: a call or parenthesized
     * group runs to its closing parenthesis, anything else is one token; trailing {@code ::type}
     * casts belong to it. NONE when {@code start} cannot start an operand.
     */
    public int primaryEnd(int start) {
        if (start == NONE) {
            return NONE;
        }
        int end;
        SoqlToken token = tokens.get(start);
        if (isCall(start)) {
            end = closing(next(start));
        } else if (token.isPunctuation("(")) {
            end = closing(start);
        } else if (isOperand(token)) {
            end = start;
        } else {
            return NONE;
        }
        while (end != NONE && isOperator(next(end), "::") && is(next(next(end)), SoqlTokenType.IDENTIFIER)) {
            end = next(next(end));
        }
        return end;
    }

    /** The first token of the primary expression ending at {@code end}; the mirror of {@link #primaryEnd}. */
    public int primaryStart(int end) {
        if (end == NONE) {
            return NONE;
        }
        int at = end;
        while (is(at, SoqlTokenType.IDENTIFIER) && isOperator(previous(at), "::")) {
            at = previous(previous(at));
            if (at == NONE) {
                return NONE;
            }
        }
        SoqlToken token = tokens.get(at);
        if (token.isPunctuation(")")) {
            int open = opening(at);
            if (open == NONE) {
                return NONE;
            }
            int name = previous(open);
            return is(name, SoqlTokenType.IDENTIFIER) ? name : open;
        }
        return isOperand(token) ? at : NONE;
    }

    private static boolean isOperand(SoqlToken token) {
        return switch (token.type()) {
            case IDENTIFIER, QUOTED_IDENTIFIER, STRING, NUMBER, SYSTEM_FIELD -> true;
            case KEYWORD -> token.isKeyword("NULL") || token.isKeyword("TRUE") || token.isKeyword("FALSE");
            default -> false;
        };
    }

    /** Text of tokens {@code from..to}, both included, exactly as written. */
    public String slice(int from, int to) {
        return text.substring(tokens.get(from).start(), tokens.get(to).end());
    }

    /** Whether the token starts a top-level clause (WHERE, GROUP BY, ..., or a {@code |>} stage). */
    public boolean isClauseStart(int index) {
        if (index == NONE || depths[index] != 0) {
            return false;
        }
        SoqlToken token = tokens.get(index);
        return token.isOperator("|>")
                || token.type() == SoqlTokenType.KEYWORD && SoqlWords.startsLaterClause(token.text());
    }

    /** The next top-level clause start after {@code index}, or {@link #size()} when there is none. */
    public int clauseEnd(int index) {
        for (int i = index + 1; i < tokens.size(); i++) {
            if (isClauseStart(i) || tokens.get(i).isKeyword("SELECT") && depths[i] == 0) {
                return i;
            }
        }
        return tokens.size();
    }

    /** Index of the first top-level keyword {@code word} at or after {@code from}, or NONE. */
    public int findTopLevel(String word, int from) {
        for (int i = Math.max(0, from); i < tokens.size(); i++) {
            if (depths[i] == 0 && tokens.get(i).isKeyword(word)) {
                return i;
            }
        }
        return NONE;
    }

    /** Tokens {@code first..last} (both included, significant at both ends). */
    public record Range(int first, int last) {}

    /**
     * The arguments of the call whose name is at {@code name}, split at its own commas; empty for
     * {@code f()}, null when the parentheses are never closed.
     */
    public List<Range> arguments(int name) {
        int open = next(name);
        int close = closing(open);
        if (close == NONE) {
            return null;
        }
        List<Range> arguments = new ArrayList<>();
        int start = next(open);
        for (int i = start; i != NONE && i <= close; i = next(i)) {
            if (i == close || depths[i] == depths[open] + 1 && tokens.get(i).isPunctuation(",")) {
                int last = previous(i);
                if (start != NONE && start <= last) {
                    arguments.add(new Range(start, last));
                }
                start = next(i);
            }
        }
        return arguments;
    }

    public String slice(Range range) {
        return slice(range.first(), range.last());
    }

    /**
     * The items of a list that runs from token {@code first} to before {@code end}, split at the
     * commas of that level: a select list, an ORDER BY.
     */
    public List<Range> items(int first, int end) {
        List<Range> items = new ArrayList<>();
        int start = NONE;
        int last = NONE;
        for (int i = first; i != NONE && i < end; i = next(i)) {
            if (depths[i] == depths[first] && tokens.get(i).isPunctuation(",")) {
                if (start != NONE) {
                    items.add(new Range(start, last));
                }
                start = NONE;
            } else {
                start = start == NONE ? i : start;
                last = i;
            }
        }
        if (start != NONE) {
            items.add(new Range(start, last));
        }
        return items;
    }

    /**
     * Parenthesis depth before each token; {@code depths[i] == 0} means token {@code i} is at the
     * top level of the query. Stray closing parentheses never drive the depth below zero.
     */
    private static int[] parenthesisDepths(List<SoqlToken> tokens) {
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
