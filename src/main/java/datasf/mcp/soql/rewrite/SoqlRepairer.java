package datasf.mcp.soql.rewrite;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import datasf.mcp.soql.tree.SoqlTree;
import java.time.LocalDateTime;
import java.util.List;

/**
 * Every rewrite the server makes to a query before sending it, in the order that lets each stage
 * see clean input:
 * <ol>
 *   <li>on the lexer's tokens, since the text is not SoQL yet: SQL syntax SoQL lacks ({@code ;},
 *       FROM, qualifiers, TOP, FETCH FIRST, LIMIT forms, ILIKE, CAST, quoted aliases, aliases
 *       without AS) and functions SoQL lacks (relative dates, YEAR(), EXTRACT,
 *       date_trunc('month', x), date formatting);</li>
 *   <li>on the syntax tree of what that made: positional GROUP BY / ORDER BY; then, with the
 *       schema, near-miss column names and literals of the wrong type for their column. A text
 *       that still does not parse gets none of these: its words may be SQL's, never columns.</li>
 * </ol>
 * Valid SoQL passes every stage unchanged, read from the one tree of the query as written.
 */
public final class SoqlRepairer {

    private static final SoqlRewriter SYNTAX = SoqlRewriter.ofTokens(List.of(
            new TrailingSemicolonRule(),
            new ImplicitAliasRule(),
            new TableQualifierRule(),
            new CastRule(),
            new IlikeRule(),
            new QuotedAliasRule(),
            new RelativeDateRule(),
            new ExtractRule(),
            new DateTruncRule(),
            new DateFormatRule(),
            new DatePartFunctionRule(),
            new FromClauseRule(),
            new TopRule(),
            new FetchFirstRule(),
            new LimitRule()));

    private static final SoqlRewriter POSITIONS = SoqlRewriter.ofTrees(List.of(new PositionalReferenceRule()));

    private static final SoqlRewriter LITERALS = SoqlRewriter.ofTrees(List.of(
            new TimestampYearRule(),
            new TextColumnNumberRule(),
            new IsoDateRule(),
            new CheckboxNumberRule(),
            new NumericAggregateRule()));

    private final SoqlColumnCorrector corrector;

    public SoqlRepairer(SoqlColumnCorrector corrector) {
        this.corrector = corrector;
    }

    /**
     * @param columns the dataset's columns, or null when the schema is not at hand (then only the
     *     schema-free stages run)
     * @param now the request time in the portal's local time
     */
    public Repair repair(String soql, List<ColumnInfo> columns, LocalDateTime now) {
        return repair(SoqlTree.parse(soql), columns == null ? ColumnTypes.none() : ColumnTypes.of(columns), now);
    }

    /**
     * @param written the query as written, parsed: valid SoQL is read from this tree alone; a
     *     stage that changes the text parses what it made, once
     * @param columns the call's column types; {@link ColumnTypes#none()} when the schema is not at
     *     hand (then only the schema-free stages run)
     * @param now the request time in the portal's local time
     */
    public Repair repair(SoqlTree written, ColumnTypes columns, LocalDateTime now) {
        RewriteContext context = RewriteContext.of(now, columns);
        Repair syntax = SYNTAX.rewrite(written, context);
        syntax = syntax.then(POSITIONS.rewrite(syntax.tree(), context));
        if (!columns.known()) {
            return syntax;
        }
        Repair named = syntax.then(corrector.correct(syntax.tree(), columns.columns()));
        return named.then(LITERALS.rewrite(named.tree(), context));
    }
}
