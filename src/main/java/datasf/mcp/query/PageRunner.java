package datasf.mcp.query;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.errors.ToolException;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataException;
import datasf.mcp.soql.SoqlLength;
import datasf.mcp.soql.SoqlPaging;
import datasf.mcp.soql.StableOrder;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Fetches one page of a query and cuts it to fit: at most the page's rows (asking Socrata for one
 * row more, to know whether more exist, but never more than that) and at most the byte budget
 * once serialized. When rows remain, the page carries a cursor to the next one.
 */
@Singleton
public class PageRunner {

    /**
     * Room kept for everything around the rows but the SoQL and the cursor, which are counted as
     * they are: the answer's other fields, the source's name and link. Advice that does not fit is
     * cut by the answer's budget.
     */
    static final int ENVELOPE_BYTES = 768;

    private final SocrataClient socrata;
    private final CursorCodec cursors;
    private final ObjectMapper mapper;

    public PageRunner(SocrataClient socrata, CursorCodec cursors, ObjectMapper mapper) {
        this.socrata = socrata;
        this.cursors = cursors;
        this.mapper = mapper;
    }

    /** The rows Socrata answered for one page, and how they were asked for. */
    private record Fetched(List<JsonNode> rows, int want, boolean lastAllowed, String executed) {
        boolean moreRows() {
            return !lastAllowed && rows.size() > want;
        }
    }

    /**
     * One page of a query whose order is the server's own (a cursor's, or one the server wrote
     * with its tie-breakers): the cursor to the next page carries the same query.
     *
     * @param responseBytes the byte budget of the whole answer the page goes into
     */
    public Page run(PageCursor page, int responseBytes) {
        return cut(page, fetch(page), page.soql(), responseBytes);
    }

    /**
     * The first page of a query as its caller wrote it. It is sent as written (with the paging
     * clauses); only when it needs a next page is its order made total ({@link StableOrder}: the
     * group keys, or :id, as tie-breakers), since OFFSET paging over ties can repeat and skip rows.
     * The cursor then carries the tie-broken query. When this page ends between two rows the
     * order tells apart, this page is already the start of the tie-broken order; otherwise (the
     * boundary falls within a tie, or the rows do not show what the order reads) the page is
     * fetched again with the tie-breakers, one more request, so that every row comes exactly once
     * and {@code source.soql} shows the query that gave it.
     */
    public Page runAsWritten(PageCursor page, int responseBytes) {
        String stable = StableOrder.of(page.soql());
        Fetched fetched = fetch(page);
        Page first = cut(page, fetched, stable, responseBytes);
        if (first.nextCursor() == null
                || stable.equals(page.soql())
                || !tiedAtBoundary(fetched.rows(), first.count(), StableOrder.orderFields(page.soql()))) {
            return first;
        }
        return run(
                new PageCursor(page.datasetId(), stable, page.offset(), page.end(), page.pageRows(), page.format()),
                responseBytes);
    }

    /**
     * Whether the last row of the page and the next one may be in either order: equal in every
     * field the order reads (all rows are, with no ORDER BY), or the rows do not show it.
     */
    private static boolean tiedAtBoundary(List<JsonNode> rows, int count, Optional<List<String>> orderFields) {
        if (orderFields.isEmpty()) {
            return true;
        }
        JsonNode last = rows.get(count - 1);
        JsonNode next = rows.get(count);
        return orderFields.get().stream().allMatch(field -> Objects.equals(last.get(field), next.get(field)));
    }

    /**
     * @throws ToolException (validation) for a query longer than a cursor carries: it is not sent,
     *     so every query that runs can be continued
     */
    private Fetched fetch(PageCursor page) {
        if (page.soql().length() > PageCursor.MAX_SOQL) {
            throw ToolException.validation("The query is " + page.soql().length() + " characters with the server's "
                    + "changes (see corrections) and paging order; at most " + PageCursor.MAX_SOQL + " can run, so "
                    + "that every answer can be continued with a cursor: shorten the query");
        }
        long remaining = page.end() < 0 ? Long.MAX_VALUE : page.end() - page.offset();
        int want = (int) Math.min(page.pageRows(), Math.max(0, remaining));
        boolean lastAllowed = remaining <= page.pageRows(); // the query's own LIMIT ends here
        String executed = SoqlPaging.withLimit(page.soql(), lastAllowed ? want : want + 1);
        if (page.offset() > 0) {
            executed = SoqlPaging.withOffset(executed, Math.toIntExact(page.offset()));
        }
        List<JsonNode> rows = new ArrayList<>();
        if (want > 0) {
            JsonNode answer = socrata.query(page.datasetId(), executed);
            if (!answer.isArray()) {
                throw new SocrataException(
                        SocrataException.Kind.API_ERROR, "Socrata answered the query with something other than rows");
            }
            answer.forEach(rows::add);
        }
        return new Fetched(rows, want, lastAllowed, executed);
    }

