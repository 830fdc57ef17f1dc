package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Walk;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * "Noise complaints about construction" written {@code service_name = 'Noise Report'} counts every
 * noise report, where {@code service_subtype} holds {@code Noise From Construction}: a finer value
 * that shares a word with the one compared and holds the word of the question the query leaves
 * unsaid. So too "car break-ins" written {@code incident_category = 'Larceny Theft'}, where
 * {@code incident_subcategory} holds {@code Larceny - From Vehicle} (a car is a vehicle:
 * {@link Words#synonyms}). Noted when one to three known values of one other column of
 * categories, finer (more values) than the compared one and not compared by the query, are found
 * so; the note's query compares them instead.
 */
final class FinerValueCheck implements Check {

    /** The most words a category value has; more is a sentence ({@code fun_facts}). */
    private static final int MOST_WORDS = 5;

    /** What people call the rows of city data when they count them: said by any question. */
    private static final Set<String> ROW_NOUNS =
            Set.of("report", "request", "case", "complaint", "incident", "record", "call", "permit", "row");

    /** The question asks for the whole category, whatever kinds it names: "of any kind", "all types". */
    private static final java.util.regex.Pattern ANY_KIND =
            java.util.regex.Pattern.compile("\\b(?:of )?(?:any|every|all) (?:kinds?|types?|sorts?)\\b");

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown() || review.query() == null) {
            return;
        }
        boolean comparesText = review.predicates().stream()
                .anyMatch(p -> p.isEquality() && review.dataset().type(p.column()) == SoqlType.TEXT);
        if (!comparesText || question.read(ANY_KIND).find()) {
            return; // "stolen vehicles of any kind, cars and motorcycles both": the category itself
        }
        Set<String> said = said(review);
        List<String> unsaid = question.words().stream()
                // a word of a value, or a three-letter one such as "car" (isCommon takes those as short)
                .filter(w -> !Question.isCommon(w) || w.length() == 3 && w.matches("[a-z]+"))
                // "car" is not said by "Vehicle", which covers motorcycles too
                .filter(w -> said.stream().noneMatch(s -> Words.sameMeaning(s, w) && !Words.covers(s, w)))
                .filter(w -> !ROW_NOUNS.contains(w))
                .toList();
        if (unsaid.isEmpty()) {
            return;
        }
        Set<String> compared = review.predicates().stream()
                .map(Predicate::column)
                .filter(c -> c != null)
                .collect(Collectors.toSet());
        for (Predicate condition : review.predicates()) {
            Literal value = TextEquality.value(review, condition);
            if (value == null) {
                continue;
            }
            Set<String> own = Words.of(value.value());
            own.removeIf(w -> w.length() < 4);
            if (saidWordForWord(own, question)) {
                continue; // "thefts from vehicles" is 'Larceny - From Vehicle' word for word: nothing finer is asked
            }
            ColumnProfile comparedProfile = review.dataset().profile().column(condition.column());
            for (ColumnFacts other : review.dataset().columns()) {
                ColumnProfile profile = review.dataset().profile().column(other.field());
                if (other.type() != SoqlType.TEXT
                        || compared.contains(other.field())
                        || profile == null
                        || profile.namesAThing() // a name (applicant) holds no finer kind of the value
                        || comparedProfile == null
                        || profile.distinct() <= comparedProfile.distinct()
                        || profile.distinct() > CategoryNamedCheck.CATEGORIES) {
                    continue;
                }
                ColumnFacts comparedFacts = review.dataset().column(condition.column());
                // a value the compared column holds too is beside the one compared, not within it
                List<ColumnStats.Count> finer = other.values().stream()
                        .filter(v -> finer(v.value(), own, unsaid)
                                && !comparedFacts.has(v.value())
                                && accounted(v.value(), own, question))
                        .toList();
                if (finer.isEmpty() || finer.size() > 3) {
                    continue;
                }
                String replacement = finer.size() == 1
                        ? other.field() + " = "
                                + SoqlStrings.literal(finer.get(0).value())
                        : other.field() + " IN ("
                                + finer.stream()
                                        .map(v -> SoqlStrings.literal(v.value()))
                                        .collect(Collectors.joining(", "))
                                + ")";
                notes.replace(
                        condition.node(),
                        other.field() + " holds "
                                + finer.stream()
                                        .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                                        .collect(Collectors.joining(", "))
                                + ", finer than " + SoqlStrings.literal(value.value())
                                + " and named by the question's words",
                        replacement);
                return;
            }
        }
    }

    /**
     * A short value (a category, not a sentence) sharing a word with the compared one and holding
     * a word of the question left unsaid.
     */
    private static boolean finer(String value, Set<String> own, List<String> unsaid) {
        String lower = value.toLowerCase(java.util.Locale.ROOT);
        if (own.stream().noneMatch(o -> lower.contains(o.substring(0, Math.min(o.length(), Words.STEM))))) {
            return false; // no word of the compared value in it: the common case, told without splitting
        }
        Set<String> words = Words.of(value);
        return words.size() <= MOST_WORDS
                && words.stream().anyMatch(w -> own.stream().anyMatch(o -> Words.sameStem(o, w)))
                && words.stream()
                        .anyMatch(w -> unsaid.stream().anyMatch(u -> Words.synonyms(u, w) && !Words.covers(w, u)));
    }

    /**
     * Whether every word of the finer value is the compared value's, the question's (or one of
     * its meaning) or says nothing: {@code Vehicle, Stolen, Auto} for "cars stolen", not
     * {@code Vehicle, Recovered, Auto}, nor either for "car break-ins".
     */
    private static boolean accounted(String value, Set<String> own, Question question) {
        return Words.of(value).stream()
                .allMatch(w -> w.length() < 3
                        || !w.matches(".*\\p{L}.*")
                        || Question.isCommon(w)
                        || own.stream().anyMatch(o -> Words.sameStem(o, w))
                        // "light" of Streetlight - Light_Out is said within "streetlights"
                        || w.length() >= 4 && own.stream().anyMatch(o -> o.length() > w.length() && o.contains(w))
                        // "vehicles" does not ask for Auto alone
                        || question.words().stream().anyMatch(q -> Words.sameMeaning(q, w) && !Words.covers(q, w)));
    }

    /**
     * Whether the question says each of the value's two or more words, each with a word of its own
     * ("thefts from vehicles" for {@code Larceny - From Vehicle}; not "car break-ins", a theft,
     * for both words of {@code Larceny Theft}).
     */
    private static boolean saidWordForWord(Set<String> own, Question question) {
        List<String> words = own.stream().filter(w -> !Question.isCommon(w)).toList();
        Set<String> used = new HashSet<>();
        for (String word : words) {
            String saying = question.words().stream()
                    .filter(q -> !used.contains(q) && Words.sameMeaning(q, word))
                    .findFirst()
                    .orElse(null);
            if (saying == null) {
                return false;
            }
            used.add(saying);
        }
        return words.size() > 1;
    }

    /** The words the query says already: its text literals, and the names of the columns it reads. */
    private static Set<String> said(Review review) {
        Set<String> said = new HashSet<>(review.dataset().profile().row().rowWords());
        for (Literal literal : Walk.all(review.query(), Literal.class)) {
            if (literal.isString()) {
                said.addAll(Words.of(literal.value()));
            }
        }
        review.predicates().stream()
                .map(Predicate::column)
                .filter(c -> c != null)
                .forEach(c -> said.addAll(Words.of(c)));
        return said;
    }
}
