package datasf.mcp.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.contract.GoldenFiles;
import datasf.mcp.support.LambdaHarness;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The version the server reports is the pom's, and CHANGELOG.md's newest section names it: while
 * that section says "unreleased" the version ends in -SNAPSHOT, once it has a date it does not. So
 * a release cannot report the previous version, and a version cannot ship without its changes.
 */
class ChangelogTest {

    private static final Pattern NEWEST =
            Pattern.compile("(?m)^## (\\d+\\.\\d+\\.\\d+) \\((unreleased|\\d{4}-\\d{2}-\\d{2})\\)$");

    @Test
    void theServerReportsTheVersionOfTheChangelogsNewestSection() {
        Matcher newest = NEWEST.matcher(GoldenFiles.read(GoldenFiles.project("CHANGELOG.md")));
        assertTrue(newest.find(), "CHANGELOG.md starts its newest section with '## X.Y.Z (unreleased)' or a date");
        String expected = newest.group(1) + (newest.group(2).equals("unreleased") ? "-SNAPSHOT" : "");

        assertEquals(expected, new BuildInfo().version(), "the pom's <version> (CHANGELOG.md's newest section)");
        try (LambdaHarness lambda = new LambdaHarness()) {
            String reported = lambda.initialize().at("/serverInfo/version").asText();
            assertEquals(expected, reported, "serverInfo.version");
        }
    }
}
