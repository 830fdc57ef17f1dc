package datasf.mcp.socrata;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.channels.ClosedChannelException;
import java.util.Locale;

/**
 * Why a request got no answer at all, in a few words an operator can act on ("connection
 * refused", "unknown host"): from the exception classes of the cause chain only, never their
 * messages, which the HTTP stack writes and which could quote anything.
 */
final class ConnectionFailures {

    private ConnectionFailures() {}

    static String describe(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < 10; t = t.getCause() == t ? null : t.getCause(), depth++) {
            String name = t.getClass().getSimpleName().toLowerCase(Locale.ROOT);
            if (t instanceof UnknownHostException) {
                return "unknown host";
            }
            if (t instanceof NoRouteToHostException) {
                return "no route to the host";
            }
            if (name.contains("connecttimeout") || t instanceof SocketTimeoutException) {
                return "no answer to the connection";
            }
            if (t instanceof ConnectException) {
                return "connection refused";
            }
            if (t instanceof ClosedChannelException || name.contains("closed") || name.contains("reset")) {
                return "connection closed before an answer";
            }
        }
        return "no connection";
    }
}
