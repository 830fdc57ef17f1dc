package datasf.mcp.advisor;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Predicates;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Why a {@code LIKE} on a text column matched nothing: no {@code %} (then it is equality), a
 * {@code *} (not a wildcard), or the case: SoQL's LIKE is case-sensitive. The column's values,
 * when looked up, say which; without them the hint is the form that matches whatever the case.
 */
final class LikeHints {

    private LikeHints() {}

    static void add(
            QueryText query,
            Predicates.Condition condition,
            Map<String, SoqlType> types,
            Map<String, ValueSample> samples,
            List<Hint> hints) {
        Predicates.Operand pattern = condition.values().get(0);
        if (!pattern.isString(query)
                || condition.subject().column() == null
                || types.get(condition.subject().column()) != SoqlType.TEXT
                || condition.subject().function() != null) {
            return; // a wrapped column is handled by caseWrapped
        }
        String written = SoqlStrings.value(query.token(pattern.first()));
        String wildcards = written.replace('*', '%');
        if (!wildcards.contains("%") && !wildcards.contains("_")) {
            wildcards = "%" + wildcards + "%";
        }
        String wildcardWhy = wildcards.equals(written)
                ? null
                : written.contains("*") ? "LIKE's wildcard is %, not *" : "LIKE without % is equality";
        ValueSample sample = samples.get(condition.subject().column());
        boolean hasLetters = !written.toUpperCase(Locale.ROOT).equals(written.toLowerCase(Locale.ROOT));
        if (sample != null && ValueMatcher.likeMatchesAny(wildcards, sample)) {
            if (wildcardWhy != null) {
                hints.add(HintText.hint(
                        query,
                        condition,
                        wildcardWhy,
                        HintText.replaceIn(query, condition, pattern, SoqlStrings.literal(wildcards))));
            }
            return;
        }
        List<ValueSample.ValueCount> caseless =
                sample == null ? List.of() : ValueMatcher.likeIgnoringCase(wildcards, sample);
        String upper = "upper(" + condition.subject().text(query) + ") LIKE "
                + SoqlStrings.literal(wildcards.toUpperCase(Locale.ROOT));
        String prefix = wildcardWhy == null ? "" : wildcardWhy + "; ";
        boolean noneEvenIgnoringCase = sample != null && sample.complete() && caseless.isEmpty();
        if (!caseless.isEmpty()) {
            hints.add(HintText.hint(
                    query,
                    condition,
                    prefix + "LIKE is case-sensitive; ignoring case it matches " + HintText.quoted(caseless),
                    upper));
        } else if (wildcardWhy != null && (noneEvenIgnoringCase || !hasLetters)) {
            hints.add(HintText.hint(
                    query,
                    condition,
                    wildcardWhy,
                    HintText.replaceIn(query, condition, pattern, SoqlStrings.literal(wildcards))));
        } else if (wildcardWhy != null) {
            // no evidence either way: the form that matches whatever the case is
            hints.add(HintText.hint(query, condition, wildcardWhy + ", and case-sensitive", upper));
        } else if (hasLetters) {
            String why = sample == null
                    ? "LIKE is case-sensitive"
                    : sample.complete()
                            ? "no value matches it, even ignoring case"
                            : "LIKE is case-sensitive; no frequent value matches it";
            hints.add(HintText.hint(query, condition, why, upper));
        }
    }
}
