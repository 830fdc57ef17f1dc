package datasf.mcp.contract;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generated parts of a hand-written Markdown page, between
 * {@code <!-- generated KIND ARGUMENT -->} and {@code <!-- /generated -->}: the prose around
 * them is the author's, what is between them is the code's (a tool's reference, an example's
 * real answer, the settings table), rewritten on every regeneration.
 */
final class GeneratedSections {

    private static final Pattern SECTION =
            Pattern.compile("<!-- generated ([\\w-]+)(?: (.*?))? -->\n(.*?)<!-- /generated -->", Pattern.DOTALL);

    record Section(String kind, String argument) {}

    private GeneratedSections() {}

    static List<Section> sections(String document) {
        List<Section> sections = new ArrayList<>();
        Matcher matcher = SECTION.matcher(document);
        while (matcher.find()) {
            sections.add(new Section(
                    matcher.group(1),
                    matcher.group(2) == null ? "" : matcher.group(2).strip()));
        }
        return sections;
    }

    /** The document with every section's body rendered anew (each ends with a newline). */
    static String fill(String document, Function<Section, String> renderer) {
        Matcher matcher = SECTION.matcher(document);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            Section section = new Section(
                    matcher.group(1),
                    matcher.group(2) == null ? "" : matcher.group(2).strip());
            String body = renderer.apply(section);
            String opening = document.substring(matcher.start(), matcher.start(3));
            matcher.appendReplacement(
                    out,
                    Matcher.quoteReplacement(
                            opening + body + (body.endsWith("\n") ? "" : "\n") + "<!-- /generated -->"));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
