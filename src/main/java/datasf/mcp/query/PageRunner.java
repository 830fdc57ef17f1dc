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
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Fetches one page of a query and cuts it to fit: at most the page's rows and at most the byte
 * budget once serialized. It asks Socrata for about as many rows as the budget holds
 * ({@link PullSize}, by the size of the last rows the page before measured, which the cursor
 * carries, or the schema's estimate for a first page, {@link RowBytes}) and one more, to know
 * whether more exist: walking a dataset pulls about what it answers, however large
 * {@code max_rows}. When rows remain, the page carries a cursor to the next one.
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

    /** The rows Socrata answered for one page, how they were asked for, and their sizes in the answer. */
    private record Fetched(List<JsonNode> rows, int want, PullSize pull, String executed, SizedRows sized) {
        boolean moreRows() {
            return pull.sentinel() && rows.size() > pull.rows();
        }

        /** How many of the rows the page may answer: the rest only tell whether more exist. */
        int answerable() {
            return Math.min(rows.size(), pull.rows());
        }
    }

    /**
     * One page of a query whose order is the server's own (a cursor's, or one the server wrote
     * with its tie-breakers): the cursor to the next page carries the same query.
     *
     * @param responseBytes the byte budget of the whole answer the page goes into
     */
    public Page run(PageCursor page, int responseBytes) {
        return cut(page, fetch(page, page.soql(), responseBytes), page.soql(), responseBytes);
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
        Fetched fetched = fetch(page, stable, responseBytes);
        Page first = cut(page, fetched, stable, responseBytes);
        if (first.nextCursor() == null
                || stable.equals(page.soql())
                || !tiedAtBoundary(fetched.rows(), first.count(), StableOrder.orderFields(page.soql()))) {
            return first;
        }
        return run(
                new PageCursor(
                        page.datasetId(),
                        stable,
                        page.offset(),
                        page.end(),
                        page.pageRows(),
                        page.format(),
                        // the same rows again: what they take on average
                        measuredOr(fetched.sized().averageBytes(), page)),
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
     * @param continueWith the query the next page's cursor carries, whose length the answer keeps room for
     * @throws ToolException (validation) for a query longer than a cursor carries: it is not sent,
     *     so every query that runs can be continued
     */
    private Fetched fetch(PageCursor page, String continueWith, int responseBytes) {
        if (page.soql().length() > PageCursor.MAX_SOQL) {
            throw ToolException.validation("The query is " + page.soql().length() + " characters with the server's "
                    + "changes (see corrections) and paging order; at most " + PageCursor.MAX_SOQL + " can run, so "
                    + "that every answer can be continued with a cursor: shorten the query");
        }
        long remaining = page.end() < 0 ? Long.MAX_VALUE : page.end() - page.offset();
        int want = (int) Math.min(page.pageRows(), Math.max(0, remaining));
        boolean csv = ResultFormat.csv.name().equals(page.format());
        // the room for rows with the paging clauses at their longest: the LIMIT sent is at most want + 1
        long budget = rowsBudget(paged(page, want + 1), continueWith, responseBytes);
        PullSize pull = PullSize.of(want, remaining, budget, page.rowBytes(), csv);
        String executed = paged(page, pull.limit());
        List<JsonNode> rows = new ArrayList<>();
        if (want > 0) {
            JsonNode answer = socrata.query(page.datasetId(), executed);
            if (!answer.isArray()) {
                throw new SocrataException(
                        SocrataException.Kind.API_ERROR, "Socrata answered the query with something other than rows");
            }
            answer.forEach(rows::add);
        }
        SizedRows sized = new SizedRows(
                mapper, rows, Math.min(rows.size(), pull.rows()), csv ? ResultFormat.csv : ResultFormat.json);
        return new Fetched(rows, want, pull, executed, sized);
    }

    /** The page's query with its LIMIT, and its OFFSET past the first page. */
    private static String paged(PageCursor page, int limit) {
        String executed = SoqlPaging.withLimit(page.soql(), limit);
        return page.offset() > 0 ? SoqlPaging.withOffset(executed, Math.toIntExact(page.offset())) : executed;
    }

    /** What the answer leaves for rows after the envelope, the source's SoQL and the cursor (at its longest, uncompressed). */
    private long rowsBudget(String executed, String continueWith, int responseBytes) {
        return Math.max(0, responseBytes - ENVELOPE_BYTES - bytes(executed) - CursorCodec.maxLength(continueWith));
    }

    /** A size of a row this page measured, else (it measured none) the one it went by. */
    private static int measuredOr(int measured, PageCursor page) {
        return measured != RowBytes.UNKNOWN ? measured : page.rowBytes();
    }

    /** The fetched rows cut to the page and the byte budget; a cursor continues with {@code continueWith}. */
    private Page cut(PageCursor page, Fetched fetched, String continueWith, int responseBytes) {
        List<JsonNode> rows = fetched.rows();
        int answerable = fetched.answerable();
        int count = fetched.sized().fitting(answerable, rowsBudget(fetched.executed(), continueWith, responseBytes));
        boolean cutByBytes =
                count < answerable || fetched.moreRows() && fetched.pull().rows() < fetched.want();
        boolean truncated = count < answerable || fetched.moreRows();
        boolean zeroCounts = rows.size() == 1 && onlyZeros(rows.get(0));
        boolean csv = ResultFormat.csv.name().equals(page.format());
        PageCursor next = new PageCursor(
                page.datasetId(),
                continueWith,
                page.offset() + count,
                page.end(),
                page.pageRows(),
                page.format(),
                // the rows after these: what the last of these take
                measuredOr(fetched.sized().recentBytes(), page));
        return new Page(
                csv ? null : fetched.sized().data(count),
                csv ? fetched.sized().csv(count) : null,
                count,
                truncated,
                truncated ? (cutByBytes ? "bytes" : "rows") : null,
                truncated && count > 0 ? nextCursor(next) : null,
                fetched.executed(),
                truncated ? message(next, count, responseBytes) : null,
                zeroCounts,
                rows.subList(0, count));
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

    /** The cursor to {@code next}, or null when it cannot be carried (see {@link #message}). */
    private String nextCursor(PageCursor next) {
        return next.soql().length() > PageCursor.MAX_SOQL || next.offset() > PageCursor.MAX_OFFSET
                ? null
                : cursors.encode(next);
    }

    /** Why a cut answer has no cursor to its next page, or null when it has one. */
    private static String message(PageCursor next, int count, int responseBytes) {
        if (count > 0 && next.soql().length() > PageCursor.MAX_SOQL) {
            // only the tie-breakers of a query that runs at the limit can take it past (runAsWritten)
            return "More rows exist, but the query in a total order for paging is "
                    + next.soql().length()
                    + " characters, over the " + PageCursor.MAX_SOQL + " a cursor carries; shorten it, or narrow "
                    + "it to fewer rows";
        }
        if (count > 0 && next.offset() > PageCursor.MAX_OFFSET) {
            return "More rows exist past row " + PageCursor.MAX_OFFSET + ", further than Socrata pages; "
                    + "narrow the query with WHERE";
        }
        if (count > 0) {
            return null;
        }
        return "The next row alone is larger than what the response budget of " + responseBytes
                + " bytes leaves for rows after the query and its cursor; SELECT fewer or smaller columns"
                + (next.soql().length() > SoqlLength.MAX / 2 ? ", or shorten the query" : "");
    }

    private long bytes(Object value) {
        try {
            return mapper.writeValueAsBytes(value).length;
        } catch (JsonProcessingException e) {
            return Long.MAX_VALUE / 4;
        }
    }
}
