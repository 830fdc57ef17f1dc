package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A kind the question leaves out by a word that several values share: "2024 reports, excluding
 * supplementals" written {@code report_type_code != 'IS'} still counts the vehicle and Coplogic
 * supplements; "initial reports (not supplements)" written {@code report_type_description =
 * 'Initial'} leaves out the vehicle and Coplogic initial ones, which the question does not. Read
 * on a column whose values are all known, or on a code column through its text column (each code
 * paired with the text of the same count). Noted when two values or more have the word (one
 * value's word is a state: "not issued yet"), the values the condition keeps differ from every
 * value without the word, and the values it wrongly drops say nothing the question says;
 * the note's query keeps every value without the word.
 */
final class LeftOutKindCheck implements Check {

    private static final Pattern LEFT_OUT =
            Pattern.compile("\\b(?:not|no|excluding|exclude|without|leaving out|leave out|except|other than|apart from)"
                    + " (?:the |any |all )?([a-z]+)");

    /** The plain words every match of {@link #LEFT_OUT} has one of. */
    private static final Set<String> TRIGGERS =
            Set.of("not", "no", "excluding", "exclude", "without", "leaving", "leave", "except", "other", "apart");

    /** Most values a kind is taken from: beyond this the column is a list of names, not of kinds. */
    private static final int MOST_VALUES = 12;

    @Override
    public void check(Review review, Notes notes) {
        if (review.question().words().stream().noneMatch(TRIGGERS::contains)) {
            return; // no word that leaves anything out: the regex is dearer than this look
        }
        Matcher said = review.question().read(LEFT_OUT);
        String word = said.find() ? Words.singular(said.group(1)) : null;
        if (word == null || Question.isCommon(word)) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (column == null
                    || column.type() != SoqlType.TEXT
                    || !condition.isBareColumn()
                    || condition.clause() != Clause.Kind.WHERE
                    || condition.underOr()
                    || condition.underNot()) {
                continue;
            }
            Map<String, String> texts = texts(review, column);
            Set<String> kept = kept(condition, texts.keySet());
            if (texts.isEmpty() || kept == null) {
                continue;
            }
            Set<String> without = new LinkedHashSet<>();
            texts.forEach((value, text) -> {
                if (!hasLeftOut(text, word)) {
                    without.add(value);
                }
            });
            // a word of two values or more is a kind ("supplement"); of one, a state ("not issued yet")
            if (without.isEmpty() || without.size() > texts.size() - 2 || without.equals(kept)) {
                continue;
            }
            boolean keepsTheWord = kept.stream().anyMatch(v -> !without.contains(v));
            List<String> dropped =
                    without.stream().filter(v -> !kept.contains(v)).toList();
            boolean dropsUnsaid = !keepsTheWord
                    && dropped.stream().allMatch(v -> unsaid(review.question(), texts.get(v), texts, kept));
            if (!keepsTheWord && !dropsUnsaid) {
                continue;
            }
            String subject = condition.subject().in(review.text());
            notes.replace(
                    condition.node(),
                    "the question leaves out " + said.group(1) + ": the values of " + column.field()
                            + " without it are "
                            + without.stream().map(v -> describe(v, texts)).collect(Collectors.joining(", "))
                            + (keepsTheWord ? ", and this keeps others" : ", and this keeps only some"),
                    subject + " IN ("
                            + without.stream().map(SoqlStrings::literal).collect(Collectors.joining(", ")) + ")");
            return;
        }
    }

    /** The word the question leaves out ("not supplements": supplement), singular, or null. */
    static String leftOut(Question question) {
        Matcher said = question.read(LEFT_OUT);
        String word = said.find() ? Words.singular(said.group(1)) : null;
        return word == null || Question.isCommon(word) ? null : word;
    }

    /** Whether a value's text has the word the question leaves out. */
    static boolean hasLeftOut(String text, String leftOut) {
        return leftOut != null && Words.of(text).stream().anyMatch(w -> Words.sameStem(w, leftOut));
    }

    /**
     * Each known value of the column with the text it stands for: itself, or for a code, the text
     * of its text column with the same count. Empty when the values are not all known, too many,
     * or a code pairs with no text or with two.
     */
    private static Map<String, String> texts(Review review, ColumnFacts column) {
        Map<String, String> texts = new LinkedHashMap<>();
        if (!column.complete() || column.values().size() < 2 || column.values().size() > MOST_VALUES) {
            return texts;
        }
        ColumnProfile profile = review.dataset().profile().column(column.field());
        ColumnFacts described = profile == null ? null : review.dataset().column(profile.describedBy());
        for (ColumnStats.Count value : column.values()) {
            String text = value.value();
            if (described != null) {
                List<String> same = described.values().stream()
                        .filter(other -> other.count() == value.count())
                        .map(ColumnStats.Count::value)
                        .toList();
                if (!described.complete() || same.size() != 1) {
                    return Map.of();
                }
                text = same.get(0);
            }
            texts.put(value.value(), text);
        }
        return texts;
    }

    /** The values an equality, IN or their negation keeps of {@code all}; null for any other condition. */
    private static Set<String> kept(Predicate condition, Set<String> all) {
        boolean in = condition.kind() == Predicate.Kind.IN;
        boolean compare = condition.kind() == Predicate.Kind.COMPARE
                && (condition.op().isEquality() || condition.op().isInequality());
        if (!in && !compare) {
            return null;
        }
        Set<String> named = new LinkedHashSet<>();
        for (Expr value : condition.values()) {
            Literal literal = Values.string(value);
            if (literal == null || !all.contains(literal.value())) {
                return null;
            }
            named.add(literal.value());
        }
        boolean negative = in ? condition.negated() : condition.op().isInequality();
        if (!negative) {
            return named;
        }
        Set<String> rest = new LinkedHashSet<>(all);
        rest.removeAll(named);
        return rest;
    }

    /**
     * A dropped value's text has a word no kept value has, and the question says none of those:
     * "Vehicle Initial" beside a kept "Initial", where the question says nothing of vehicles.
     */
    private static boolean unsaid(Question question, String text, Map<String, String> texts, Set<String> kept) {
        Set<String> keptWords = new LinkedHashSet<>();
        kept.forEach(v -> keptWords.addAll(Words.of(texts.get(v))));
        List<String> own = new ArrayList<>(Words.of(text));
        own.removeAll(keptWords);
        return !own.isEmpty() && own.stream().noneMatch(question::mentions);
    }

    private static String describe(String value, Map<String, String> texts) {
        String text = texts.get(value);
        return SoqlStrings.literal(value) + (text.equals(value) ? "" : " (" + text + ")");
    }
}
