package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code bin/datasf-mcp --help} lists every option the launcher and the jar take, as the launcher. */
class UsageTest {

    @Test
    void helpNamesEveryOptionOfTheLauncherAndTheJar() throws IOException {
        Set<String> options = new TreeSet<>(Set.of("--stdio", "--help"));
        // the launcher's own: each is tested as `[ "${1:-}" = --name ]`
        Matcher launcher = Pattern.compile("\\]?\\s*=\\s*(--[a-z-]+)\\s*\\]")
                .matcher(Files.readString(Path.of("bin", "datasf-mcp")));
        while (launcher.find()) {
            options.add(launcher.group(1));
        }
        assertTrue(options.contains("--demo") && options.contains("--train"), options::toString);
        for (String option : options) {
            assertTrue(Main.USAGE.contains(option + " "), () -> option + " is missing from --help:\n" + Main.USAGE);
        }
        assertTrue(Main.USAGE.startsWith("usage: bin/datasf-mcp "), Main.USAGE);
    }
}
