package datasf.mcp.advisor;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
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
            String text,
            Predicate condition,
            Map<String, SoqlType> types,
            Map<String, ValueSample> samples,
            List<Hint> hints) {
        Expr pattern = condition.values().get(0);
        if (!Values.isString(pattern)
                || condition.column() == null
                || types.get(condition.column()) != SoqlType.TEXT
                || condition.function() != null) {
            return; // a wrapped column is handled by caseWrapped
        }
        String written = Values.string(pattern).value();
        String wildcards = written.replace('*', '%');
        if (!wildcards.contains("%") && !wildcards.contains("_")) {
            wildcards = "%" + wildcards + "%";
        }
        String wildcardWhy = wildcards.equals(written)
                ? null
                : written.contains("*") ? "LIKE's wildcard is %, not *" : "LIKE without % is equality";
        ValueSample sample = samples.get(condition.column());
        boolean hasLetters = !written.toUpperCase(Locale.ROOT).equals(written.toLowerCase(Locale.ROOT));
        if (sample != null && ValueMatcher.likeMatchesAny(wildcards, sample)) {
            if (wildcardWhy != null) {
                hints.add(HintText.hint(
                        text,
                        condition,
                        wildcardWhy,
                        HintText.replaceIn(text, condition, pattern, SoqlStrings.literal(wildcards))));
            }
            return;
        }
        List<ValueSample.ValueCount> caseless =
                sample == null ? List.of() : ValueMatcher.likeIgnoringCase(wildcards, sample);
        String upper = "upper(" + condition.subject().in(text) + ") LIKE "
                + SoqlStrings.literal(wildcards.toUpperCase(Locale.ROOT));
        String prefix = wildcardWhy == null ? "" : wildcardWhy + "; ";
        boolean noneEvenIgnoringCase = sample != null && sample.complete() && caseless.isEmpty();
        if (!caseless.isEmpty()) {
            hints.add(HintText.hint(
                    text,
                    condition,
                    prefix + "LIKE is case-sensitive; ignoring case it matches " + HintText.quoted(caseless),
                    upper));
        } else if (wildcardWhy != null && (noneEvenIgnoringCase || !hasLetters)) {
            hints.add(HintText.hint(
                    text,
                    condition,
                    wildcardWhy,
                    HintText.replaceIn(text, condition, pattern, SoqlStrings.literal(wildcards))));
        } else if (wildcardWhy != null) {
            // no evidence either way: the form that matches whatever the case is
            hints.add(HintText.hint(text, condition, wildcardWhy + ", and case-sensitive", upper));
        } else if (hasLetters) {
            String kept = sample == null
                    ? null
                    : WordsApart.condition(condition.subject().in(text), written, sample);
            if (kept != null) {
                hints.add(HintText.hint(text, condition, WordsApart.why(written), kept));
            }
            String respelled = sample == null || kept != null
                    ? null
                    : CloseSpellings.condition(condition.subject().in(text), written, sample);
            if (respelled != null) {
                hints.add(HintText.hint(text, condition, CloseSpellings.why(written), respelled));
            }
            String why = sample == null
                    ? "LIKE is case-sensitive"
                    : sample.complete()
                            ? "no value matches it, even ignoring case"
                            : "LIKE is case-sensitive; no frequent value matches it";
            hints.add(HintText.hint(text, condition, why, upper));
        }
    }
}
