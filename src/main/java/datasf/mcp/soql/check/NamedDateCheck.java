package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two dates of a row: "how many permits were issued in 2022" written with {@code filed_date}
 * bounds counts the permits filed in 2022. The query alone cannot tell; the question names the
 * date, by its name ("issued": {@code issued_date}) or by what the publisher calls it (its
 * display name, its description: "when the incident occurred" is {@code incident_datetime}, for
 * "incidents occurred in January"). Noted when
 * the WHERE bounds one timestamp whose name the question does not use, and the question names
 * exactly one other (not by what it counts: "how many permits" names no
 * {@code permit_creation_date}); the note's query bounds that timestamp instead, and leaves out a
 * condition that said the same with a status ({@code status = 'issued'}: the permits whose
 * status is issued today). A query that bounds no date but sorts by one under a LIMIT ("the
 * first permit to be issued" sorted by {@code filed_date}) is read the same way.
 */
final class NamedDateCheck implements Check {

    /** "And whether they're closed": the other date is asked as a state, and the rows list it. */
    private static final Pattern WHETHER = Pattern.compile("\\bwhether\\b");

    /** The words before a verb that make it passive: "were reported", "have been reported". */
    private static final Set<String> AUXILIARIES =
            Set.of("was", "were", "been", "be", "is", "are", "being", "got", "get");

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown() || !review.query().isSimple()) {
            return;
        }
        String written = bounded(review);
        if (written == null) {
            checkOrder(review, notes);
            return;
        }
        String named = otherNamed(review, written);
        if (named == null) {
            return;
        }
        Expr where = review.query().last().where();
        String query = ClauseSplices.replace(review.text(), where, rewritten(review, where, written, named));
        if (Outputs.readsBesidesWhere(review.query().last(), written)) {
            // "closed each month" grouped by the month of the request: the months are of the other date too
            query = everywhere(query, written, named);
        }
        notes.add(
                where,
                "the conditions bound " + written + ", and the question asks about " + named,
                named + " in place of " + written,
                query);
    }

    /** The query with every mention of the column {@code written} naming {@code named} instead. */
    static String everywhere(String query, String written, String named) {
        return Pattern.compile("\\b" + Pattern.quote(written) + "\\b")
                .matcher(query)
                .replaceAll(Matcher.quoteReplacement(named));
    }

    /**
     * "The first wood-frame permit to be issued" written {@code ORDER BY filed_date LIMIT 1}: the
     * first filed. Noted when the WHERE bounds no date and the one sort key of a LIMIT is a
     * timestamp the question does not name, where it names one other; the note sorts by that one.
     */
    private static void checkOrder(Review review, Notes notes) {
        Select select = review.query().last();
        if (select.limit() == null || select.orderBy().size() != 1) {
            return;
        }
        OrderItem order = select.orderBy().get(0);
        String written = Outputs.bareColumn(review, Outputs.resolved(select, order.expr()));
        if (written == null || review.dataset().type(written) != SoqlType.TIMESTAMP) {
            return;
        }
        String named = otherNamed(review, written);
        if (named != null && !(review.question().read(WHETHER).find() && lists(select, named))) {
            notes.replace(
                    order.expr(),
                    "the rows are sorted by " + written + ", and the question asks about " + named,
                    named);
        }
    }

    private static boolean lists(Select select, String field) {
        return select.items().stream().anyMatch(item -> field.equals(Outputs.field(item)));
    }

    /** The one other timestamp the question names where it does not name {@code written}; else null. */
    static String otherNamed(Review review, String written) {
        Question question = review.question();
        ColumnFacts writtenFacts = review.dataset().column(written);
        if (named(question, written, Set.of()) || labelled(question, writtenFacts)) {
            return null;
        }
        Set<Set<String>> names = new LinkedHashSet<>();
        for (ColumnProfile date : EventDates.timestamps(review)) {
            String field = date.field();
            if (question.reportsAState() && EventDates.nameWords(field).contains("report")) {
                continue; // "motorcycles reported stolen in 2022": stolen in 2022
            }
            if (statusOfTheRows(review, field)) {
                continue; // "approved permits still valid on 1 October" beside status = 'APPROVED'
            }
            if (!field.equals(written)
                    && (named(question, field, review.dataset().profile().row().rowWords())
                            || described(question, review.dataset().column(field), writtenFacts))) {
                names.add(EventDates.nameWords(field));
            }
        }
        if (names.size() != 1 || names.iterator().next().isEmpty()) {
            return null;
        }
        String named =
                EventDates.namedBy(review, names.iterator().next().iterator().next());
        return named == null || named.equals(written) ? null : named;
    }

    /**
     * The one timestamp the WHERE bounds, or null. {@code closed_date IS NULL} bounds no date: it
     * says the case is still open, whatever the question dates.
     */
    static String bounded(Review review) {
        Set<String> bounded = new LinkedHashSet<>();
        for (Predicate condition : review.predicates()) {
            if (condition.clause() == Clause.Kind.WHERE
                    && condition.kind() != Predicate.Kind.IS_NULL
                    && condition.column() != null
                    && review.dataset().type(condition.column()) == SoqlType.TIMESTAMP
                    && !condition.negated()
                    && condition.values().stream().noneMatch(value -> value instanceof ColumnRef)) {
                // a date compared with another (reported the day it happened) bounds neither
                bounded.add(condition.column());
            }
        }
        return bounded.size() == 1 ? bounded.iterator().next() : null;
    }

    /**
     * Whether a word of the timestamp's name stands just before a word naming the dataset's rows
     * ("approved permits") and a value the query compares says it: a status of the rows, said as
     * the query already says it, not the date of an event.
     */
    private static boolean statusOfTheRows(Review review, String field) {
        Question question = review.question();
        Set<String> rowWords = review.dataset().profile().row().rowWords();
        for (String word : EventDates.nameWords(field)) {
            int at = question.position(word);
            if (at >= 0
                    && rowWords.stream().anyMatch(row -> question.position(row) == at + 1)
                    && comparedValueSays(review, word)) {
                return true;
            }
        }
        return false;
    }

    private static boolean comparedValueSays(Review review, String word) {
        for (Predicate condition : review.predicates()) {
            for (Expr value : condition.values()) {
                Literal text = Values.string(value);
                if (text != null
                        && !condition.negated()
                        && Words.of(text.value()).contains(word)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The WHERE with {@code named} for {@code written}, without a condition that gives a status
     * the named date's word ({@code status = 'issued'} beside {@code issued_date}).
     */
    private static String rewritten(Review review, Expr where, String written, String named) {
        String text = review.text();
        Pattern column = Pattern.compile("\\b" + Pattern.quote(written) + "\\b");
        Set<String> said = EventDates.nameWords(named);
        List<String> kept = new ArrayList<>();
        for (Expr conjunct : Outputs.conjuncts(where)) {
            if (saysTheDate(review, conjunct, said)) {
                continue;
            }
            LocalDate day = dayEquality(review, conjunct, written);
            if (day != null && Dates.holdsTimes(review.dataset().column(named))) {
                // one day of a date only, asked of a time of day: the whole day
                kept.add(named + " >= '" + day + "' AND " + named + " < '" + day.plusDays(1) + "'");
                continue;
            }
            kept.add(column.matcher(Outputs.asConjunct(conjunct, text)).replaceAll(Matcher.quoteReplacement(named)));
        }
        return kept.isEmpty() ? where.in(text) : String.join(" AND ", kept);
    }

    /** The day of {@code written = 'YYYY-MM-DD'}, when the conjunct is that; else null. */
    private static LocalDate dayEquality(Review review, Expr conjunct, String written) {
        for (Predicate condition : review.predicates()) {
            if (condition.node() == conjunct
                    && written.equals(condition.column())
                    && condition.isBareColumn()
                    && condition.isEquality()
                    && !condition.negated()
                    && condition.values().size() == 1) {
                Literal value = Values.string(condition.values().get(0));
                return value == null ? null : Dates.dateOnly(value.value());
            }
        }
        return null;
    }

    static boolean saysTheDate(Review review, Expr conjunct, Set<String> said) {
        for (Predicate condition : review.predicates()) {
            if (condition.node() == conjunct
                    && condition.isEquality()
                    && !condition.negated()
                    && condition.values().size() == 1
                    && review.dataset().type(condition.column()) == SoqlType.TEXT) {
                Literal value = Values.string(condition.values().get(0));
                return value != null && Words.of(value.value()).equals(said);
            }
        }
        return false;
    }

    /**
     * A word of the timestamp's name is in the question (or but for its ending: "issue" for
     * {@code issued_date}) and is neither what it counts nor a word that names the rows themselves ("permit" of {@code permit_creation_date} in Building Permits).
     */
    private static boolean named(Question question, String field, Set<String> rowWords) {
        return EventDates.nameWords(field).stream()
                .anyMatch(word -> (question.namesBesidesCounted(word)
                                || !question.counted().contains(word) && question.mentionsRootOf(word))
                        && !rowWords.contains(word)
                        && !saidInPassing(question, word));
    }

    /**
     * Whether the question says the word only as the passive "reported" every count of crimes
     * uses ("thefts have been reported since 2022": the thefts, dated as they happened; "were
     * filed in 2023" does name the filing date), or denies it ("took place in March, not when
     * reported").
     */
    private static boolean saidInPassing(Question question, String word) {
        List<String> words = question.words();
        boolean said = false;
        for (int at = 0; at < words.size(); at++) {
            if (!Words.sameStem(words.get(at), word) && !Words.madeFrom(words.get(at), word)) {
                continue;
            }
            said = true;
            boolean passive = word.equals("report") && at > 0 && AUXILIARIES.contains(words.get(at - 1));
            boolean denied = words.subList(Math.max(0, at - 4), at).contains("not");
            if (!passive && !denied) {
                return false;
            }
        }
        return said;
    }

    /** A word of the column's display name is in the question ("opened": {@code Opened}). */
    private static boolean labelled(Question question, ColumnFacts column) {
        return column != null
                && Words.of(column.label()).stream()
                        .anyMatch(w -> question.namesBesidesCounted(w) && !saidInPassing(question, w));
    }

    /**
     * A word of the question is in what the publisher says the timestamp is and not in what it
     * says of the one written ("occurred": "The date and time when the incident occurred").
     */
    private static boolean described(Question question, ColumnFacts date, ColumnFacts written) {
        if (date == null || written == null) {
            return false;
        }
        Set<String> other = Words.of(written.description());
        other.addAll(Words.of(written.field()));
        other.addAll(Words.of(written.label()));
        Set<String> said = Words.of(date.description());
        said.addAll(Words.of(date.label()));
        for (String word : said) {
            if (word.length() >= 5
                    && !Question.isCommon(word)
                    && !other.contains(word)
                    && question.namesBesidesCounted(word)
                    && !saidInPassing(question, word)) {
                return true;
            }
        }
        return false;
    }
}
