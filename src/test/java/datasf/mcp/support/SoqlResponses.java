package datasf.mcp.support;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.soql.SoqlError;
import datasf.mcp.support.soql.SoqlResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Socrata's wire format for SoQL answers: rows in the SODA 2.x comma-first layout with the
 * X-SODA2-Fields/Types headers, and errors in the two shapes Socrata uses for them:
 * <pre>
 * 400 {"code":"query.compiler.malformed","error":true,
 *      "message":"Could not parse SoQL query \"...\" at line 1 character 10: Expected ..., but got ...",
 *      "data":{"query":"...","position":{}}}
 * 400 {"message":"Query coordinator error: query.soql.no-such-column; No such column: x; position: Map(...)",
 *      "errorCode":"query.soql.no-such-column",
 *      "data":{"column":"x","dataset":"alpha.N","position":{"row":1,"column":8,"line":"SELECT x\n       ^"}}}
 * </pre>
 * (the second with {@code function, arity}, {@code function, type} or {@code function, clause} as
 * its data fields for no-such-function, type-mismatch and aggregate-in-ungrouped-context).
 */
final class SoqlResponses {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String ERROR_TYPE = "application/json; charset=utf-8";

    private SoqlResponses() {}

    /** The answer at {@code .csv}: the same rows as Socrata's CSV export ({@link SodaCsv}), with the same headers. */
    static FakeSocrata.Response csv(SoqlResult result) {
        FakeSocrata.Response json = rows(result);
        List<String> columns =
                result.columns().stream().map(SoqlResult.ResultColumn::name).toList();
        return new FakeSocrata.Response(
                200,
                "text/csv; charset=utf-8",
                SodaCsv.of(columns, SodaCsv.tree(result.rows())),
                0,
                json.headers(),
                false);
    }

    static FakeSocrata.Response rows(SoqlResult result) {
        StringBuilder body = new StringBuilder("[");
        for (Map<String, Object> row : result.rows()) {
            if (body.length() > 1) {
                body.append("\n,");
            }
            body.append(MAPPER.valueToTree(row).toString());
        }
        body.append("]\n");
        ArrayNode fields = MAPPER.createArrayNode();
        ArrayNode types = MAPPER.createArrayNode();
        result.columns().forEach(c -> {
            fields.add(c.name());
            types.add(c.type().sodaName());
        });
        return FakeSocrata.Response.json(200, body.toString())
                .withHeader("X-SODA2-Fields", fields.toString())
                .withHeader("X-SODA2-Types", types.toString())
                .withHeader("X-SODA2-Data-Out-Of-Date", "false")
                .withHeader("Last-Modified", "Sat, 01 Nov 2025 09:13:27 GMT");
    }

    static FakeSocrata.Response error(SoqlError error, String soql, String datasetId) {
        Position at = Position.of(soql, error.offset());
        ObjectNode body = MAPPER.createObjectNode();
        if (error.kind() == SoqlError.Kind.MALFORMED) {
            body.put("code", error.code());
            body.put("error", true);
            body.put(
                    "message",
                    "Could not parse SoQL query \"" + soql + "\" at line " + at.row() + " character " + at.column()
                            + ": " + error.getMessage());
            ObjectNode data = body.putObject("data");
            data.put("query", soql);
            data.putObject("position");
        } else {
            body.put(
                    "message",
                    "Query coordinator error: " + error.code() + "; " + error.getMessage()
                            + "; position: Map(row -> " + at.row() + ", column -> " + at.column() + ", line -> \""
                            + at.caret() + "\")");
            body.put("errorCode", error.code());
            Map<String, Object> data = new LinkedHashMap<>(error.data());
            data.put("dataset", "alpha." + datasetId.chars().sum() * 97);
            Map<String, Object> position = new LinkedHashMap<>(); // Socrata's order, the same on every run
            position.put("row", at.row());
            position.put("column", at.column());
            position.put("line", at.caret());
            data.put("position", position);
            body.set("data", MAPPER.valueToTree(data));
        }
        return failure(400, body, error.code());
    }

    /** Socrata's answer to a parameter that is neither a $-parameter nor a column. */
    static FakeSocrata.Response unrecognized(String message) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("error", true);
        body.put("message", message);
        return failure(400, body, "");
    }

    private static FakeSocrata.Response failure(int status, JsonNode body, String code) {
        try {
            String pretty = MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(body) + "\n";
            return new FakeSocrata.Response(status, ERROR_TYPE, pretty, 0)
                    .withHeader("X-Error-Code", code)
                    .withHeader("X-Error-Message", "Bad Request");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Where an offset falls, as Socrata reports it: 1-based row and column, and the line with a caret under it. */
    record Position(int row, int column, String caret) {
        static Position of(String text, int offset) {
            int at = Math.max(0, Math.min(offset, text.length()));
            int lineStart = text.lastIndexOf('\n', at - 1) + 1;
            int lineEnd = text.indexOf('\n', at);
            String line = text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd);
            int row = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
            int column = at - lineStart + 1;
            return new Position(row, column, line + "\n" + " ".repeat(column - 1) + "^");
        }
    }
}
