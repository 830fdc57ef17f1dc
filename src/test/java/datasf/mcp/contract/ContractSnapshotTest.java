package datasf.mcp.contract;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The LLM-facing contract, pinned: every tool's name, title, description, input and output schema,
 * annotations and _meta; the resources, resource templates and prompts with each prompt's text;
 * initialize's capabilities and instructions, and server/discover's (MCP 2026-07-28: the same, with
 * the supported versions and caching hints). A reworded description or a renamed argument fails
 * here with a diff, so that it is reviewed as the change to what every LLM reads that it is.
 *
 * <p>The snapshot (src/test/resources/contract/) is canonical JSON, without the build's version.
 * Regenerate it with {@link GoldenFiles#REGENERATE}.
 */
class ContractSnapshotTest {

    static final Path SNAPSHOT = GoldenFiles.project("src/test/resources/contract");

    @Test
    void theLiveServerOffersWhatTheSnapshotPins() {
        try (LiveContract live = new LiveContract()) {
            GoldenFiles.check(
                    "The MCP contract (tools/list, resources, prompts, initialize, server/discover)",
                    files(live),
                    SNAPSHOT);
        }
    }

    /** Snapshot file -> its content, from the live server. */
    static Map<Path, String> files(LiveContract live) {
        Map<Path, String> files = new LinkedHashMap<>();
        put(files, "initialize.json", live.initialize());
        put(files, "discover.json", live.discover());
        live.tools().forEach((name, tool) -> put(files, "tools/" + name + ".json", tool));
        put(files, "resources-list.json", live.resources());
        put(files, "resource-templates-list.json", live.resourceTemplates());
        put(files, "prompts-list.json", live.prompts());
        live.promptTexts().forEach((name, text) -> put(files, "prompts/" + name + ".json", text));
        return files;
    }

    private static void put(Map<Path, String> files, String name, JsonNode content) {
        files.put(SNAPSHOT.resolve(name), CanonicalJson.write(content));
    }
}
