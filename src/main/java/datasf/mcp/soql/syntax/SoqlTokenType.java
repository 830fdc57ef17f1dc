package datasf.mcp.soql.syntax;

/**
 * Kinds of lexical tokens in a SoQL {@code $query}.
 *
 * <p>Besides the kinds a well-formed query needs, there are three kinds that exist so the lexer can
 * stay lossless on anything an LLM sends: {@link #COMMENT} (SoQL accepts {@code --} and
 * {@code /* *\/} comments, and words inside them must never be treated as columns),
 * {@link #TABLE_IDENTIFIER} ({@code @this}, {@code @abcd-1234} in joins) and {@link #UNKNOWN} (any
 * character SoQL does not know, such as {@code ;} or {@code ?}).
 */
public enum SoqlTokenType {
    /** A bare name: a column, function, alias or cast type. */
    IDENTIFIER,
    /** A backtick-quoted name, for example {@code `incident_category`}. */
    QUOTED_IDENTIFIER,
    /** A single- or double-quoted literal, possibly unterminated. */
    STRING,
    NUMBER,
    OPERATOR,
    /** One of {@code ( ) , . [ ]}. */
    PUNCTUATION,
    KEYWORD,
    /** {@code :id}, {@code :created_at}, {@code :@computed_region_xxx}, {@code :*}. */
    SYSTEM_FIELD,
    /** {@code @alias} or {@code @abcd-1234}, used by joins. */
    TABLE_IDENTIFIER,
    WHITESPACE,
    COMMENT,
    /** A character that starts no other token; kept so lexing stays lossless. */
    UNKNOWN;

    /** Whitespace and comments: tokens that separate others but carry no meaning. */
    public boolean isTrivia() {
        return this == WHITESPACE || this == COMMENT;
    }
}
