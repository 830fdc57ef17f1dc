package datasf.mcp.soql;

import java.util.Locale;

/**
 * One of the small changes LLMs make to column names, applied at a position derived from
 * {@code at} so that jqwik can generate and shrink it.
 */
public record NameMutation(Kind kind, int at, char letter) {

    enum Kind {
        SUBSTITUTE,
        INSERT,
        DELETE,
        TRANSPOSE,
        UPPER_CASE,
        CAMEL_CASE,
        DROP_UNDERSCORES,
        DOUBLE_UNDERSCORE,
        PLURAL,
        CAPITALIZE
    }

    public String applyTo(String name) {
        if (name.isEmpty()) {
            return name;
        }
        int i = Math.floorMod(at, name.length());
        switch (kind) {
            case SUBSTITUTE:
                return name.substring(0, i) + letter + name.substring(i + 1);
            case INSERT:
                return name.substring(0, i) + letter + name.substring(i);
            case DELETE:
                return name.substring(0, i) + name.substring(i + 1);
            case TRANSPOSE:
                if (i + 1 >= name.length()) {
                    return name;
                }
                return name.substring(0, i) + name.charAt(i + 1) + name.charAt(i) + name.substring(i + 2);
            case UPPER_CASE:
                return name.toUpperCase(Locale.ROOT);
            case CAMEL_CASE:
                return toCamelCase(name);
            case DROP_UNDERSCORES:
                return name.replace("_", "");
            case DOUBLE_UNDERSCORE:
                return name.replace("_", "__");
            case PLURAL:
                return name + "s";
            case CAPITALIZE:
                return Character.toUpperCase(name.charAt(0)) + name.substring(1);
            default:
                throw new IllegalStateException(kind.toString());
        }
    }

    private static String toCamelCase(String name) {
        StringBuilder out = new StringBuilder();
        boolean upperNext = false;
        for (char c : name.toCharArray()) {
            if (c == '_') {
                upperNext = true;
            } else {
                out.append(upperNext ? Character.toUpperCase(c) : c);
                upperNext = false;
            }
        }
        return out.toString();
    }
}
