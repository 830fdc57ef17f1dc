package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlWords;
import java.util.ArrayList;
import java.util.List;

/** The significant tokens of a text (whitespace and comments skipped), read one at a time by the parser. */
final class TokenStream {

    private final List<SoqlToken> tokens;
    private final int length;
    private int index;
    private int lastEnd;

    TokenStream(List<SoqlToken> all, int length) {
        this.length = length;
        List<SoqlToken> significant = new ArrayList<>(all.size());
        for (SoqlToken token : all) {
            if (token.type() == SoqlTokenType.COMMENT && token.text().startsWith("/*") && !closedComment(token)) {
                throw new ParseFailure(new ParseError(token.start(), "`*/' to end the comment", "end of input"));
            }
            if (!token.type().isTrivia()) {
                significant.add(token);
            }
        }
        this.tokens = significant;
    }

    private static boolean closedComment(SoqlToken token) {
        return token.text().length() >= 4 && token.text().endsWith("*/");
    }

    /** The next token, or null at the end. */
    SoqlToken peek() {
        return peek(0);
    }

    SoqlToken peek(int ahead) {
        return index + ahead < tokens.size() ? tokens.get(index + ahead) : null;
    }

    SoqlToken next() {
        SoqlToken token = tokens.get(index++);
        lastEnd = token.end();
        return token;
    }

    boolean atEnd() {
        return index >= tokens.size();
    }

    /** The end of the last token read: where the node being built ends. */
    int lastEnd() {
        return lastEnd;
    }

    /** The start of the next token (the end of the text when there is none). */
    int nextStart() {
        return atEnd() ? length : peek().start();
    }

    /** Whether the token {@code ahead} is the bare word (a name or keyword, any case). */
    boolean isWord(int ahead, String word) {
        SoqlToken token = peek(ahead);
        return token != null
                && (token.type() == SoqlTokenType.IDENTIFIER || token.type() == SoqlTokenType.KEYWORD)
                && token.text().equalsIgnoreCase(word);
    }

    boolean isWord(String word) {
        return isWord(0, word);
    }

    /** Whether the next token is the operator or punctuation {@code symbol}. */
    boolean isSymbol(String symbol) {
        SoqlToken token = peek();
        return token != null
                && (token.type() == SoqlTokenType.OPERATOR || token.type() == SoqlTokenType.PUNCTUATION)
                && token.text().equals(symbol);
    }

    /** Reads the word if it comes next. */
    boolean acceptWord(String word) {
        if (isWord(word)) {
            next();
            return true;
        }
        return false;
    }

    boolean acceptSymbol(String symbol) {
        if (isSymbol(symbol)) {
            next();
            return true;
        }
        return false;
    }

    SoqlToken expectWord(String word) {
        if (!isWord(word)) {
            throw failure(word);
        }
        return next();
    }

    SoqlToken expectSymbol(String symbol) {
        if (!isSymbol(symbol)) {
            throw failure("`" + symbol + "'");
        }
        return next();
    }

    /** A name: a bare or backtick-quoted identifier, or a word that is a keyword only in other places. */
    boolean isName(int ahead) {
        SoqlToken token = peek(ahead);
        if (token == null) {
            return false;
        }
        return switch (token.type()) {
            case IDENTIFIER, QUOTED_IDENTIFIER -> true;
            case KEYWORD -> !SoqlWords.isReserved(token.text());
            default -> false;
        };
    }

    /** The error "expected ..., but got" the next token. */
    ParseFailure failure(String expected) {
        SoqlToken token = peek();
        if (token == null) {
            return new ParseFailure(new ParseError(length, expected, "end of input"));
        }
        if (token.type() == SoqlTokenType.UNKNOWN) {
            return new ParseFailure(new ParseError(token.start(), "no such character", "`" + token.text() + "'"));
        }
        return new ParseFailure(new ParseError(token.start(), expected, "`" + token.text() + "'"));
    }
}
