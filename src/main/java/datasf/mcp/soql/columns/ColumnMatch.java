package datasf.mcp.soql.columns;

import java.util.List;

/** What the corrector concluded about one written column name. */
record ColumnMatch(Kind kind, String fieldName, List<String> candidates) {

    enum Kind {
        /** The name is a field name, character for character: never touched. */
        EXACT,
        /** Exactly one field is the closest at or above the threshold. */
        CORRECTED,
        /** Several fields tie for closest at or above the threshold. */
        AMBIGUOUS,
        /** No field reaches the threshold. */
        NO_MATCH
    }

    static ColumnMatch exact(String fieldName) {
        return new ColumnMatch(Kind.EXACT, fieldName, List.of(fieldName));
    }

    static ColumnMatch corrected(String fieldName) {
        return new ColumnMatch(Kind.CORRECTED, fieldName, List.of(fieldName));
    }

    static ColumnMatch ambiguous(List<String> candidates) {
        return new ColumnMatch(Kind.AMBIGUOUS, null, List.copyOf(candidates));
    }

    static ColumnMatch noMatch() {
        return new ColumnMatch(Kind.NO_MATCH, null, List.of());
    }
}
