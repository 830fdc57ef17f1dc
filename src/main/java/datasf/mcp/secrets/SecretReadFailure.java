package datasf.mcp.secrets;

import software.amazon.awssdk.awscore.exception.AwsServiceException;

/**
 * Describes why a secret could not be read, safely enough for a log line.
 *
 * <p>Only class names, AWS error codes and HTTP statuses are used, never exception
 * messages: those are written by parsers, HTTP stacks and remote services, and
 * nothing guarantees they do not quote the payload.
 */
public final class SecretReadFailure {

    private SecretReadFailure() {}

    public static String describe(Throwable failure) {
        if (failure instanceof InvalidSecretException) {
            // Our own message, written never to include the value.
            return "malformed secret: " + failure.getMessage();
        }
        if (failure instanceof AwsServiceException aws && aws.awsErrorDetails() != null) {
            // e.g. "ResourceNotFoundException (HTTP 400)"; an answer without a readable error code
            // (a proxy's or an emulator's page) is named by the SDK's exception class instead
            String code = aws.awsErrorDetails().errorCode();
            return (code != null ? code : failure.getClass().getSimpleName()) + " (HTTP " + aws.statusCode() + ")";
        }
        StringBuilder chain = new StringBuilder(failure.getClass().getSimpleName());
        // The root cause is usually the informative part (ConnectException, UnknownHostException...).
        Throwable cause = failure.getCause();
        for (int depth = 0; cause != null && cause != failure && depth < 5; depth++) {
            chain.append(" <- ").append(cause.getClass().getSimpleName());
            failure = cause;
            cause = cause.getCause();
        }
        return chain.toString();
    }
}
