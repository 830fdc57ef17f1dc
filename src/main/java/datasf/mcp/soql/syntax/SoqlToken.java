package datasf.mcp.soql.syntax;

import java.util.Objects;

/**
 * One token of a SoQL query, with its position in the source: {@code source.substring(start, end)}
 * equals {@code text}.
 */
public record SoqlToken(SoqlTokenType type, String text, int start, int end) {

    public SoqlToken {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(text, "text");
        if (start < 0 || end - start != text.length()) {
            throw new IllegalArgumentException(
                    "offsets " + start + ".." + end + " do not fit text of length " + text.length());
        }
    }

    public boolean isKeyword(String word) {
        return type == SoqlTokenType.KEYWORD && text.equalsIgnoreCase(word);
    }

    public boolean isPunctuation(String symbol) {
        return type == SoqlTokenType.PUNCTUATION && text.equals(symbol);
    }

    public boolean isOperator(String symbol) {
        return type == SoqlTokenType.OPERATOR && text.equals(symbol);
    }

    /**
     * The name an identifier token stands for: the text itself, or for a backtick-quoted identifier
     * the text between the backticks. Other tokens have no name and return their text.
     */
    public String identifierName() {
        if (type == SoqlTokenType.QUOTED_IDENTIFIER && text.length() >= 2) {
            return text.substring(1, text.length() - 1);
        }
        return text;
    }
}
