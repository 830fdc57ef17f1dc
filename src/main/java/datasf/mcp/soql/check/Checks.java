package datasf.mcp.soql.check;

import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;

/**
 * The checks on every answer: small rules over the query's tree, the dataset's schema and the
 * values the instance already knows, each writing a note ({@link Hint}) where the query, the
 * schema or the values show the risk of a likely mistake. They ask Socrata nothing, so an answer
 * costs no request for them; on an error, the SQL that SoQL lacks is named with its SoQL form.
 */
public final class Checks {

    /** Notes on an answer with rows: each costs tokens in an answer that may well be right. */
    static final int MAX_NOTES_WITH_ROWS = 2;

    static final int MAX_NOTES = 4;

    /**
     * What a note says of a count that is 0 by how it is written ({@code count(x)} under
     * {@code x IS NULL}), not because nothing matched: the answer's message says so.
     */
    public static final String ZERO_WHATEVER_MATCHED = "is 0 whatever matched";

    private static final List<Check> ANSWER = List.of(
            new EmptyTextCheck(),
            new BooleanNullCheck(),
            new PlaceholderNullCheck(),
            new PlaceholderCountCheck(),
            new NullRowsCheck(),
            new EmptyRangeCheck(),
            new BeyondRangeCheck(),
            new LengthUnitCheck(),
            new DateOnlyBoundCheck(),
            new WeekendCheck(),
            new FunctionDomainCheck(),
            new TextComparisonCheck(),
            new CaseMatchCheck(),
            new MissedCaseCheck(),
            new VariantValuesCheck(),
            new MissingValueCheck(),
            new LikeManyValuesCheck(),
            new LikeMeaningCheck(),
            new CrossStreetCheck(),
            new BlockPrefixCheck(),
            new IntersectionOrderCheck(),
            new LatestRowsCheck(),
            new YearAskedCheck(),
            new RecentPeriodCheck(),
            new EmptyPeriodsCheck(),
            new NamedColumnCheck(),
            new SiblingColumnsCheck(),
            new NamedDateCheck(),
            new NamedGroupDateCheck(),
            new NamedNumberColumnCheck(),
            new WeekdayRangeCheck(),
            new YearRangeCheck(),
            new YearSpanAskedCheck(),
            new WholeShareCheck(),
            new ShareBaseCheck(),
            new ShareOfAllCheck(),
            new ShareSidesCheck(),
            new PairedAggregatesCheck(),
            new ClockHourCheck(),
            new InclusiveBoundCheck(),
            new StateAskedCheck(),
            new OutcomeAskedCheck(),
            new StatusEventCheck(),
            new AsOfStatusCheck(),
            new DateOnlyOrderCheck(),
            new CategoryNamedCheck(),
            new FinerValueCheck(),
            new SharedWordValueCheck(),
            new LeftOutKindCheck(),
            new UnorderedTopCheck(),
            new LabelCheck(),
            new PrecedenceCheck(),
            new ExactDivisionCheck(),
            new CaseAggregateCheck(),
            new ThingShareCheck(),
            new PartDifferenceCheck(),
            new PercentScaleCheck(),
            new DistinctInstantCheck(),
            new TypicalValueCheck(),
            new FallbackCheck(),
            new PeriodCheck(),
            new NeighbourColumnCheck(),
            new GeoArgumentsCheck());

    /** The checks that read what came back with the profile: only on an answer that is a table of the query's rows. */
    private static final List<Check> ROWS = List.of(
            new NullSortCheck(),
            new NullGroupCheck(),
            new BucketGroupCheck(),
            new CountNullsCheck(),
            new FlagCountCheck(),
            new TimestampGroupCheck(),
            new DateOnlyHourCheck(),
            new PartOverPeriodsCheck(),
            new PartialYearCheck(),
            new PartialYearGroupCheck(),
            new CountThingsCheck(),
            new ThingAggregateCheck(),
            new RepeatedRowsCheck(),
            new EveryRowCheck(),
            new PerGroupTopCheck(),
            new CutTieCheck());

