package datasf.mcp.support;

import datasf.mcp.support.FakeSocrata.Response;
import java.net.URI;
import java.util.Map;

/**
 * What a portal's old host answers once the portal moved, as DataSF's data.sfgov.org does since
 * the move to data.sf.gov (and the reference fake's {@code --moved-to URL} plays it): nginx's
 * {@code return 301 URL$request_uri} for every request, the same path and query string after the
 * new origin, except a request whose query has a {@code $select} parameter, which gets a 403 with
 * nginx's small HTML page. Nothing else is served.
 */
public final class MovedPortal {

    private static final String PAGE = "<html>\r\n<head><title>%1$s</title></head>\r\n<body>\r\n"
            + "<center><h1>%1$s</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

    private MovedPortal() {}

    /** The answer to a request for {@code target} (its decoded query parameters: {@code query}). */
    static Response answer(String movedTo, URI target, Map<String, String> query) {
        if (query.containsKey("$select")) {
            return page(403, "403 Forbidden");
        }
        String requestUri = target.getRawPath() + (target.getRawQuery() == null ? "" : "?" + target.getRawQuery());
        return page(301, "301 Moved Permanently").withHeader("Location", movedTo + requestUri);
    }

    /** nginx's own page for a status, e.g. {@code page(403, "403 Forbidden")}. */
    public static Response page(int status, String title) {
        return new Response(status, "text/html", String.format(PAGE, title), 0);
    }
}
