package datasf.mcp.soql.rewrite;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Ambiguity;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.CorrectionOutcome;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.SoqlColumnCorrector;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every rewrite the server makes to a query before sending it, in the order that lets each stage
 * see clean input:
 * <ol>
 *   <li>SQL syntax SoQL lacks ({@code ;}, FROM, qualifiers, TOP, LIMIT forms, ILIKE, CAST,
 *       quoted aliases, positional GROUP BY / ORDER BY);</li>
 *   <li>functions SoQL lacks (relative dates, YEAR(), EXTRACT, date_trunc('month', x), date
 *       formatting), so that no SQL word reaches the column corrector;</li>
 *   <li>with the schema: near-miss column names, then literals of the wrong type for their column.</li>
 * </ol>
 * Valid SoQL passes every stage unchanged.
 */
public final class SoqlRepairer {

    private static final SoqlRewriter SYNTAX = new SoqlRewriter(List.of(
            new TrailingSemicolonRule(), new TableQualifierRule(), new CastRule(), new IlikeRule(),
            new QuotedAliasRule(), new RelativeDateRule(), new ExtractRule(), new DateTruncRule(),
            new DateFormatRule(), new DatePartFunctionRule(), new FromClauseRule(), new TopRule(), new LimitRule(),
            new PositionalReferenceRule()));

    private static final SoqlRewriter LITERALS = new SoqlRewriter(List.of(
            new TimestampYearRule(), new TextColumnNumberRule(), new IsoDateRule(), new CheckboxNumberRule(),
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
        Rewrite syntax = SYNTAX.rewrite(soql, context);
        if (columns == null) {
            return new Repair(syntax.soql(), syntax.corrections(), List.of(), syntax.steps(), false);
        }
        CorrectionOutcome named = corrector.correct(syntax.soql(), columns);
        Rewrite literals = LITERALS.rewrite(named.soql(), context);

        Set<Correction> corrections = new LinkedHashSet<>(syntax.corrections());
        corrections.addAll(named.corrections());
        corrections.addAll(literals.corrections());
        List<Step> steps = new ArrayList<>(syntax.steps());
        List<Edit> columnEdits = named.edits();
        for (int i = columnEdits.size() - 1; i >= 0; i--) { // right to left, as the rewriter applies
            Edit edit = columnEdits.get(i);
            String before = syntax.soql().substring(edit.start(), edit.end());
            steps.add(new Step(edit.start(), before, edit.replacement(), edit.correction()));
        }
        steps.addAll(literals.steps());
        List<Ambiguity> ambiguities = named.ambiguities();
        return new Repair(literals.soql(), new ArrayList<>(corrections), ambiguities, steps, true);
    }
}
