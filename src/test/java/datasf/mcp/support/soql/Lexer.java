package datasf.mcp.support.soql;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits SoQL text into tokens as Socrata's lexer does: {@code 'text'} and {@code "text"} are both
 * string literals (a doubled quote escapes itself), {@code `name`} is an identifier, {@code :name}
 * a system field, {@code @name} a table. {@code $} is a letter of words ({@code $q}, {@code $where}
 * are column names there), not of system fields. Any other character (a trailing {@code ;},
 * {@code ?}, SQL's {@code ~}) is refused with Socrata's "Unexpected character" before parsing starts.
 */
final class Lexer {

    private static final List<String> TWO_CHAR_OPERATORS = List.of("|>", "::", "<=", ">=", "!=", "<>", "==", "||");
    private static final String ONE_CHAR_OPERATORS = "-+*/%=<>(),.";

    private final String text;
    private int at;

    private Lexer(String text) {
        this.text = text;
    }

    static List<Token> tokenize(String text) {
        return new Lexer(text).all();
    }

    private List<Token> all() {
        List<Token> tokens = new ArrayList<>();
        while (true) {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            if (at >= text.length()) {
                tokens.add(new Token(Token.Kind.END, "", text.length(), text.length()));
                return tokens;
            }
            tokens.add(next());
        }
    }

    private Token next() {
        int start = at;
        char c = text.charAt(at);
        if (c == '\'' || c == '"' || c == '`') {
            return quoted(c);
        }
        if (isDigit(c) || (c == '.' && isDigit(peek(1)))) {
            return number();
        }
        if (isWordStart(c)) {
            return new Token(Token.Kind.WORD, word(), start, at);
        }
        if (c == ':' && peek(1) == '*') {
            at += 2;
            return new Token(Token.Kind.SYSTEM, ":*", start, at);
        }
        if (c == ':' && (isNameStart(peek(1)) || (peek(1) == '@' && isNameStart(peek(2))))) {
            at += peek(1) == '@' ? 2 : 1;
            while (isNameStart(peek(0)) || isDigit(peek(0))) {
                at++;
            }
            return new Token(Token.Kind.SYSTEM, text.substring(start, at), start, at);
        }
        if (c == '@' && isTableChar(peek(1))) {
            at++;
            while (isTableChar(peek(0))) {
                at++;
            }
            return new Token(Token.Kind.TABLE, text.substring(start, at), start, at);
        }
        for (String op : TWO_CHAR_OPERATORS) {
            if (text.startsWith(op, at)) {
                at += 2;
                return new Token(Token.Kind.OPERATOR, op, start, at);
            }
        }
        if (ONE_CHAR_OPERATORS.indexOf(c) >= 0) {
            at++;
            return new Token(Token.Kind.OPERATOR, String.valueOf(c), start, at);
        }
        throw SoqlError.malformed("Unexpected character `" + c + "'", start);
    }

    private Token quoted(char quote) {
        int start = at;
        StringBuilder value = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) {
                throw SoqlError.malformed(
                        quote == '`' ? "Unterminated quoted identifier" : "Unterminated string literal", start);
            }
            char c = text.charAt(at);
            if (c == quote) {
                if (peek(1) == quote) {
                    value.append(quote);
                    at += 2;
                    continue;
                }
                at++;
                break;
            }
            value.append(c);
            at++;
        }
        Token.Kind kind = quote == '`' ? Token.Kind.QUOTED_IDENTIFIER : Token.Kind.STRING;
        return new Token(kind, value.toString(), start, at);
    }

    private Token number() {
        int start = at;
        while (isDigit(peek(0))) {
            at++;
        }
        if (peek(0) == '.') {
            at++;
            while (isDigit(peek(0))) {
                at++;
            }
        }
        if (peek(0) == 'e' || peek(0) == 'E') {
            int sign = peek(1) == '+' || peek(1) == '-' ? 1 : 0;
            if (isDigit(peek(1 + sign))) {
                at += 1 + sign;
                while (isDigit(peek(0))) {
                    at++;
                }
            }
        }
        return new Token(Token.Kind.NUMBER, text.substring(start, at), start, at);
    }

    private String word() {
        int start = at;
        while (isWordPart(peek(0))) {
            at++;
        }
        return text.substring(start, at);
    }

    private char peek(int ahead) {
        int i = at + ahead;
        return i < text.length() ? text.charAt(i) : '\0';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** A letter of a system field's or table's name: ASCII letters and {@code _}. */
    private static boolean isNameStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isWordStart(char c) {
        return isNameStart(c) || c == '$';
    }

    private static boolean isWordPart(char c) {
        return isWordStart(c) || isDigit(c);
    }

    private static boolean isTableChar(char c) {
        return isNameStart(c) || isDigit(c) || c == '-';
    }
}
