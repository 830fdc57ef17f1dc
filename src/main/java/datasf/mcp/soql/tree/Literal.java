package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlStrings;
import java.util.List;

/**
 * A constant as written: a string ({@code 'Mission'}, {@code "Mission"}), a number, {@code true},
 * {@code false} or {@code NULL}.
 */
public record Literal(int start, int end, Kind kind, String text) implements Expr {

    public enum Kind {
        STRING,
        NUMBER,
        BOOLEAN,
        NULL
    }

    /** A string's value (quotes removed, escapes resolved); any other literal's text. */
    public String value() {
        return kind == Kind.STRING ? SoqlStrings.value(text) : text;
    }

    public boolean isString() {
        return kind == Kind.STRING;
    }

    public boolean isNumber() {
        return kind == Kind.NUMBER;
    }

    public boolean isNull() {
        return kind == Kind.NULL;
    }

    /** A number written as digits only ({@code 2024}, not {@code 2024.0} or {@code 2e3}). */
    public boolean isInteger() {
        return kind == Kind.NUMBER && text.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    @Override
    public List<Node> children() {
        return List.of();
    }
}
