package datasf.mcp.runtime;

/**
 * Whether this process runs as a Lambda function: Lambda's runtime sets {@code
 * AWS_LAMBDA_RUNTIME_API} for the runtime client in every function's environment, and nothing else
 * does. What concerns only a deployment (several instances, CloudWatch as the audit trail) is said
 * or done there and left out of a local start.
 */
public final class OnLambda {

    private OnLambda() {}

    public static boolean now() {
        String runtimeApi = System.getenv("AWS_LAMBDA_RUNTIME_API");
        return runtimeApi != null && !runtimeApi.isBlank();
    }
}
