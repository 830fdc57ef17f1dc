package datasf.mcp.soql.rewrite;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.SoqlColumnCorrector;
import java.time.LocalDateTime;
import java.util.List;

/**
 * Every rewrite the server makes to a query before sending it, in the order that lets each stage
 * see clean input:
 * <ol>
 *   <li>SQL syntax SoQL lacks ({@code ;}, FROM, qualifiers, TOP, LIMIT forms, ILIKE, CAST,
 *       quoted aliases, aliases without AS, positional GROUP BY / ORDER BY);</li>
 *   <li>functions SoQL lacks (relative dates, YEAR(), EXTRACT, date_trunc('month', x), date
 *       formatting), so that no SQL word reaches the column corrector;</li>
 *   <li>with the schema: near-miss column names, then literals of the wrong type for their column.</li>
 * </ol>
 * Valid SoQL passes every stage unchanged.
 */
public final class SoqlRepairer {

    private static final SoqlRewriter SYNTAX = new SoqlRewriter(List.of(
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
            new LimitRule(),
            new PositionalReferenceRule()));

    private static final SoqlRewriter LITERALS = new SoqlRewriter(List.of(
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
        RewriteContext context = RewriteContext.of(now, columns == null ? List.of() : columns);
        Repair syntax = SYNTAX.rewrite(soql, context);
        if (columns == null) {
            return syntax;
        }
        Repair named = syntax.then(corrector.correct(syntax.soql(), columns));
        return named.then(LITERALS.rewrite(named.soql(), context));
    }
}
