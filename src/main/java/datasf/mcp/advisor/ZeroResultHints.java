package datasf.mcp.advisor;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.SoqlAnalysis;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
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
        QueryText query = QueryText.of(soql);
        Set<String> columns = new LinkedHashSet<>();
        for (Predicates.Condition condition : conditions(query, types)) {
            boolean compared = isEquality(condition) || condition.kind() == Predicates.Kind.LIKE;
            if (!condition.negated()
                    && isTextColumn(condition, types)
                    && condition.subject().isBareColumn()
                    && compared
                    && condition.values().stream().anyMatch(v -> v.isString(query))) {
                columns.add(condition.subject().column());
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
        QueryText query = QueryText.of(soql);
        List<Hint> hints = new ArrayList<>();
        List<Replacement> fixes = new ArrayList<>();
        for (Predicates.Condition condition : conditions(query, types)) {
            if (condition.negated()) {
                continue;
            }
            nullComparison(query, condition, hints);
            timestampDay(query, condition, types, hints);
            afterLastUpdate(query, condition, types, lastUpdate, hints);
            caseWrapped(query, condition, hints);
            if (condition.kind() == Predicates.Kind.LIKE) {
                LikeHints.add(query, condition, types, samples, hints);
            } else if (isTextColumn(condition, types) && condition.subject().isBareColumn() && isEquality(condition)) {
                ValueHints.add(query, condition, samples.get(condition.subject().column()), autoCorrect, hints, fixes);
            }
        }
        pagingAndSearch(query, hints);
        List<Correction> corrections =
                fixes.stream().map(Replacement::correction).distinct().toList();
        String corrected = fixes.isEmpty() ? null : apply(query, fixes);
        List<Hint> all = new ArrayList<>();
        // the value fixes first: the likeliest cause, and what the query is re-run with (given once)
        fixes.forEach(
                fix -> all.add(new Hint(fix.what(), fix.why(), fix.suggestion(), all.isEmpty() ? corrected : null)));
        all.addAll(hints);
        if (all.isEmpty()) {
            all.add(fallback(query));
        }
        return new Advice(all, corrections, corrected);
    }

    /** A literal to replace with the one value it matches ignoring case, and what to say about it. */
    record Replacement(int token, String text, Correction correction, String what, String why, String suggestion) {}

    private static List<Predicates.Condition> conditions(QueryText query, Map<String, SoqlType> types) {
        return Predicates.find(query, types::containsKey);
    }

    private static boolean isTextColumn(Predicates.Condition condition, Map<String, SoqlType> types) {
        return condition.subject().column() != null
                && types.get(condition.subject().column()) == SoqlType.TEXT;
    }

    private static boolean isEquality(Predicates.Condition condition) {
        return condition.kind() == Predicates.Kind.IN
                || condition.kind() == Predicates.Kind.COMPARE
                        && (condition.operator().equals("=")
                                || condition.operator().equals("=="));
    }

    private static void nullComparison(QueryText query, Predicates.Condition condition, List<Hint> hints) {
        if (condition.kind() != Predicates.Kind.COMPARE
                || !condition.values().get(0).isNull(query)) {
            return;
        }
        boolean equal = condition.operator().equals("=") || condition.operator().equals("==");
        if (!equal
                && !condition.operator().equals("!=")
                && !condition.operator().equals("<>")) {
            return;
        }
        String fixed = condition.subject().text(query) + (equal ? " IS NULL" : " IS NOT NULL");
        hints.add(HintText.hint(query, condition, "a comparison with NULL is never true", fixed));
    }

    private static void timestampDay(
            QueryText query, Predicates.Condition condition, Map<String, SoqlType> types, List<Hint> hints) {
        Predicates.Operand subject = condition.subject();
        if (condition.kind() != Predicates.Kind.COMPARE
                || !subject.isBareColumn()
                || types.get(subject.column()) != SoqlType.TIMESTAMP
                || !condition.values().get(0).isString(query)
                || !(condition.operator().equals("=") || condition.operator().equals("=="))) {
            return;
        }
        String value = SoqlStrings.value(query.token(condition.values().get(0).first()));
        String column = subject.text(query);
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
        hints.add(HintText.hint(query, condition, "a timestamp equals a date only at midnight", fixed));
    }

    /** {@code incident_date >= '2026-05-01'} on data last updated before then: nothing is that recent. */
    private static void afterLastUpdate(
            QueryText query,
            Predicates.Condition condition,
            Map<String, SoqlType> types,
            LocalDate lastUpdate,
            List<Hint> hints) {
        Predicates.Operand subject = condition.subject();
        boolean later = condition.operator().equals(">")
                || condition.operator().equals(">=")
                || condition.kind() == Predicates.Kind.BETWEEN;
        if (lastUpdate == null
                || !later
                || subject.column() == null
                || types.get(subject.column()) != SoqlType.TIMESTAMP
                || !condition.values().get(0).isString(query)) {
            return;
        }
        String value = SoqlStrings.value(query.token(condition.values().get(0).first()));
        if (value.length() >= 10
                && value.matches("\\d{4}-\\d{2}-\\d{2}.*")
                && LocalDate.parse(value.substring(0, 10)).isAfter(lastUpdate)) {
            hints.add(new Hint(
                    HintText.what(query, condition),
                    "the data was last updated " + lastUpdate + "; no row is that recent",
                    "a date before " + lastUpdate + ", or say the data ends there",
                    null));
        }
    }

    /** {@code upper(x) = 'Mission'}: an upper-cased value never equals a literal with lower case. */
    private static void caseWrapped(QueryText query, Predicates.Condition condition, List<Hint> hints) {
        String function = condition.subject().function();
        if (!"upper".equals(function) && !"lower".equals(function) || condition.kind() == Predicates.Kind.IS_NULL) {
            return;
        }
        boolean upper = function.equals("upper");
        for (Predicates.Operand value : condition.values()) {
            if (!value.isString(query)) {
                continue;
            }
            String literal = SoqlStrings.value(query.token(value.first()));
            String recased = upper ? literal.toUpperCase(Locale.ROOT) : literal.toLowerCase(Locale.ROOT);
            if (!recased.equals(literal)) {
                String fixed = HintText.replaceIn(query, condition, value, SoqlStrings.literal(recased));
                hints.add(HintText.hint(
                        query,
                        condition,
                        function + "() gives " + (upper ? "upper" : "lower") + " case; the literal is not",
                        fixed));
            }
        }
    }

    private static void pagingAndSearch(QueryText query, List<Hint> hints) {
        SoqlAnalysis analysis = SoqlAnalysis.analyze(query.text());
        if (analysis.offset().orElse(0) > 0) {
            hints.add(new Hint(
                    "OFFSET " + analysis.offset().getAsLong(),
                    "the offset may be past the last row",
                    "a smaller OFFSET, or count_rows first",
                    null));
        }
        int search = query.findTopLevel("SEARCH", 0);
        if (search != QueryText.NONE) {
            hints.add(new Hint(
                    query.slice(search, query.previous(query.clauseEnd(search))),
                    "SEARCH needs every word in some text column",
                    "fewer words, or upper(col) LIKE '%WORD%' on one column",
                    null));
        }
    }

    private static Hint fallback(QueryText query) {
        int where = query.findTopLevel("WHERE", 0);
        String what =
                where == QueryText.NONE ? "the query" : query.slice(where, query.previous(query.clauseEnd(where)));
        return new Hint(
                HintText.shorten(what),
                "no row matched and no condition looks wrong",
                "check each condition with count_rows and values with distinct_values",
                null);
    }

    private static String apply(QueryText query, List<Replacement> fixes) {
        StringBuilder text = new StringBuilder(query.text());
        fixes.stream()
                .sorted(Comparator.comparingInt(Replacement::token).reversed())
                .forEach(fix -> text.replace(
                        query.token(fix.token()).start(),
                        query.token(fix.token()).end(),
                        fix.text()));
        return text.toString();
    }
}