    /** The fetched rows cut to the page and the byte budget; a cursor continues with {@code continueWith}. */
    private Page cut(PageCursor page, Fetched fetched, String continueWith, int responseBytes) {
        List<JsonNode> rows = fetched.rows();
        List<JsonNode> taken = rows.subList(0, Math.min(rows.size(), fetched.want()));
        // the rows get what the source's SoQL and the cursor leave (the cursor at its longest, uncompressed)
        int budget = (int) Math.max(
                0, responseBytes - ENVELOPE_BYTES - bytes(fetched.executed()) - CursorCodec.maxLength(continueWith));
        boolean zeroCounts = rows.size() == 1 && onlyZeros(rows.get(0));
        PageCursor next = new PageCursor(
                page.datasetId(), continueWith, page.offset(), page.end(), page.pageRows(), page.format());
        return ResultFormat.csv.name().equals(page.format())
                ? csvPage(next, taken, fetched.moreRows(), budget, fetched.executed(), zeroCounts, responseBytes)
                : jsonPage(next, taken, fetched.moreRows(), budget, fetched.executed(), zeroCounts, responseBytes);
    }

    /** {@code {"n":"0"}}, {@code {}}: Socrata's one row for aggregates over nothing (sums are left out). */
    private static boolean onlyZeros(JsonNode row) {
        for (JsonNode value : row) {
            boolean zero = value.isNull()
                    || value.isNumber() && value.asDouble() == 0
                    || value.isTextual() && value.asText().matches("-?0+(\\.0+)?");
            if (!zero) {
                return false;
            }
        }
        return row.isObject();
    }

    private Page jsonPage(
            PageCursor page,
            List<JsonNode> rows,
            boolean moreRows,
            int budget,
            String executed,
            boolean zeroCounts,
            int responseBytes) {
        List<Map<String, Object>> data = new ArrayList<>();
        long used = 2; // the brackets
        for (JsonNode row : rows) {
            long size = bytes(row) + 1;
            if (used + size > budget) {
                break;
            }
            used += size;
            @SuppressWarnings("unchecked")
            Map<String, Object> values = mapper.convertValue(row, Map.class);
            data.add(values);
        }
        return finish(page, data, null, data.size(), rows.size(), moreRows, executed, zeroCounts, responseBytes);
    }

    private Page csvPage(
            PageCursor page,
            List<JsonNode> rows,
            boolean moreRows,
            int budget,
            String executed,
            boolean zeroCounts,
            int responseBytes) {
        List<String> columns = CsvWriter.columns(rows);
        StringBuilder csv = new StringBuilder(CsvWriter.header(columns));
        long used = utf8(csv);
        int count = 0;
        for (JsonNode row : rows) {
            String line = CsvWriter.line(row, columns);
            long size = utf8(line);
            if (used + size > budget) {
                break;
            }
            used += size;
            csv.append(line);
            count++;
        }
        return finish(page, null, csv.toString(), count, rows.size(), moreRows, executed, zeroCounts, responseBytes);
    }

    private Page finish(
            PageCursor page,
            List<Map<String, Object>> data,
            String csv,
            int count,
            int fetched,
            boolean moreRows,
            String executed,
            boolean zeroCounts,
            int responseBytes) {
        boolean cutByBytes = count < fetched;
        boolean truncated = cutByBytes || moreRows;
        String reason = cutByBytes ? "bytes" : moreRows ? "rows" : null;
        String next = null;
        String message = null;
        long nextOffset = page.offset() + count;
        if (truncated && count > 0 && page.soql().length() > PageCursor.MAX_SOQL) {
            // only the tie-breakers of a query that runs at the limit can take it past (runAsWritten)
            message = "More rows exist, but the query in a total order for paging is "
                    + page.soql().length()
                    + " characters, over the " + PageCursor.MAX_SOQL + " a cursor carries; shorten it, or narrow "
                    + "it to fewer rows";
        } else if (truncated && count > 0 && nextOffset > PageCursor.MAX_OFFSET) {
            message = "More rows exist past row " + PageCursor.MAX_OFFSET + ", further than Socrata pages; "
                    + "narrow the query with WHERE";
        } else if (truncated && count > 0) {
            next = cursors.encode(new PageCursor(
                    page.datasetId(), page.soql(), nextOffset, page.end(), page.pageRows(), page.format()));
        } else if (truncated) {
            message = "The next row alone is larger than what the response budget of " + responseBytes
                    + " bytes leaves for rows after the query and its cursor; SELECT fewer or smaller columns"
                    + (page.soql().length() > SoqlLength.MAX / 2 ? ", or shorten the query" : "");
        }
        return new Page(data, csv, count, truncated, reason, next, executed, message, zeroCounts);
    }

    private long bytes(Object row) {
        try {
            return mapper.writeValueAsBytes(row).length;
        } catch (JsonProcessingException e) {
            return Long.MAX_VALUE / 4;
        }
    }

    private static long utf8(CharSequence text) {
        return text.toString().getBytes(StandardCharsets.UTF_8).length;
    }
}
