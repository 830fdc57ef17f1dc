package datasf.mcp.bench;

import datasf.mcp.support.FakeSocrata;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The test suite's fake Socrata as a process, for the bench scripts: prints {@code fake-socrata <url>}
 * and serves on loopback until killed. With {@code --datasf-catalog} its Discovery API searches the
 * recorded DataSF catalog ({@link FakeSocrata#serveDataSfCatalog()}). Nothing here reaches the internet.
 */
public final class FakeSocrataMain {

    private FakeSocrataMain() {}

    public static void main(String[] args) throws InterruptedException {
        // as in LocalServer: without it each answer waits ~40 ms for a delayed ACK, and the
        // benchmark would measure TCP timers instead of the server
        System.setProperty("sun.net.httpserver.nodelay", "true");
        FakeSocrata fake = FakeSocrata.start();
        if (java.util.List.of(args).contains("--datasf-catalog")) {
            fake.serveDataSfCatalog();
        }
        // The fake keeps every request for tests to inspect; under load that list would only grow
        // (and each add copies it), so it is emptied every second. Nothing is scripted here.
        ScheduledExecutorService cleaner = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "fake-socrata-cleaner");
            t.setDaemon(true);
            return t;
        });
        cleaner.scheduleAtFixedRate(fake::reset, 1, 1, TimeUnit.SECONDS);
        Runtime.getRuntime().addShutdownHook(new Thread(fake::close));
        System.out.println("fake-socrata " + fake.baseUrl());
        System.out.flush();
        new CountDownLatch(1).await();
    }
}
