package datasf.mcp.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The JDKs the tests start processes with: the one running the tests (the build's, JDK 17 here) and
 * a JDK 25 for what Lambda's java25 runtime and the launcher's AOT cache need. A JDK 25 is found at
 * {@code -Ddatasf.jdk25=<home>}, {@code $JAVA25_HOME}, or under /usr/lib/jvm (where these machines
 * have Temurin 25); tests that need one are skipped with {@link #NO_JDK25} where none is.
 */
public final class Jdks {

    public static final String NO_JDK25 = "no JDK 25 found (set -Ddatasf.jdk25=<JDK home> or JAVA25_HOME)";

    private Jdks() {}

    /** The home of the JDK running the tests. */
    public static Path current() {
        return Path.of(System.getProperty("java.home"));
    }

    public static Optional<Path> jdk25() {
        String configured = System.getProperty("datasf.jdk25", System.getenv("JAVA25_HOME"));
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(Jdks::isJdk25);
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(Jdks::isJdk25).min(Comparator.naturalOrder());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The JDK's {@code release} file's value of {@code key} (JAVA_VERSION, JAVA_RUNTIME_VERSION...). */
    public static Optional<String> release(Path home, String key) {
        try (Stream<String> lines = Files.lines(home.resolve("release"))) {
            return lines.filter(l -> l.startsWith(key + "=\""))
                    .map(l -> l.substring(key.length() + 2, l.length() - 1))
                    .findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    public static Path java(Path home) {
        return home.resolve("bin").resolve("java");
    }

    private static boolean isJdk25(Path home) {
        return Files.isExecutable(java(home))
                && release(home, "JAVA_VERSION").filter(v -> v.startsWith("25")).isPresent();
    }
}
