package datasf.mcp.support;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether a Docker engine is reachable, for the tests that need one (Testcontainers), answered
 * without Testcontainers: its own probe logs an ERROR with every strategy it tried when there is
 * none, which a green build must not print.
 */
public final class Docker {

    private Docker() {}

    /** DOCKER_HOST set, or the engine's usual socket present. */
    public static boolean available() {
        String host = System.getenv("DOCKER_HOST");
        return (host != null && !host.isBlank()) || Files.exists(Path.of("/var/run/docker.sock"));
    }
}
