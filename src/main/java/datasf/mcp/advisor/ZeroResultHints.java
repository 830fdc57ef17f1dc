package datasf.mcp.advisor;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.SoqlAnalysis;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Why a query that ran may have matched nothing, from the query, the column types and the values
 * looked up for its text columns; pure, so every case is tested without a server. Each condition
 * that can silently match nothing is checked:
 * <ul>
 *   <li>{@code text_col = 'lit'} and {@code IN}: the literal against the column's values (case,
 *       near values); exactly one case-insensitive match becomes a value correction;</li>
 *   <li>{@code = NULL} / {@code != NULL}, which are never true;</li>
 *   <li>{@code timestamp_col = '2023-07-04'}, which matches midnight only;</li>
 *   <li>{@code LIKE} without {@code %}, with {@code *}, or whose case matches nothing;</li>
 *   <li>{@code upper(col) = 'Mixed'}, an OFFSET past the end, a SEARCH.</li>
 * </ul>
 * Every empty answer gets at least one hint.
 */
public final class ZeroResultHints {

    /** The why of the hint given when no condition looks wrong: other advice replaces it. */
    public static final String NOTHING_LOOKS_WRONG = "no row matched and no condition looks wrong";

    /** The why of the hint given when a query with no condition at all answers no rows. */
    public static final String NO_CONDITION = "the query has no condition, so the dataset returned no rows at all";

