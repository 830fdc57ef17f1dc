package datasf.mcp.support;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.iam.IamClient;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * moto's AWS emulator ({@code moto_server}, a Python program) as a subprocess on a free loopback
 * port, for tests that want a Secrets Manager with the real service's behaviour (versions and
 * staging labels, deletion with a recovery window, restore, ARNs with their random suffix, IAM
 * authorization when asked for) rather than a stub. Where moto_server is not installed the tests
 * that need it are skipped with {@link #NOTICE}; {@link FakeSecretsManager} covers the wire
 * format everywhere.
 */
public final class MotoServer implements AutoCloseable {

    public static final String NOTICE =
            "moto_server is not installed (pip install 'moto[server]'): the Secrets Manager "
                    + "tests against moto are skipped; the FakeSecretsManager tests still run";
    public static final String REGION = "us-east-1";
    /** moto's default account, the one its ARNs carry. */
    public static final String ACCOUNT = "123456789012";

    private final Process process;
    private final int port;

    private MotoServer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** moto_server on the PATH, if there is one. */
    public static Optional<Path> executable() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String directory : path.split(File.pathSeparator)) {
            Path candidate = Path.of(directory, "moto_server");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Starts moto_server with extra environment (e.g. INITIAL_NO_AUTH_ACTION_COUNT) and waits until it answers. */
    public static MotoServer start(Map<String, String> environment) throws IOException, InterruptedException {
        Path moto = executable().orElseThrow(() -> new IllegalStateException(NOTICE));
        int port = freePort();
        ProcessBuilder builder = new ProcessBuilder(moto.toString(), "-H", "127.0.0.1", "-p", Integer.toString(port))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().putAll(environment);
        MotoServer server = new MotoServer(builder.start(), port);
        server.awaitReady();
        return server;
    }

    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + port);
    }

    /** A Secrets Manager client of the test's own (creating, rotating, deleting secrets), with these credentials. */
    public SecretsManagerClient secretsManager(String accessKeyId, String secretAccessKey) {
        return SecretsManagerClient.builder()
                .endpointOverride(endpoint())
                .region(Region.of(REGION))
                .credentialsProvider(
                        StaticCredentialsProvider.create(AwsBasicCredentials.create(accessKeyId, secretAccessKey)))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }

    /** An IAM client (users, policies, access keys), global region as IAM is. */
    public IamClient iam(String accessKeyId, String secretAccessKey) {
        return IamClient.builder()
                .endpointOverride(endpoint())
                .region(Region.AWS_GLOBAL)
                .credentialsProvider(
                        StaticCredentialsProvider.create(AwsBasicCredentials.create(accessKeyId, secretAccessKey)))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }

    /** Forgets every resource (moto's own reset endpoint): each test starts from an empty account. */
    public void reset() throws IOException, InterruptedException {
        HttpResponse<Void> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(endpoint().resolve("/moto-api/reset"))
                                .POST(HttpRequest.BodyPublishers.noBody())
                                .build(),
                        HttpResponse.BodyHandlers.discarding());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("moto reset answered " + response.statusCode());
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    /** Waits for the port only: an HTTP probe would count as one of moto's unauthenticated actions. */
    private void awaitReady() throws InterruptedException, IOException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("moto_server exited with " + process.exitValue());
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 200);
                return;
            } catch (IOException notYet) {
                Thread.sleep(100);
            }
        }
        process.destroyForcibly();
        throw new IOException("moto_server did not listen on port " + port + " within 30 s");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
