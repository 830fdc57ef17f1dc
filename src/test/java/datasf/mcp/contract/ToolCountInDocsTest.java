package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The numbers of tools that README.md and CHANGELOG.md write out in words are the server's: the
 * changelog's "N read-only tools" and the list of names after it, and the README's count of the
 * tools that link the results view. Read from the tools/list snapshot, which ContractSnapshotTest
 * holds to the live server, so a tool added or removed fails here, naming the sentence, until the
 * prose says so.
 */
class ToolCountInDocsTest {

    private static final List<String> NUMBERS = List.of(
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve");

    private static final Pattern CHANGELOG_TOOLS =
            Pattern.compile("(?i)\\b(\\w+) read-only tools: ((?:`\\w+`,?\\s*)+)");
    private static final Pattern README_VIEW_TOOLS = Pattern.compile("Linking it from the (\\w+) tools");

    @Test
    void theChangelogCountsAndNamesEveryTool() {
        Map<String, JsonNode> tools = snapshotTools();
        String changelog = GoldenFiles.read(GoldenFiles.project("CHANGELOG.md"));
        Matcher claim = CHANGELOG_TOOLS.matcher(changelog);
        assertTrue(claim.find(), "CHANGELOG.md lists the tools as 'N read-only tools: `name`, ...'");
        assertEquals(word(tools.size()), claim.group(1).toLowerCase(Locale.ROOT), "CHANGELOG.md: " + claim.group());
        Set<String> named = new TreeSet<>();
        Matcher name = Pattern.compile("`(\\w+)`").matcher(claim.group(2));
        while (name.find()) {
            named.add(name.group(1));
        }
        assertEquals(tools.keySet(), named, "the tools CHANGELOG.md names");
    }

    @Test
    void theReadmeCountsTheToolsThatLinkTheResultsView() {
        long linking = snapshotTools().values().stream()
                .filter(tool -> tool.at("/_meta/ui/resourceUri").isTextual())
                .count();
        Matcher claim = README_VIEW_TOOLS.matcher(GoldenFiles.read(GoldenFiles.project("README.md")));
        assertTrue(claim.find(), "README.md says how many tools link the results view");
        assertEquals(word((int) linking), claim.group(1), "README.md: " + claim.group());
    }

    private static String word(int number) {
        return number < NUMBERS.size() ? NUMBERS.get(number) : Integer.toString(number);
    }

    /** Tool name -> its tools/list entry, from src/test/resources/contract/tools/. */
    private static Map<String, JsonNode> snapshotTools() {
        ObjectMapper mapper = new ObjectMapper();
        Map<String, JsonNode> tools = new TreeMap<>();
        try (Stream<Path> files = Files.list(ContractSnapshotTest.SNAPSHOT.resolve("tools"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                JsonNode tool = mapper.readTree(file.toFile());
                tools.put(tool.get("name").asText(), tool);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertTrue(tools.size() > 0, "no tools in the snapshot");
        return tools;
    }
}
