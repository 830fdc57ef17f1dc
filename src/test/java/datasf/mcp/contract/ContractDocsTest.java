package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.contract.GeneratedSections.Section;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The generated parts of README.md and docs/*.md are what the code produces now: each tool's
 * reference from the live tools/list (which ContractSnapshotTest pins), each example's real answer
 * through the Lambda handler against the test fake Socrata, and the settings tables from the
 * configuration records. Regenerate with {@link GoldenFiles#REGENERATE}.
 */
class ContractDocsTest {

    /** Where regeneration puts the sections of a tool docs/tools.md does not describe yet. */
    static final String NEW_TOOLS_BEFORE = "## Resources and prompts";

    @Test
    void theGeneratedPartsOfTheDocsAreWhatTheCodeProducesNow() {
        try (LiveContract live = new LiveContract()) {
            Map<String, JsonNode> tools = live.tools();
            Map<Path, String> sources = new LinkedHashMap<>();
            pages().forEach(page -> sources.put(page, GoldenFiles.read(page)));
            addSectionsOfNewTools(sources, tools.keySet());
            List<Section> all = new ArrayList<>();
            sources.values().forEach(text -> all.addAll(GeneratedSections.sections(text)));
            List<String> order = all.stream()
                    .filter(s -> s.kind().equals("tool"))
                    .map(Section::argument)
                    .toList();
            Map<Path, String> expected = new LinkedHashMap<>();
            sources.forEach((page, text) ->
                    expected.put(page, GeneratedSections.fill(text, section -> render(section, live, tools, order))));
            assertEquals(
                    new TreeSet<>(tools.keySet()),
                    names(all, "tool"),
                    "docs/tools.md has one `<!-- generated tool NAME -->` section per tool");
            assertEquals(new TreeSet<>(tools.keySet()), names(all, "example"), "every tool has an example in the docs");
            assertEquals(
                    1,
                    all.stream().filter(s -> s.kind().equals("settings")).count(),
                    "docs/configuration.md has one `<!-- generated settings -->` section");
            GoldenFiles.check("The generated parts of the docs", expected, null);
        }
    }

    /**
     * A tool no page describes gets its reference and its own example in docs/tools.md, before
     * {@link #NEW_TOOLS_BEFORE}: regeneration writes them, to be moved and given prose by hand.
     */
    private static void addSectionsOfNewTools(Map<Path, String> sources, Set<String> tools) {
        Set<String> described = new TreeSet<>();
        sources.values()
                .forEach(text -> GeneratedSections.sections(text).stream()
                        .filter(s -> s.kind().equals("tool"))
                        .forEach(s -> described.add(s.argument())));
        Path page = GoldenFiles.project("docs/tools.md");
        StringBuilder stubs = new StringBuilder();
        for (String tool : tools) {
            if (!described.contains(tool)) {
                stubs.append("<!-- generated tool ")
                        .append(tool)
                        .append(" -->\n<!-- /generated -->\n\n<!-- generated example ")
                        .append(tool)
                        .append(" -->\n<!-- /generated -->\n\n");
            }
        }
        if (stubs.length() > 0) {
            String text = sources.get(page);
            int at = text.indexOf(NEW_TOOLS_BEFORE);
            sources.put(page, at < 0 ? text + "\n" + stubs : text.substring(0, at) + stubs + text.substring(at));
        }
    }

    private static String render(Section section, LiveContract live, Map<String, JsonNode> tools, List<String> order) {
        return switch (section.kind()) {
            case "tool" -> {
                JsonNode tool = tools.get(section.argument());
                if (tool == null) {
                    throw new AssertionError(
                            "the docs describe a tool the server does not offer: " + section.argument());
                }
                yield ToolReference.render(tool);
            }
            case "example" -> example(section.argument(), live);
            case "toolslist-size" -> ToolsListSize.render(live.toolsListBody());
            case "resources" -> ResourcesReference.render(live);
            case "toollist" -> toolList(section.argument(), tools, order);
            case "settings" -> SettingsReference.render(ConfigurationCatalog.groups());
            default -> throw new AssertionError("unknown generated section: " + section.kind());
        };
    }

    /** {@code toollist PAGE}: each tool, in the order of PAGE's references, linked to its reference. */
    private static String toolList(String page, Map<String, JsonNode> tools, List<String> order) {
        StringBuilder out = new StringBuilder();
        for (String name : order) {
            out.append("- [`")
                    .append(name)
                    .append("`](")
                    .append(page)
                    .append('#')
                    .append(name)
                    .append("): ")
                    .append(tools.get(name).get("title").asText())
                    .append('\n');
        }
        return out.toString();
    }

    /**
     * {@code TOOL [error] {arguments}}: the call and the server's real answer, abridged; a bare
     * {@code TOOL} is the tool's own example ({@code McpTool.exampleArguments}).
     */
    private static String example(String argument, LiveContract live) {
        if (!argument.contains(" ")) {
            return example(argument + " " + live.exampleArguments(argument), live);
        }
        String tool = argument.substring(0, argument.indexOf(' '));
        String rest = argument.substring(tool.length()).strip();
        boolean error = rest.startsWith("error ");
        String arguments = error ? rest.substring("error ".length()).strip() : rest;
        @SuppressWarnings("unchecked")
        Map<String, Object> call = CanonicalJson.MAPPER.convertValue(CanonicalJson.read(arguments), Map.class);
        JsonNode answer = live.call(tool, call);
        if (LiveContract.isError(answer) != error) {
            throw new AssertionError(
                    "the docs' example " + argument + (error ? " should fail but answers " : " fails: ") + answer);
        }
        return "```json\n" + DocJson.render(CanonicalJson.read(arguments)) + "\n```\n"
                + (error ? "fails with" : "answers") + "\n```json\n" + DocJson.render(DocJson.abridged(answer))
                + "\n```\n";
    }

    private static TreeSet<String> names(List<Section> sections, String kind) {
        TreeSet<String> names = new TreeSet<>();
        sections.stream()
                .filter(s -> s.kind().equals(kind))
                .forEach(s -> names.add(s.argument().split(" ")[0]));
        return names;
    }

    /** README.md and every page under docs/. */
    static List<Path> pages() {
        List<Path> pages = new ArrayList<>(List.of(GoldenFiles.project("README.md")));
        try (Stream<Path> docs = Files.list(GoldenFiles.project("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pages;
    }
}
