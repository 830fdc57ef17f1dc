package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The JSON shapes the tools read, checked once where Socrata's answers arrive: a query answers an
 * array of row objects, the Views and Discovery APIs an object whose lists ({@code columns},
 * {@code results}) hold objects. Anything else (an array of scalars, an object where an array
 * belongs, a bare value) is an api_error naming what Socrata sent, never a parser's exception deep
 * in a tool, an "Internal error" and an ERROR log.
 */
final class AnswerShape {

    private AnswerShape() {}

    /** A Resource API answer: a JSON array of rows, each an object. */
    static JsonNode rows(JsonNode answer) {
        if (!answer.isArray()) {
            throw unexpected("the query", kind(answer), "rows (a JSON array of objects)");
        }
        for (int i = 0; i < answer.size(); i++) {
            if (!answer.get(i).isObject()) {
                throw unexpected("the query", "an array holding " + plural(answer.get(i)), "rows (JSON objects)");
            }
        }
        return answer;
    }

    /**
     * An object whose {@code list}, when present, is an array of objects.
     *
     * @param what what was asked for, e.g. "Dataset abcd-1234's metadata"
     */
    static JsonNode objectWithList(JsonNode answer, String what, String list) {
        if (!answer.isObject()) {
            throw unexpected(what, kind(answer), "a JSON object");
        }
        JsonNode items = answer.get(list);
        if (items == null || items.isNull()) {
            return answer;
        }
        if (!items.isArray()) {
            throw unexpected(what, kind(items) + " as its " + list, "a list of JSON objects");
        }
        for (JsonNode item : items) {
            if (!item.isObject()) {
                throw unexpected(what, plural(item) + " in its " + list, "JSON objects");
            }
        }
        return answer;
    }

    private static SocrataException unexpected(String what, String sent, String expected) {
        return new SocrataException(
                SocrataException.Kind.API_ERROR,
                "Socrata answered " + what + " with " + sent + " instead of " + expected
                        + "; this server cannot read that. Try again later, or another dataset");
    }

    /** "an array", "a number"... */
    static String kind(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT, POJO -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case BINARY -> "binary data";
            case NULL, MISSING -> "null";
        };
    }

    /** "arrays", "numbers"... */
    private static String plural(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "arrays";
            case OBJECT, POJO -> "objects";
            case STRING -> "strings";
            case NUMBER -> "numbers";
            case BOOLEAN -> "booleans";
            case BINARY -> "binary data";
            case NULL, MISSING -> "nulls";
        };
    }
}
