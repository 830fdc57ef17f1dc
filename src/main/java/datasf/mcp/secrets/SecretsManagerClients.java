package datasf.mcp.secrets;

import java.time.Duration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/** How this application builds its Secrets Manager clients (the App Token, the access keys, the cursor key). */
public final class SecretsManagerClients {

    // A token read is on the path of a user's query: fail fast rather than hang the
    // Lambda invocation, and fall back to anonymous access.
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(2);
    private static final Duration READ_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration WHOLE_CALL_TIMEOUT = Duration.ofSeconds(10);

    private SecretsManagerClients() {}

    /**
     * A client configured only by the SDK's standard sources: region and credentials
     * from the default provider chains ({@code AWS_REGION}, the Lambda role...), and
     * the endpoint from {@code AWS_ENDPOINT_URL_SECRETS_MANAGER} / {@code AWS_ENDPOINT_URL}
     * or the system properties {@code aws.endpointUrlSecretsManager} / {@code aws.endpointUrl},
     * which the SDK reads itself (used for LocalStack and tests).
     *
     * <p>{@link UrlConnectionHttpClient} instead of Apache or Netty: it is part of the
     * JDK, loads far fewer classes, and cold start matters more here than throughput.
     */
    public static SecretsManagerClient standard() {
        return SecretsManagerClient.builder()
                .httpClientBuilder(UrlConnectionHttpClient.builder()
                        .connectionTimeout(CONNECT_TIMEOUT)
                        .socketTimeout(READ_TIMEOUT))
                .overrideConfiguration(c -> c.apiCallTimeout(WHOLE_CALL_TIMEOUT))
                .build();
    }
}