    private static final Pattern UPPER_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}(T00:00(:00(\\.0+)?)?)?");

    /**
     * @param hints at least one
     * @param valueCorrections literals that match exactly one value ignoring case (auto-correct on)
     * @param correctedSoql the query with those values, or null when there are none
     */
    public record Advice(List<Hint> hints, List<Correction> valueCorrections, String correctedSoql) {

        public Advice {
            hints = List.copyOf(hints);
            valueCorrections = List.copyOf(valueCorrections);
        }

        /** One line for the LLM: the first reason, and whether there is more to read. */
        public String message() {
            String first = hints.get(0).why();
            return "No rows matched: " + first + (hints.size() > 1 ? " (" + hints.size() + " hints)" : "")
                    + ". See hints.";
        }
    }

    private ZeroResultHints() {}

    /** Text columns compared with string literals by = / IN / LIKE: the ones worth a value lookup, in order. */
    public static List<String> columnsToLookUp(String soql, Map<String, SoqlType> types) {
        return columnsToLookUp(SoqlTree.parse(soql), types);
    }

    /** The same, on the query's tree as the call parsed it. */
    public static List<String> columnsToLookUp(SoqlTree soql, Map<String, SoqlType> types) {
        Set<String> columns = new LinkedHashSet<>();
        for (Predicate condition : conditions(soql, types)) {
            boolean compared = condition.isEquality() || condition.kind() == Predicate.Kind.LIKE;
            if (!condition.negated()
                    && isTextColumn(condition, types)
                    && condition.isBareColumn()
                    && compared
                    && condition.values().stream().anyMatch(Values::isString)) {
                columns.add(condition.column());
            }
        }
        return List.copyOf(columns);
    }

    public static Advice advise(
            String soql, Map<String, SoqlType> types, Map<String, ValueSample> samples, boolean autoCorrect) {
        return advise(soql, types, null, samples, autoCorrect);
    }

    /**
     * @param lastUpdate the day the dataset's data last changed, or null when unknown: a condition
     *     asking for later rows is then named
     */
    public static Advice advise(
            String soql,
            Map<String, SoqlType> types,
            LocalDate lastUpdate,
            Map<String, ValueSample> samples,
            boolean autoCorrect) {
        return advise(SoqlTree.parse(soql), types, lastUpdate, samples, autoCorrect);
    }

    /** The same, on the query's tree as the call parsed it. */
    public static Advice advise(
            SoqlTree tree,
            Map<String, SoqlType> types,
            LocalDate lastUpdate,
            Map<String, ValueSample> samples,
            boolean autoCorrect) {
        String soql = tree.text();
        List<Hint> hints = new ArrayList<>();
        List<Replacement> fixes = new ArrayList<>();
        // each sample's values split into words once, whatever the number of literals matched
        Map<String, ValueMatcher.Prepared> prepared = new HashMap<>();
        samples.forEach((column, sample) -> prepared.put(column, ValueMatcher.prepare(sample)));
        for (Predicate condition : conditions(tree, types)) {
            if (condition.negated()) {
                continue;
            }
            nullComparison(soql, condition, hints);
            timestampDay(soql, condition, types, hints);
            afterLastUpdate(soql, condition, types, lastUpdate, hints);
            caseWrapped(soql, condition, hints);
            if (condition.kind() == Predicate.Kind.LIKE) {
                LikeHints.add(soql, condition, types, samples, hints);
            } else if (isTextColumn(condition, types) && condition.isBareColumn() && condition.isEquality()) {
                ValueHints.add(soql, condition, prepared.get(condition.column()), autoCorrect, hints, fixes);
            }
        }
        pagingAndSearch(tree, hints);
        List<Correction> corrections =
                fixes.stream().map(Replacement::correction).distinct().toList();
        String corrected = fixes.isEmpty() ? null : apply(soql, fixes);
        List<Hint> all = new ArrayList<>();
        // the value fixes first: the likeliest cause, and what the query is re-run with (given once)
        fixes.forEach(
                fix -> all.add(new Hint(fix.what(), fix.why(), fix.suggestion(), all.isEmpty() ? corrected : null)));
        all.addAll(hints);
        if (all.isEmpty()) {
            all.add(fallback(tree));
        }
        return new Advice(all, corrections, corrected);
    }

    /** A literal to replace with the one value it matches ignoring case, and what to say about it. */
    record Replacement(
            Literal literal, String text, Correction correction, String what, String why, String suggestion) {}

    /** The conditions of a query; none when it does not parse (then only the fallback hint is given). */
    private static List<Predicate> conditions(SoqlTree tree, Map<String, SoqlType> types) {
        return tree.isValid() ? Predicates.of(tree.query(), types::containsKey) : List.of();
    }

    private static boolean isTextColumn(Predicate condition, Map<String, SoqlType> types) {
        return condition.column() != null && types.get(condition.column()) == SoqlType.TEXT;
    }

    private static void nullComparison(String text, Predicate condition, List<Hint> hints) {
        if (condition.kind() != Predicate.Kind.COMPARE
                || !Values.isNull(condition.values().get(0))
                || !(condition.op().isEquality() || condition.op().isInequality())) {
            return;
        }
        String fixed = condition.subject().in(text) + (condition.op().isEquality() ? " IS NULL" : " IS NOT NULL");
        hints.add(HintText.hint(text, condition, "a comparison with NULL is never true", fixed));
    }

    private static void timestampDay(String text, Predicate condition, Map<String, SoqlType> types, List<Hint> hints) {
        if (condition.kind() != Predicate.Kind.COMPARE
                || !condition.isBareColumn()
                || types.get(condition.column()) != SoqlType.TIMESTAMP
                || !Values.isString(condition.values().get(0))
                || !condition.op().isEquality()) {
            return;
        }
        String value = Values.string(condition.values().get(0)).value();
        String column = condition.subject().in(text);
        String fixed;
        if (UPPER_DATE.matcher(value).matches()) {
            fixed = "date_trunc_ymd(" + column + ") = " + SoqlStrings.literal(value.substring(0, 10));
        } else if (value.matches("\\d{4}-\\d{2}")) {
            fixed = "date_trunc_ym(" + column + ") = " + SoqlStrings.literal(value);
        } else if (value.matches("\\d{4}")) {
            fixed = "date_extract_y(" + column + ") = " + value;
        } else {
            return;
        }
        hints.add(HintText.hint(text, condition, "a timestamp equals a date only at midnight", fixed));
    }

    /** {@code incident_date >= '2026-05-01'} on data last updated before then: nothing is that recent. */
    private static void afterLastUpdate(
            String text, Predicate condition, Map<String, SoqlType> types, LocalDate lastUpdate, List<Hint> hints) {
        boolean later = condition.kind() == Predicate.Kind.BETWEEN
                || condition.kind() == Predicate.Kind.COMPARE && (condition.op() == Op.GT || condition.op() == Op.GE);
        if (lastUpdate == null
                || !later
                || condition.column() == null
                || types.get(condition.column()) != SoqlType.TIMESTAMP
                || !Values.isString(condition.values().get(0))) {
            return;
        }
        String value = Values.string(condition.values().get(0)).value();
        if (value.length() >= 10
                && value.matches("\\d{4}-\\d{2}-\\d{2}.*")
                && LocalDate.parse(value.substring(0, 10)).isAfter(lastUpdate)) {
            hints.add(new Hint(
                    HintText.what(text, condition),
                    "the data was last updated " + lastUpdate + "; no row is that recent",
                    "a date before " + lastUpdate + ", or say the data ends there",
                    null));
        }
    }

    /** {@code upper(x) = 'Mission'}: an upper-cased value never equals a literal with lower case. */
    private static void caseWrapped(String text, Predicate condition, List<Hint> hints) {
        String function = condition.function();
        if (!"upper".equals(function) && !"lower".equals(function) || condition.kind() == Predicate.Kind.IS_NULL) {
            return;
        }
        boolean upper = function.equals("upper");
        for (Expr value : condition.values()) {
            if (!Values.isString(value)) {
                continue;
            }
            String literal = Values.string(value).value();
            String recased = upper ? literal.toUpperCase(Locale.ROOT) : literal.toLowerCase(Locale.ROOT);
            if (!recased.equals(literal)) {
                String fixed = HintText.replaceIn(text, condition, value, SoqlStrings.literal(recased));
                hints.add(HintText.hint(
                        text,
                        condition,
                        function + "() gives " + (upper ? "upper" : "lower") + " case; the literal is not",
                        fixed));
            }
        }
    }

    private static void pagingAndSearch(SoqlTree tree, List<Hint> hints) {
        SoqlAnalysis analysis = SoqlAnalysis.of(tree);
        if (analysis.offset().orElse(0) > 0) {
            hints.add(new Hint(
                    "OFFSET " + analysis.offset().getAsLong(),
                    "the offset may be past the last row",
                    "a smaller OFFSET, or count_rows first",
                    null));
        }
        Clause search = tree.isValid() ? tree.query().last().clause(Clause.Kind.SEARCH) : null;
        if (search != null) {
            hints.add(new Hint(
                    search.in(tree.text()),
                    "SEARCH needs every word in some text column",
                    "fewer words, or upper(col) LIKE '%WORD%' on one column",
                    null));
        }
    }

    private static Hint fallback(SoqlTree tree) {
        if (tree.isValid() && hasNoCondition(tree)) {
            // nothing chose rows: the dataset (or the part of it the query pages to) has none
            return new Hint(
                    "the query",
                    NO_CONDITION,
                    "check that the dataset has rows (count_rows without a where); an OFFSET past its last row "
                            + "answers none too",
                    null);
        }
        Clause where = tree.isValid() ? tree.query().last().clause(Clause.Kind.WHERE) : null;
        String what = where == null ? "the query" : where.in(tree.text());
        return new Hint(
                HintText.shorten(what),
                NOTHING_LOOKS_WRONG,
                "check each condition with count_rows and values with distinct_values",
                null);
    }

    /** Whether no clause of the query picks rows or groups (WHERE, HAVING, SEARCH), in any stage. */
    private static boolean hasNoCondition(SoqlTree tree) {
        return tree.query().selects().stream()
                .allMatch(stage -> stage.clause(Clause.Kind.WHERE) == null
                        && stage.clause(Clause.Kind.HAVING) == null
                        && stage.clause(Clause.Kind.SEARCH) == null);
    }

    private static String apply(String soql, List<Replacement> fixes) {
        StringBuilder text = new StringBuilder(soql);
        fixes.stream()
                .sorted(Comparator.comparingInt(
                                (Replacement fix) -> fix.literal().start())
                        .reversed())
                .forEach(
                        fix -> text.replace(fix.literal().start(), fix.literal().end(), fix.text()));
        return text.toString();
    }
}
