package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Committed files that must equal what the code produces now: the contract snapshot and the
 * generated docs. A test compares them; with {@code -Ddatasf.contract.update=true} it writes them
 * instead (and deletes snapshot files nothing produces any more).
 */
public final class GoldenFiles {

    /** The one command that regenerates every golden file. */
    public static final String REGENERATE = "./mvnw -B -q test -Dtest='Contract*Test' -Ddatasf.contract.update=true";

    private GoldenFiles() {}

    public static boolean updating() {
        return Boolean.getBoolean("datasf.contract.update");
    }

    /** The project directory (surefire runs in it and says so in {@code basedir}). */
    public static Path project(String relative) {
        return Path.of(System.getProperty("basedir", ".")).resolve(relative);
    }

    public static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Checks (or writes) {@code expected}: file -> the content it must have. Under {@code directory},
     * when given, a file with no expected content is stale. Every difference is reported at once.
     */
    public static void check(String what, Map<Path, String> expected, Path directory) {
        Map<Path, String> problems = new TreeMap<>();
        expected.forEach((file, content) -> {
            String committed = Files.exists(file) ? read(file) : null;
            if (content.equals(committed)) {
                return;
            }
            if (updating()) {
                write(file, content);
            } else {
                problems.put(
                        file,
                        committed == null
                                ? "missing; it would be:\n" + preview(content)
                                : TextDiff.unified(committed, content));
            }
        });
        for (Path stale : stale(directory, expected.keySet())) {
            if (updating()) {
                delete(stale);
            } else {
                problems.put(stale, "stale: nothing produces it any more");
            }
        }
        if (!problems.isEmpty()) {
            StringBuilder report = new StringBuilder(what)
                    .append(" differs from what the code produces now")
                    .append(" (\"-\" committed, \"+\" now).\nIf the change is intended, regenerate and commit:\n  ")
                    .append(REGENERATE)
                    .append('\n');
            problems.forEach((file, diff) -> report.append("\n=== ")
                    .append(project("")
                            .toAbsolutePath()
                            .normalize()
                            .relativize(file.toAbsolutePath().normalize()))
                    .append('\n')
                    .append(diff));
            fail(report.toString());
        }
    }

    private static List<Path> stale(Path directory, Set<Path> expected) {
        if (directory == null || !Files.isDirectory(directory)) {
            return List.of();
        }
        Set<Path> known =
                expected.stream().map(p -> p.toAbsolutePath().normalize()).collect(Collectors.toSet());
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(Files::isRegularFile)
                    .filter(f -> !known.contains(f.toAbsolutePath().normalize()))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String preview(String content) {
        return content.lines().limit(40).map(line -> "+ " + line + "\n").reduce("", String::concat);
    }

    private static void write(Path file, String content) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, content, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path file) {
        try {
            Files.delete(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
