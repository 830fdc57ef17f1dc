package datasf.mcp.check;

import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.logging.QuietConsole;
import datasf.mcp.secrets.AppTokenConfig;
import datasf.mcp.secrets.AppTokenSource;
import datasf.mcp.socrata.PortalMoves;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataProperties;
import io.micronaut.context.ApplicationContext;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@code datasf-mcp --check}: does this deployment reach the portal? With the settings the server
 * would start with, it probes the portal in a few requests ({@link PortalProbes}) and the App Token
 * and its secret ({@link TokenProbe}), and prints one line per probe: {@code ok}, or what is wrong
 * and what to change. Exit code 0 when every probe passes, 1 otherwise. The probes run in parallel,
 * each given at most {@link #LIMIT}, so the check answers within seconds even where a host never
 * answers; the log stays off the console, so no stack trace can come between the lines.
 */
public final class PortalCheck {

    /** The longest wait for each round of probes (the portal's, then the token's). */
    static final Duration LIMIT = Duration.ofSeconds(10);

    private static final String BASE_URL = "DATASF_SOCRATA_BASE_URL";

    private PortalCheck() {}

    public static void main() {
        QuietConsole.mute();
        System.exit(run(Map.of(), System.out)); // the HTTP client's threads must not outlive the check
    }

    /** Runs the check with extra configuration properties (tests add theirs); answers the exit code. */
    public static int run(Map<String, Object> properties, PrintStream out) {
        ApplicationContext context;
        try {
            context = ApplicationContext.builder()
                    .deduceEnvironment(false)
                    .deduceCloudEnvironment(false)
                    .properties(properties)
                    .start();
        } catch (RuntimeException e) {
            Probe settings = Probe.fail(
                    "settings",
                    InvalidSettingException.lineOf(e)
                            .orElse("the server cannot start: " + e.getClass().getSimpleName()));
            return report(List.of(settings), out);
        }
        try (context) {
            return report(probe(context), out);
        }
    }

    private static List<Probe> probe(ApplicationContext context) {
        SocrataProperties socrata = context.getBean(SocrataProperties.class);
        SocrataClient client = context.getBean(SocrataClient.class);
        TokenProbe tokens =
                new TokenProbe(context.getBean(AppTokenConfig.class), context.getBean(AppTokenSource.class), client);
        ExecutorService pool = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "datasf-check");
            thread.setDaemon(true);
            return thread;
        });
        try (SocrataClient anonymous = client.anonymousAt(socrata.baseUrl(), socrata.discoveryUrl())) {
            PortalProbes portal = new PortalProbes(anonymous, socrata);
            long deadline = System.nanoTime() + LIMIT.toNanos();
            Future<Probe> views = pool.submit(portal::views);
            Future<Probe> oneRow = pool.submit(portal::oneRow);
            Future<Probe> discovery = pool.submit(portal::discovery);
            Future<Optional<Probe>> secret = pool.submit(tokens::secret);
            List<Probe> probes = new ArrayList<>();
            probes.add(settings(context, socrata));
            Probe viewsProbe = await(views, "Views API", BASE_URL, deadline);
            probes.add(viewsProbe);
            probes.add(await(oneRow, "one-row query", BASE_URL, deadline));
            probes.add(await(discovery, "Discovery API", "DATASF_SOCRATA_DISCOVERY_URL", deadline));
            Optional<Probe> secretProbe = awaitOptional(secret, deadline);
            secretProbe.ifPresent(probes::add);
            long tokenDeadline = System.nanoTime() + LIMIT.toNanos();
            Callable<Probe> token = () -> tokens.token(secretProbe, viewsProbe);
            probes.add(await(pool.submit(token), TokenProbe.TOKEN, BASE_URL, tokenDeadline));
            return probes;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The settings were all usable; a base URL on a portal's old host is used at its new one. */
    private static Probe settings(ApplicationContext context, SocrataProperties socrata) {
        String where = "the portal is " + socrata.baseUrl() + ", the Discovery API " + socrata.discoveryUrl();
        return context.getEnvironment()
                .getProperty(PortalMoves.PROPERTY, String.class)
                .flatMap(PortalMoves::advice)
                .map(advice -> Probe.ok("settings", "usable, but " + advice))
                .orElseGet(() -> Probe.ok("settings", "usable; " + where));
    }

    /** @param setting the variable to look at when the probe's host does not answer */
    private static Probe await(Future<Probe> probe, String name, String setting, long deadline) {
        try {
            return probe.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            probe.cancel(true);
            return Probe.fail(
                    name,
                    "no answer within " + LIMIT.toSeconds() + "s: the host may be down or out of this"
                            + " machine's reach [check " + setting + "]");
        } catch (ExecutionException e) {
            return Probe.fail(
                    name, "failed unexpectedly: " + e.getCause().getClass().getSimpleName());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Probe.fail(name, "interrupted");
        }
    }

    private static Optional<Probe> awaitOptional(Future<Optional<Probe>> probe, long deadline) {
        try {
            return probe.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            probe.cancel(true);
            return Optional.of(Probe.fail(
                    TokenProbe.SECRET,
                    "Secrets Manager did not answer within " + LIMIT.toSeconds()
                            + "s; check the AWS region and network this runs with"));
        } catch (ExecutionException e) {
            return Optional.of(Probe.fail(
                    TokenProbe.SECRET,
                    "failed unexpectedly: " + e.getCause().getClass().getSimpleName()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of(Probe.fail(TokenProbe.SECRET, "interrupted"));
        }
    }

    private static int report(List<Probe> probes, PrintStream out) {
        probes.forEach(probe -> out.println(probe.line()));
        long failed = probes.stream().filter(Probe::failed).count();
        out.println(
                failed == 0
                        ? "datasf-mcp --check: all " + probes.size() + " checks passed"
                        : "datasf-mcp --check: " + failed + " of " + probes.size() + " checks failed");
        out.flush();
        return failed == 0 ? 0 : 1;
    }
}
