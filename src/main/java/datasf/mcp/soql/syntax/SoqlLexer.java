package datasf.mcp.soql.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * Splits a SoQL {@code $query} into tokens.
 *
 * <p>The lexer is lossless and total: every character of the input lands in exactly one token, in
 * order, so concatenating the token texts gives back the input. It never throws on malformed
 * input, because its job is to let the server rewrite column names in whatever an LLM sends and
 * leave the rest for Socrata to judge. Unterminated strings, comments and backtick names run to the
 * end of the input.
 *
 * <p>Names and numbers take the characters Socrata's lexer does. String literals follow Socrata's own lexer: single-quoted strings escape a quote by doubling
 * it ({@code 'O''Farrell'}); double-quoted strings use backslash escapes ({@code "say \"hi\""}).
 */
public final class SoqlLexer {

    private static final List<String> TWO_CHAR_OPERATORS = List.of("<=", ">=", "<>", "!=", "==", "||", "|>");
    private static final String ONE_CHAR_OPERATORS = "=<>+-*/%~^!";
    private static final String PUNCTUATION = "(),.[]";

    private SoqlLexer() {}

    public static List<SoqlToken> tokenize(String soql) {
        Objects.requireNonNull(soql, "soql");
        return new Scan(soql).run();
    }

    /** One pass over one input; {@code pos} always sits at the start of the next token. */
    private static final class Scan {
        private final String src;
        private int pos;

        Scan(String src) {
            this.src = src;
        }

        List<SoqlToken> run() {
            List<SoqlToken> tokens = new ArrayList<>();
            while (pos < src.length()) {
                int start = pos;
                SoqlTokenType type = scanToken();
                String text = src.substring(start, pos);
                if (type == SoqlTokenType.IDENTIFIER && SoqlWords.isKeyword(text)) {
                    type = SoqlTokenType.KEYWORD;
                }
                tokens.add(new SoqlToken(type, text, start, pos));
            }
            return List.copyOf(tokens);
        }

        /** Consumes one token starting at {@code pos} and says what it was. */
        private SoqlTokenType scanToken() {
            int c = src.codePointAt(pos);
            if (Character.isWhitespace(c)) {
                skipWhile(Character::isWhitespace);
                return SoqlTokenType.WHITESPACE;
            }
            if (lookingAt("--")) {
                skipLineComment();
                return SoqlTokenType.COMMENT;
            }
            if (lookingAt("/*")) {
                skipBlockComment();
                return SoqlTokenType.COMMENT;
            }
            switch (c) {
                case '\'':
                    skipSingleQuoted();
                    return SoqlTokenType.STRING;
                case '"':
                    skipDoubleQuoted();
                    return SoqlTokenType.STRING;
                case '`':
                    return scanBacktickQuoted();
                case ':':
                    return scanColon();
                case '@':
                    return scanTableIdentifier();
                default:
                    break;
            }
            if (isAsciiDigit(c)) {
                skipNumber();
                return SoqlTokenType.NUMBER;
            }
            if (isIdentifierStart(c)) {
                skipWhile(SoqlLexer::isIdentifierPart);
                return SoqlTokenType.IDENTIFIER;
            }
            for (String operator : TWO_CHAR_OPERATORS) {
                if (lookingAt(operator)) {
                    pos += operator.length();
                    return SoqlTokenType.OPERATOR;
                }
            }
            if (ONE_CHAR_OPERATORS.indexOf(c) >= 0) {
                pos++;
                return SoqlTokenType.OPERATOR;
            }
            if (PUNCTUATION.indexOf(c) >= 0) {
                pos++;
                return SoqlTokenType.PUNCTUATION;
            }
            pos += Character.charCount(c);
            return SoqlTokenType.UNKNOWN;
        }

        private void skipLineComment() {
            int newline = src.indexOf('\n', pos);
            pos = newline < 0 ? src.length() : newline;
        }

        private void skipBlockComment() {
            int close = src.indexOf("*/", pos + 2);
            pos = close < 0 ? src.length() : close + 2;
        }

