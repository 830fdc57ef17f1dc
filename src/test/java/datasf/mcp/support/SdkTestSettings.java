package datasf.mcp.support;

import java.net.URI;
import java.util.HashMap;
import java.util.Map;

/**
 * Points the AWS SDK at a local endpoint through its own standard system properties
 * (the same settings {@code AWS_ENDPOINT_URL_SECRETS_MANAGER} etc. give in production),
 * with dummy credentials and a fixed region. Restores the previous values on close.
 */
public final class SdkTestSettings implements AutoCloseable {

    public static final String SERVICE_ENDPOINT = "aws.endpointUrlSecretsManager";
    public static final String GENERIC_ENDPOINT = "aws.endpointUrl";

    private final Map<String, String> previous = new HashMap<>();

    private SdkTestSettings() {}

    /** Endpoint via the Secrets Manager specific setting. */
    public static SdkTestSettings secretsManagerAt(URI endpoint) {
        return with(SERVICE_ENDPOINT, endpoint);
    }

    /** Endpoint via the setting shared by all services. */
    public static SdkTestSettings allServicesAt(URI endpoint) {
        return with(GENERIC_ENDPOINT, endpoint);
    }

    public static SdkTestSettings with(String endpointProperty, URI endpoint) {
        return with(
                endpointProperty,
                endpoint,
                FakeSecretsManager.REGION,
                "AKIDTESTTESTTESTTEST",
                "test-secret-access-key");
    }

    public static SdkTestSettings with(
            String endpointProperty, URI endpoint, String region, String accessKeyId, String secretAccessKey) {
        return new SdkTestSettings()
                .set(SERVICE_ENDPOINT, null)
                .set(GENERIC_ENDPOINT, null)
                .set(endpointProperty, endpoint.toString())
                .set("aws.region", region)
                .set("aws.accessKeyId", accessKeyId)
                .set("aws.secretAccessKey", secretAccessKey)
                .set("aws.sessionToken", null)
                // Never wait on the EC2/Lambda metadata service from a test.
                .set("aws.disableEc2Metadata", "true");
    }

    public SdkTestSettings set(String key, String value) {
        if (!previous.containsKey(key)) {
            previous.put(key, System.getProperty(key));
        }
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
        return this;
    }

    @Override
    public void close() {
        previous.forEach((key, value) -> {
            if (value == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, value);
            }
        });
    }
}
