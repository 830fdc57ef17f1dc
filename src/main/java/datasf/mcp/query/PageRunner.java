package datasf.mcp.query;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.errors.ToolException;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataException;
import datasf.mcp.soql.SoqlLength;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Fetches one page of a query and cuts it to fit: at most the page's rows and at most the byte
 * budget once serialized. It asks Socrata for about as many rows as the budget holds
 * ({@link PullSize}, by the size of the last rows the page before measured, which the cursor
 * carries, or the schema's estimate for a first page, {@link RowBytes}) and one more, to know
 * whether more exist: walking a dataset pulls about what it answers, however large
 * {@code max_rows}. When rows remain, the page carries a cursor to the next one. Every page
 * carries the export of the whole result ({@link ExportLinks}), in the order the pages come in,
 * for which its rows leave room. Every text a page sends, carries or links is spliced from the tree
 * of the query it is given ({@link PagedQuery}); nothing here parses.
 */
@Singleton
public class PageRunner {

    /**
     * Room kept for everything around the rows but the SoQL and the cursor, which are counted as
     * they are: the answer's other fields, the source's name and link. Advice that does not fit is
     * cut by the answer's budget.
     */
    static final int ENVELOPE_BYTES = 768;

    /** A zero as Socrata writes an aggregate over no rows: {@code "0"}, {@code "0.00"}. */
    private static final Pattern ZERO = Pattern.compile("-?0+(\\.0+)?");

    /** Room for the export around its links: its key and fields, the number of rows. */
    private static final int EXPORT_FIELDS = 64;

    private final SocrataClient socrata;
    private final CursorCodec cursors;
    private final ObjectMapper mapper;
    private final ExportLinks exports;

    public PageRunner(SocrataClient socrata, CursorCodec cursors, ObjectMapper mapper, ExportLinks exports) {
        this.socrata = socrata;
        this.cursors = cursors;
        this.mapper = mapper;
        this.exports = exports;
    }

    /**
     * The rows Socrata answered for one page, how they were asked for, their sizes in the answer,
     * and the bytes kept for the page's export.
     */
    private record Fetched(
            List<JsonNode> rows,
            int want,
            PullSize pull,
            boolean peeked,
            String executed,
            SizedRows sized,
            long exportRoom) {
        boolean moreRows() {
            return pull.sentinel() && rows.size() > pull.rows();
        }

        /** The row after the query's LIMIT, when it was asked for and exists; else null. */
        JsonNode pastLimit() {
            return peeked && rows.size() > pull.rows() ? rows.get(pull.rows()) : null;
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
     * @param query the cursor's query, parsed ({@code page.soql()} is its text)
     * @param responseBytes the byte budget of the whole answer the page goes into
     */
    public Page run(PageCursor page, PagedQuery query, int responseBytes) {
        return cut(page, query, fetch(page, query, query, false, responseBytes), query, responseBytes);
    }

    /**
     * The first page of a query as its caller wrote it. It is sent as written (with the paging
     * clauses); only when it needs a next page is its order made total ({@link StableOrder}: the
     * group keys, or :id, as tie-breakers), since OFFSET paging over ties can repeat and skip rows.
     * The cursor then carries the tie-broken query. When the order tells apart every row of this
     * page and the next one, this page is already the start of the tie-broken order, row for row;
     * otherwise (two of them are tied, or the rows do not show what the order reads) the page is
     * fetched again with the tie-breakers, one more request, so that every row comes exactly once,
     * in the order of the export, and {@code source.soql} shows the query that gave it.
     *
     * @param peekPastLimit whether to ask for one row past the query's own LIMIT when this page ends
     *     there, never answered: what tells the checks whether the LIMIT cut a tie ({@link Page#pastLimit})
     */
    public Page runAsWritten(PageCursor page, PagedQuery query, boolean peekPastLimit, int responseBytes) {
        PagedQuery stable = query.tieBroken();
        String stableText = stable.text();
        Fetched fetched = fetch(page, query, stable, peekPastLimit, responseBytes);
        Page first = cut(page, query, fetched, stable, responseBytes);
        if (first.nextCursor() == null
                || stableText.equals(page.soql())
                || !tiedWithin(fetched.rows(), first.count(), StableOrder.orderFields(query.tree()))) {
            return first;
        }
        return run(
                new PageCursor(
                        page.datasetId(),
                        stableText,
                        page.offset(),
                        page.end(),
                        page.pageRows(),
                        page.format(),
                        // the same rows again: what they take on average
                        measuredOr(fetched.sized().averageBytes(), page)),
                stable,
                responseBytes);
    }

    /**
     * Whether two neighbours among the page's rows and the next one may be in either order: equal
     * in every field the order reads (all rows are, with no ORDER BY), or the rows do not show it.
     * A tie at the page's end would repeat or skip rows; one within it would give them in another
     * order than the tie-broken query of the cursor and the export.
     */
    private static boolean tiedWithin(List<JsonNode> rows, int count, Optional<List<String>> orderFields) {
        if (orderFields.isEmpty()) {
            return true;
        }
        for (int i = 0; i < count; i++) {
            JsonNode row = rows.get(i);
            JsonNode next = rows.get(i + 1);
            if (orderFields.get().stream().allMatch(field -> Objects.equals(row.get(field), next.get(field)))) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param continueWith the query the next page's cursor carries, whose length the answer keeps room for
     * @throws ToolException (validation) for a query longer than a cursor carries: it is not sent,
     *     so every query that runs can be continued
     */
    private Fetched fetch(
            PageCursor page, PagedQuery query, PagedQuery continueWith, boolean peekPastLimit, int responseBytes) {
        if (page.soql().length() > PageCursor.MAX_SOQL) {
            throw ToolException.validation("The query is " + page.soql().length() + " characters with the server's "
                    + "changes (see corrections) and paging order; at most " + PageCursor.MAX_SOQL + " can run, so "
                    + "that every answer can be continued with a cursor: shorten the query");
        }
        long remaining = page.end() < 0 ? Long.MAX_VALUE : page.end() - page.offset();
        int want = (int) Math.min(page.pageRows(), Math.max(0, remaining));
        boolean csv = ResultFormat.csv.name().equals(page.format());
        String continued = continueWith.text();
        long exportRoom = exportRoom(page, query, continueWith, responseBytes);
        // the room for rows with the paging clauses at their longest: the LIMIT sent is at most want + 1
        long budget = rowsBudget(paged(page, query, want + 1), continued, exportRoom, responseBytes);
        PullSize pull = PullSize.of(want, remaining, budget, page.rowBytes(), csv);
        // the query's LIMIT ends the rows on this page: one more, past it, tells whether it cut a tie
        boolean peeked = peekPastLimit && !pull.sentinel() && pull.rows() == remaining;
        // the answer shows the query its rows are: the peeked row is none of them
        String executed = paged(page, query, pull.limit());
        List<JsonNode> rows = new ArrayList<>();
        if (want > 0) {
            JsonNode answer = socrata.query(page.datasetId(), peeked ? paged(page, query, pull.rows() + 1) : executed);
            if (!answer.isArray()) {
                throw new SocrataException(
                        SocrataException.Kind.API_ERROR, "Socrata answered the query with something other than rows");
            }
            for (JsonNode row : answer) {
                if (!row.isObject()) {
                    throw new SocrataException(
                            SocrataException.Kind.API_ERROR, "Socrata answered the query with a row that is no object");
                }
                rows.add(row);
            }
        }
        SizedRows sized = new SizedRows(
                mapper, rows, Math.min(rows.size(), pull.rows()), csv ? ResultFormat.csv : ResultFormat.json);
        return new Fetched(rows, want, pull, peeked, executed, sized, exportRoom);
    }

    /** The page's query with its LIMIT, and its OFFSET past the first page. */
    private static String paged(PageCursor page, PagedQuery query, int limit) {
        return query.page(limit, page.offset());
    }

    /**
     * What the answer leaves for rows after the envelope, the source's SoQL, the cursor (at its
     * longest, uncompressed) and the export.
     */
    private long rowsBudget(String executed, String continueWith, long exportRoom, int responseBytes) {
        return Math.max(
                0, responseBytes - ENVELOPE_BYTES - bytes(executed) - CursorCodec.maxLength(continueWith) - exportRoom);
    }

    /**
     * The bytes the page's export may take: its links for the query as the page runs it or as the
     * cursor carries it (the longer), and its fields, with the longest note.
     */
    private long exportRoom(PageCursor page, PagedQuery query, PagedQuery continueWith, int responseBytes) {
        long room = bytes(export(page, query, null, responseBytes));
        if (!continueWith.text().equals(query.text())) {
            room = Math.max(room, bytes(export(page, continueWith, null, responseBytes)));
        }
        return room + EXPORT_FIELDS;
    }

    private Export export(PageCursor page, PagedQuery query, Long rows, int responseBytes) {
        return exports.of(page.datasetId(), query.whole(page.end() >= 0), rows, responseBytes);
    }

    /**
     * The rows of the whole result when this page is its last: those of the pages before it from
     * the query's own OFFSET on, and its own. Null when more rows exist.
     */
    private static Long rowsIfLast(PageCursor page, PagedQuery query, int count, boolean truncated) {
        if (truncated) {
            return null;
        }
        long start = query.analysis().offset().orElse(0);
        return Math.max(0, page.offset() - start) + count;
    }

    /** A size of a row this page measured, else (it measured none) the one it went by. */
    private static int measuredOr(int measured, PageCursor page) {
        return measured != RowBytes.UNKNOWN ? measured : page.rowBytes();
    }

    /** The fetched rows cut to the page and the byte budget; a cursor continues with {@code continueWith}. */
    private Page cut(PageCursor page, PagedQuery query, Fetched fetched, PagedQuery continueWith, int responseBytes) {
        List<JsonNode> rows = fetched.rows();
        String continued = continueWith.text();
        int answerable = fetched.answerable();
        int count = fetched.sized()
                .fitting(answerable, rowsBudget(fetched.executed(), continued, fetched.exportRoom(), responseBytes));
        boolean cutByBytes =
                count < answerable || fetched.moreRows() && fetched.pull().rows() < fetched.want();
        boolean truncated = count < answerable || fetched.moreRows();
        boolean csv = ResultFormat.csv.name().equals(page.format());
        PageCursor next = new PageCursor(
                page.datasetId(),
                continued,
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
                rows.size() == 1 && onlyZeros(rows.get(0)) && isOneAggregateRow(query),
                rows.subList(0, count),
                count == answerable ? fetched.pastLimit() : null,
                // a whole answer is the query as it ran; pages to come, the order the cursor walks
                export(
                        page,
                        truncated ? continueWith : query,
                        rowsIfLast(page, query, count, truncated),
                        responseBytes));
    }

    /** An aggregate without GROUP BY: its answer is one row, of zeros when nothing matched. */
    private static boolean isOneAggregateRow(PagedQuery query) {
        return query.analysis().usesAggregates() && !query.analysis().hasGroupBy();
    }

    /** {@code {"n":"0"}}, {@code {}}: Socrata's one row for aggregates over nothing (sums are left out). */
    private static boolean onlyZeros(JsonNode row) {
        for (JsonNode value : row) {
            boolean zero = value.isNull()
                    || value.isNumber() && value.asDouble() == 0
                    || value.isTextual() && ZERO.matcher(value.asText()).matches();
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
                + " bytes leaves for rows after the query, its cursor and its export links; SELECT fewer or smaller columns"
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
