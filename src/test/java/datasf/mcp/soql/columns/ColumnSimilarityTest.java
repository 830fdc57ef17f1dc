package datasf.mcp.soql.columns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ColumnSimilarityTest {

    @Test
    void sameNameInAnySpellingScoresOne() {
        assertEquals(1.0, ColumnSimilarity.score("IncidentCategory", "incident_category"));
        assertEquals(1.0, ColumnSimilarity.score("cnn", "CNN"));
    }

    @Test
    void scoreIsOneMinusEditsOverLength() {
        // "policedistricts" vs "policedistrict": one edit in fifteen characters.
        assertEquals(1 - 1.0 / 15, ColumnSimilarity.score("police_districts", "police_district"), 1e-12);
    }

    @Test
    void partialMatchesAreDiscountedAndRespectWordBoundaries() {
        assertEquals(
                ColumnSimilarity.PARTIAL_MATCH_WEIGHT, ColumnSimilarity.score("category", "incident_category"), 1e-12);
        assertTrue(ColumnSimilarity.score("category", "incident_subcategory")
                < ColumnSimilarity.score("category", "incident_category"));
    }

    @Test
    void shortNamesMustMatchExactly() {
        assertEquals(0.0, ColumnSimilarity.score("cnt", "cnn"));
        assertEquals(0.0, ColumnSimilarity.score("id", "row_id"));
    }

    @Test
    void emptyNamesMatchNothing() {
        assertEquals(0.0, ColumnSimilarity.score("", "resolution"));
        assertEquals(0.0, ColumnSimilarity.score("__", "__"));
    }
}