        /** {@code 'it''s'}: a doubled quote is an escaped quote, not the end of the string. */
        private void skipSingleQuoted() {
            pos++;
            while (pos < src.length()) {
                int quote = src.indexOf('\'', pos);
                if (quote < 0) {
                    break;
                }
                pos = quote + 1;
                if (pos < src.length() && src.charAt(pos) == '\'') {
                    pos++;
                } else {
                    return;
                }
            }
            pos = src.length();
        }

        /** {@code "say \"hi\""}: a backslash escapes whatever character follows it. */
        private void skipDoubleQuoted() {
            pos++;
            while (pos < src.length()) {
                char c = src.charAt(pos);
                if (c == '\\') {
                    pos = Math.min(pos + 2, src.length());
                } else {
                    pos++;
                    if (c == '"') {
                        return;
                    }
                }
            }
        }

        /**
         * {@code `name`}, or {@code `:id`} which is a quoted system field. An unterminated backtick
         * swallows the rest of the input as {@link SoqlTokenType#UNKNOWN}: guessing where the name
         * was meant to end could turn ordinary words into "columns".
         */
        private SoqlTokenType scanBacktickQuoted() {
            int close = src.indexOf('`', pos + 1);
            if (close < 0) {
                pos = src.length();
                return SoqlTokenType.UNKNOWN;
            }
            boolean systemField = close > pos + 1 && src.charAt(pos + 1) == ':';
            pos = close + 1;
            return systemField ? SoqlTokenType.SYSTEM_FIELD : SoqlTokenType.QUOTED_IDENTIFIER;
        }

        /** {@code ::} (cast), {@code :*}, {@code :id} or {@code :@computed_region_x}. */
        private SoqlTokenType scanColon() {
            if (lookingAt("::")) {
                pos += 2;
                return SoqlTokenType.OPERATOR;
            }
            if (lookingAt(":*")) {
                pos += 2;
                return SoqlTokenType.SYSTEM_FIELD;
            }
            int nameStart = lookingAt(":@") ? pos + 2 : pos + 1;
            if (nameStart < src.length() && isIdentifierPart(src.codePointAt(nameStart))) {
                pos = nameStart;
                skipWhile(SoqlLexer::isIdentifierPart);
                return SoqlTokenType.SYSTEM_FIELD;
            }
            pos++;
            return SoqlTokenType.UNKNOWN;
        }

        private SoqlTokenType scanTableIdentifier() {
            pos++;
            int nameStart = pos;
            skipWhile(c -> isIdentifierPart(c) || c == '-');
            return pos > nameStart ? SoqlTokenType.TABLE_IDENTIFIER : SoqlTokenType.UNKNOWN;
        }

        /** Socrata's number shape: {@code 12}, {@code 12.5}, {@code 12.}, {@code 1e3}, {@code 2.5E-3}. */
        private void skipNumber() {
            skipWhile(SoqlLexer::isAsciiDigit);
            if (pos < src.length() && src.charAt(pos) == '.') {
                pos++;
                skipWhile(SoqlLexer::isAsciiDigit);
            }
            if (pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
                int digits = pos + 1;
                if (digits < src.length() && (src.charAt(digits) == '+' || src.charAt(digits) == '-')) {
                    digits++;
                }
                if (digits < src.length() && isAsciiDigit(src.charAt(digits))) {
                    pos = digits;
                    skipWhile(SoqlLexer::isAsciiDigit);
                }
            }
        }

        private boolean lookingAt(String text) {
            return src.startsWith(text, pos);
        }

        private void skipWhile(IntPredicate accepts) {
            while (pos < src.length()) {
                int c = src.codePointAt(pos);
                if (!accepts.test(c)) {
                    return;
                }
                pos += Character.charCount(c);
            }
        }
    }

    /**
     * A character a bare name starts with: as in Socrata's lexer, a Java letter, which takes in
     * {@code _} and {@code $} ({@code $where} in a query is a column name, not a parameter).
     */
    public static boolean isIdentifierStart(int c) {
        return Character.isJavaIdentifierStart(c);
    }

    /** A character that continues a bare name: a Java letter or digit (control characters aside). */
    public static boolean isIdentifierPart(int c) {
        return Character.isJavaIdentifierPart(c) && !Character.isIdentifierIgnorable(c);
    }

    private static boolean isAsciiDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
