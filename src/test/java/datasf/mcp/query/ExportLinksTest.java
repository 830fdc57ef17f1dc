package datasf.mcp.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.socrata.SocrataProperties;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The export's URLs: where they point, how the query is encoded, when there is none. */
class ExportLinksTest {

    private static final String POLICE = "wg3w-h783";
    private static final int BUDGET = 32_768;

    private static ExportLinks at(String baseUrl) {
        return new ExportLinks(new SocrataProperties(
                baseUrl, "https://api.us.socrata.com/api/catalog/v1", Duration.ofSeconds(30), null, 8_388_608));
    }

    private static String query(String url) {
        String raw = URI.create(url).getRawQuery();
        assertTrue(raw.startsWith("$query="), url);
        return URLDecoder.decode(raw.substring("$query=".length()), StandardCharsets.UTF_8);
    }

    @Test
    void theLinksAreThePortalsResourceUrlsOfTheQueryAsCsvAndJson() {
        String soql = "SELECT police_district, count(*) AS n WHERE incident_category = 'Larceny Theft' "
                + "GROUP BY police_district ORDER BY n DESC, police_district LIMIT 2147483647";
        Export export = at("https://data.sf.gov").of(POLICE, soql, 11L, BUDGET);
        assertEquals(
                "https://data.sf.gov/resource/wg3w-h783.csv?$query=SELECT%20police_district,%20count(*)%20AS%20n"
                        + "%20WHERE%20incident_category%20%3D%20'Larceny%20Theft'%20GROUP%20BY%20police_district"
                        + "%20ORDER%20BY%20n%20DESC,%20police_district%20LIMIT%202147483647",
                export.csvUrl());
        assertEquals(export.csvUrl().replace(".csv?", ".json?"), export.jsonUrl());
        assertEquals(soql, query(export.csvUrl()));
        assertEquals(11L, export.rows());
        assertNull(export.note(), "nothing is missing");
    }

    @Test
    void everyCharacterAQueryParserCouldReadOtherwiseIsEncodedAndTheRestReadsBack() {
        String soql = "SELECT * WHERE a = 'x&y=z+1;$#?%' AND b LIKE '%50% off' AND c != 'Café \"naïve\" 日本 😀'";
        String url = at("https://data.sf.gov").of(POLICE, soql, null, BUDGET).csvUrl();
        String encoded = URI.create(url).getRawQuery().substring("$query=".length());
        assertTrue(encoded.matches("[A-Za-z0-9\\-._~!'()*,:@/%]*"), encoded);
        assertFalse(encoded.contains("+"), "a space is %20, never a form decoder's +: " + encoded);
        assertTrue(encoded.contains("%26") && encoded.contains("%3D") && encoded.contains("%2B"), encoded);
        assertTrue(encoded.contains("Caf%C3%A9") && encoded.contains("%F0%9F%98%80"), "UTF-8: " + encoded);
        assertEquals(soql, query(url), "decodes to the query exactly");
    }

    @Test
    void noUserInformationQueryOrFragmentOfTheConfiguredPortalIsInALink() {
        String url = at("https://reader:s3cret@data.example.org:8443/portal/?token=abc#top")
                .of(POLICE, "SELECT * LIMIT 2147483647", null, BUDGET)
                .csvUrl();
        assertTrue(url.startsWith("https://data.example.org:8443/portal/resource/wg3w-h783.csv?$query="), url);
        assertFalse(url.contains("s3cret") || url.contains("reader") || url.contains("token"), url);
    }

    @Test
    void theWholeResultKeepsABoundingLimitAndOffsetAndElseAsksForEveryRow() {
        assertEquals(
                "SELECT x ORDER BY :id LIMIT 50 OFFSET 10",
                ExportLinks.wholeResult("SELECT x ORDER BY :id LIMIT 50 OFFSET 10", true));
        assertEquals(
                "SELECT x ORDER BY :id LIMIT 2147483647 OFFSET 10",
                ExportLinks.wholeResult("SELECT x ORDER BY :id LIMIT 99999999999 OFFSET 10", false));
        assertEquals("SELECT x ORDER BY :id LIMIT 2147483647", ExportLinks.wholeResult("SELECT x ORDER BY :id", false));
    }

    @Test
    void aQueryTooLongForAUrlGetsNoLinkAndASentenceWhy() {
        // 1,400 characters of two UTF-8 bytes each: 8,400 characters once encoded
        String soql = "SELECT * WHERE incident_description = '" + "é".repeat(1_400) + "'";
        Export export = at("https://data.sf.gov").of(POLICE, soql, null, BUDGET);
        assertNull(export.csvUrl());
        assertNull(export.jsonUrl());
        assertTrue(export.note().startsWith("No link: the query makes a URL of "), export.note());
        assertTrue(export.note().contains("over the 8000 that servers and browsers accept"), export.note());
        assertTrue(export.note().endsWith(ExportLinks.ROWS_UNKNOWN), "and the rows are unknown: " + export.note());
    }

    @Test
    void linksOverHalfTheAnswersBudgetAreLeftOutAndTheNumberOfRowsStays() {
        Export export = at("https://data.sf.gov").of(POLICE, "SELECT * WHERE x = '" + "y".repeat(400) + "'", 7L, 1_000);
        assertNull(export.csvUrl());
        assertEquals(7L, export.rows());
        assertTrue(export.note().contains("over half of this answer's size budget"), export.note());
    }
}
