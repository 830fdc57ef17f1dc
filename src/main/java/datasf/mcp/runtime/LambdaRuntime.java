package datasf.mcp.runtime;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;

/**
 * Whether this process runs as a Lambda function: Lambda's runtime sets {@code
 * AWS_LAMBDA_RUNTIME_API} (the Runtime API's host:port, for the runtime client) in every function's
 * environment, and nothing else does. What concerns only a deployment (several instances,
 * CloudWatch as the audit trail) is said or done there and left out of a local start. Read as a
 * setting like any other, so that a test can play a function.
 *
 * @param api the Runtime API's host and port, set by Lambda; never by an operator
 */
@ConfigurationProperties("aws.lambda.runtime")
public record LambdaRuntime(@Nullable String api) {

    /** Whether the process is a Lambda function. */
    public boolean active() {
        return api != null && !api.isBlank();
    }
}