    private static final List<Check> ERROR =
            List.of(new NeighbourColumnCheck(), new GeoArgumentsCheck(), new TypedLikeCheck());

    private static final List<SqlFix> SQL = List.of(
            new SubqueryFix(),
            new UnionFix(),
            new CountDistinctFix(),
            new RegexFix(),
            new IsTrueFix(),
            new CastTypeFix(),
            new DateLiteralFix(),
            new AnyFix(),
            new ParameterFix());

    private Checks() {}

    /** Notes on an answer that had rows, or none; empty when nothing shows a risk. */
    public static List<Hint> answer(String soql, DatasetFacts dataset, boolean empty) {
        return answer(soql, dataset, empty, AnswerRows.NONE);
    }

    /**
     * Notes on an answer, with or without rows, read with the rows it came back with (when they
     * are a table of the query's rows) and the dataset's profile.
     */
    public static List<Hint> answer(String soql, DatasetFacts dataset, boolean empty, AnswerRows rows) {
        return answer(SoqlTree.parse(soql), dataset, empty, rows);
    }

    /** The same, on the query's tree as the call parsed it. */
    public static List<Hint> answer(SoqlTree soql, DatasetFacts dataset, boolean empty, AnswerRows rows) {
        return answer(soql, dataset, empty, rows, Question.NONE);
    }

    /** The same, read against the person's question as well (what it counts, its latest rows, a value it names). */
    public static List<Hint> answer(
            SoqlTree soql, DatasetFacts dataset, boolean empty, AnswerRows rows, Question question) {
        Review review = new Review(soql, dataset, empty ? Review.Outcome.EMPTY : Review.Outcome.ROWS, rows, question);
        if (!review.tree().isValid()) {
            return List.of();
        }
        Notes notes = new Notes(soql.text());
        ANSWER.forEach(check -> check.check(review, notes));
        if (rows.known()) {
            for (Check check : ROWS) {
                if (CallDeadline.passed()) {
                    break;
                }
                check.check(review, notes);
            }
        }
        return cut(notes.all(), empty ? MAX_NOTES : MAX_NOTES_WITH_ROWS);
    }

    /** The SoQL form of the SQL a refused query holds that SoQL lacks (subqueries, WITH, ~, IS TRUE, ...). */
    public static List<Hint> missingSql(String soql) {
        return missingSql(soql, DatasetFacts.none());
    }

    /** The same, with what is known of the dataset's columns (a checkbox's {@code IS TRUE} is {@code = true}). */
    public static List<Hint> missingSql(String soql, DatasetFacts dataset) {
        return missingSql(SoqlTree.parse(soql), dataset);
    }

    /** The same, on the query's tree as the call parsed it (a query SoQL lacks has its tokens only). */
    public static List<Hint> missingSql(SoqlTree soql, DatasetFacts dataset) {
        Notes notes = new Notes(soql.text());
        SqlText sql = SqlText.of(soql, dataset);
        SQL.forEach(fix -> fix.fix(sql, notes));
        return cut(notes.all(), MAX_NOTES);
    }

    /** Notes on a query Socrata refused for another reason: a value of another column, geo arguments. */
    public static List<Hint> error(String soql, DatasetFacts dataset) {
        return error(SoqlTree.parse(soql), dataset);
    }

    /** The same, on the query's tree as the call parsed it. */
    public static List<Hint> error(SoqlTree soql, DatasetFacts dataset) {
        return error(soql, dataset, Question.NONE);
    }

    /** The same, read against the person's question ("the 3200 block" says how wide a number is). */
    public static List<Hint> error(SoqlTree soql, DatasetFacts dataset, Question question) {
        Review review = new Review(soql, dataset, Review.Outcome.ERROR, AnswerRows.NONE, question);
        if (!review.tree().isValid()) {
            return List.of();
        }
        Notes notes = new Notes(soql.text());
        ERROR.forEach(check -> check.check(review, notes));
        return cut(notes.all(), MAX_NOTES);
    }

    private static List<Hint> cut(List<Hint> notes, int max) {
        return notes.subList(0, Math.min(notes.size(), max));
    }
}
