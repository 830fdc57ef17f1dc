package datasf.mcp.soql;

import datasf.mcp.soql.syntax.SoqlToken;

/**
 * A token that names a column of the queried dataset.
 *
 * @param tokenIndex position of the token in the lexer's output
 * @param token the token itself (bare or backtick-quoted identifier)
 * @param name the column name it spells, without backticks
 */
public record ColumnReference(int tokenIndex, SoqlToken token, String name) {}
