package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The docs point at things that exist: every relative link of README.md and docs/*.md at a file,
 * and with a {@code #fragment} at a heading of that file (GitHub's anchors); every test class
 * they name (in backticks) at a class of the project, so a renamed test leaves no dangling name.
 */
class DocLinksTest {

    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$", Pattern.MULTILINE);
    private static final Pattern FENCE = Pattern.compile("^```.*?^```", Pattern.MULTILINE | Pattern.DOTALL);
    private static final Pattern CODE = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern TEST_NAME = Pattern.compile("(?<![-@.*\\w])([A-Z][a-z][A-Za-z0-9]*(?:Test|IT))\\b");

    @Test
    void everyRelativeLinkPointsAtAnExistingFileAndHeading() {
        List<String> broken = new ArrayList<>();
        for (Path page : ContractDocsTest.pages()) {
            String text = FENCE.matcher(GoldenFiles.read(page)).replaceAll("");
            Matcher link = LINK.matcher(CODE.matcher(text).replaceAll("``"));
            while (link.find()) {
                String target = link.group(1);
                if (target.matches("^[a-z]+:.*")) {
                    continue; // https:, mailto:
                }
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                String fragment = target.contains("#") ? target.substring(target.indexOf('#') + 1) : null;
                Path resolved =
                        file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(name(page) + ": " + target + " (no such file)");
                } else if (fragment != null && !anchors(resolved).contains(fragment)) {
                    broken.add(name(page) + ": " + target + " (no such heading in " + name(resolved) + ")");
                }
            }
        }
        assertTrue(broken.isEmpty(), "broken links:\n" + String.join("\n", broken));
    }

    @Test
    void everyTestClassTheDocsNameExists() {
        Set<String> classes = classNames();
        List<String> missing = new ArrayList<>();
        for (Path page : ContractDocsTest.pages()) {
            Matcher code = CODE.matcher(GoldenFiles.read(page));
            while (code.find()) {
                Matcher name = TEST_NAME.matcher(code.group(1));
                while (name.find()) {
                    if (!classes.contains(name.group(1))) {
                        missing.add(name(page) + ": " + name.group(1));
                    }
                }
            }
        }
        assertTrue(missing.isEmpty(), "the docs name classes that do not exist:\n" + String.join("\n", missing));
    }

    /** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
    static Set<String> anchors(Path page) {
        Set<String> anchors = new LinkedHashSet<>();
        if (!page.toString().endsWith(".md")) {
            return anchors;
        }
        Map<String, Integer> seen = new HashMap<>();
        Matcher heading = HEADING.matcher(FENCE.matcher(GoldenFiles.read(page)).replaceAll(""));
        while (heading.find()) {
            String id = heading.group(1)
                    .strip()
                    .toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-');
            int n = seen.merge(id, 1, Integer::sum);
            anchors.add(n == 1 ? id : id + "-" + (n - 1));
        }
        return anchors;
    }

    private static Set<String> classNames() {
        Set<String> names = new LinkedHashSet<>();
        for (String root : List.of("src/main/java", "src/test/java")) {
            try (Stream<Path> files = Files.walk(GoldenFiles.project(root))) {
                files.map(f -> f.getFileName().toString())
                        .filter(f -> f.endsWith(".java"))
                        .forEach(f -> names.add(f.substring(0, f.length() - ".java".length())));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return names;
    }

    private static String name(Path file) {
        return GoldenFiles.project("")
                .toAbsolutePath()
                .normalize()
                .relativize(file.toAbsolutePath().normalize())
                .toString();
    }
}
