package datasf.mcp.query;

import datasf.mcp.socrata.SocrataProperties;
import datasf.mcp.soql.tree.SoqlTree;
import jakarta.inject.Singleton;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The portal's own URLs for the whole result of a query ({@link Export}): the Resource API at the
 * configured portal, {@code <base>/resource/<id>.csv?$query=...} and {@code .json}, which answer
 * any SoQL the server runs. Nothing secret goes into them: the App Token travels in a header of
 * the server's own requests, never in a URL, and any user information in the configured base URL
 * is left out. The query is percent-encoded as UTF-8 (a space is {@code %20}), all but RFC 3986's
 * unreserved characters and the few a query component holds as they are and no query parser
 * splits on ({@code ! ' ( ) * , : @ /}, {@link #LITERAL}), so a URL opens as it is, pasted into a
 * browser or shown as a link, and stays readable: {@code count(*)}, not {@code count%28%2A%29}.
 */
@Singleton
public class ExportLinks {

    /**
     * The longest URL given. Servers refuse longer request lines (Apache's default
     * {@code LimitRequestLine} is 8,190 bytes with the method and protocol, nginx's header buffers
     * 8 KB), and browsers and chat hosts cope with far shorter links better than longer ones.
     */
    public static final int MAX_URL = 8000;

    /**
     * The LIMIT of an export whose query bounds nothing: the portal answers 1,000 rows without
     * one, and its 2.1 endpoints set no maximum. The largest int, as far as OFFSET paging reaches.
     */
    public static final int ALL_ROWS = Integer.MAX_VALUE;

    /**
     * RFC 3986's sub-delimiters and {@code : @ /} that a query may hold unencoded and that no query
     * parser reads as a separator: not {@code & = + ; $ # ? %}, nor a space (a form decoder's {@code +}).
     */
    static final String LITERAL = "!'()*,:@/";

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    static final String ROWS_UNKNOWN =
            "rows unknown: more than this answer holds, and counting them takes another query";

    private final String base;

    public ExportLinks(SocrataProperties socrata) {
        this.base = publicBase(socrata.baseUrl());
    }

    /**
     * The query of the whole result, from the query the pages run: its own LIMIT when it bounds the
     * result ({@code bounded}), else {@link #ALL_ROWS}; its OFFSET as written.
     */
    public static String wholeResult(String soql, boolean bounded) {
        return wholeResult(SoqlTree.parse(soql), bounded);
    }

    /** The same, from the query's tree. */
    public static String wholeResult(SoqlTree soql, boolean bounded) {
        return bounded ? soql.text() : SoqlPaging.withLimit(soql, ALL_ROWS);
    }

    /**
     * The export of {@code soql} (the whole result's query, {@link #wholeResult}).
     *
     * @param rows the result's rows when known, else null
     * @param responseBytes the byte budget of the answer it goes into: the links take at most half of it
     */
    public Export of(String datasetId, String soql, Long rows, int responseBytes) {
        String csv = url(datasetId, "csv", soql);
        String json = url(datasetId, "json", soql);
        String unknown = rows == null ? ROWS_UNKNOWN : null;
        if (json.length() > MAX_URL) {
            return new Export(
                    null,
                    null,
                    rows,
                    joined(
                            "No link: the query makes a URL of " + json.length() + " characters, over the " + MAX_URL
                                    + " that servers and browsers accept; a shorter query gets one",
                            unknown));
        }
        if ((long) csv.length() + json.length() > responseBytes / 2) {
            return new Export(
                    null,
                    null,
                    rows,
                    joined(
                            "No link: the links would take " + (csv.length() + json.length()) + " bytes, over half of "
                                    + "this answer's size budget; a shorter query gets them",
                            unknown));
        }
        return new Export(csv, json, rows, unknown);
    }

    private String url(String datasetId, String extension, String soql) {
        return base + "/resource/" + datasetId + "." + extension + "?$query=" + encode(soql);
    }

    private static String joined(String first, String second) {
        return second == null ? first : first + "; " + second;
    }

    /** Scheme, host, port and path of the configured portal: no user information, query or fragment. */
    static String publicBase(String configured) {
        URI uri = URI.create(configured);
        String port = uri.getPort() < 0 ? "" : ":" + uri.getPort();
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        while (path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        return uri.getScheme().toLowerCase(Locale.ROOT) + "://" + uri.getHost() + port + path;
    }

    /** Every UTF-8 byte but the unreserved characters and {@link #LITERAL} as %XX. */
    static String encode(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(bytes.length * 3);
        for (byte b : bytes) {
            int c = b & 0xff;
            if (c >= 'a' && c <= 'z'
                    || c >= 'A' && c <= 'Z'
                    || c >= '0' && c <= '9'
                    || "-._~".indexOf(c) >= 0
                    || LITERAL.indexOf(c) >= 0) {
                out.append((char) c);
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 15]);
            }
        }
        return out.toString();
    }
}
