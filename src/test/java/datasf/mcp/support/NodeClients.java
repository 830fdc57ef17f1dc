package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The MCP clients from npm (the TypeScript SDKs, the Inspector, Claude Code), run as a host runs them: Node 22 and the pinned npm packages of
 * {@code .ci/node} (its package.json and lock), installed there with {@code npm ci} when missing
 * or older than the lock, so a fresh machine gets them from this repository alone (.ci/run
 * installs the same folder first). Where npm itself is not installed the tests that need the
 * clients are skipped with {@link #NOTICE}.
 */
public final class NodeClients {

    public static final String NOTICE = "npm is not installed: the tests with the TypeScript MCP clients are skipped"
            + " (install Node.js with npm; .ci/node/package.json pins what they run)";

    /** The folder of the pinned packages (.ci/node), where the client scripts run. */
    public static final Path DIR = Path.of(".ci", "node").toAbsolutePath();
    /** The pinned Node 22. */
    public static final Path NODE = DIR.resolve("node_modules/.bin/node");

    private NodeClients() {}

    /** npm on the PATH, if there is one. */
    public static Optional<Path> npm() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String directory : path.split(File.pathSeparator)) {
            Path candidate = Path.of(directory, "npm");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Installs .ci/node's packages unless the installed tree is as new as the lock file. */
    public static synchronized void install() throws IOException, InterruptedException {
        Path installed = DIR.resolve("node_modules/.package-lock.json");
        Path lock = DIR.resolve("package-lock.json");
        if (Files.isExecutable(NODE)
                && Files.exists(installed)
                && !Files.getLastModifiedTime(installed)
                        .toInstant()
                        .isBefore(Files.getLastModifiedTime(lock).toInstant())) {
            return;
        }
        // said before the wait, once per checkout: a first test run would otherwise sit silent
        // for a minute while about 700 MB arrive
        System.out.println("datasf-mcp tests: installing the pinned MCP clients the client tests drive (Node 22, "
                + "the TypeScript SDKs, the Inspector, Claude Code, the conformance suites) into " + DIR
                + " with npm ci: about 700 MB in 14,000 files, once per checkout (about a minute here)");
        Process npm = new ProcessBuilder(
                        npm().orElseThrow().toString(), "ci", "--no-audit", "--no-fund", "--loglevel=error")
                .directory(DIR.toFile())
                .redirectErrorStream(true)
                .start();
        String output = new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!npm.waitFor(10, TimeUnit.MINUTES) || npm.exitValue() != 0) {
            throw new IllegalStateException("npm ci in " + DIR + " failed:\n" + output);
        }
    }

    /** A package's command-line program ({@code node_modules/.bin/<name>}: inspector, claude). */
    public static Path bin(String name) {
        return DIR.resolve("node_modules/.bin").resolve(name);
    }

    /**
     * One conversation ({@code .ci/node/conversation.mjs}) with {@code client} against the server
     * at {@code url}: its JSON report.
     */
    public static JsonNode converse(String client, String url, Object plan) throws IOException, InterruptedException {
        Process node = new ProcessBuilder(NODE.toString(), "conversation.mjs", client, url, LambdaHarness.write(plan))
                .directory(DIR.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!node.waitFor(2, TimeUnit.MINUTES)) {
            node.destroyForcibly();
            throw new IllegalStateException("the " + client + " client did not finish: " + output);
        }
        List<String> lines = output.lines().filter(l -> l.startsWith("{")).toList();
        if (lines.isEmpty()) {
            throw new IllegalStateException("the " + client + " client printed no report: " + output);
        }
        return LambdaHarness.read(lines.get(lines.size() - 1));
    }
}
