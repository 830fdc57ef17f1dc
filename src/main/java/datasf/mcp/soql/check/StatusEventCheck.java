package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * "Permits issued in 2024" written {@code status = 'issued' AND issued_date >= '2024-01-01' AND
 * ...}: the status is where a permit stands today, so the permits issued in 2024 and completed
 * since are left out, while {@code issued_date} alone says which were issued then. Noted when a
 * WHERE holds a status whose value is the name of a date it also bounds ({@code issued},
 * {@code issued_date}), and the person's question does not ask where things stand now
 * ("still", "currently"); the note's query leaves the status out. Without such a date, when the
 * question asks whether it ever happened ("ever got issued", "ended up getting issued"), the note
 * asks for the date instead.
 */
final class StatusEventCheck implements Check {

    /** "ended up getting issued", "eventually issued": it happened, whatever came after. */
    private static final Pattern ENDED = Pattern.compile("\\b(?:ended up|eventually|at some point)\\b");

    /** Words that ask for the status as it is now. */
    private static final Set<String> NOW = Set.of("still", "currently", "current", "now", "status", "remain", "yet");

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple() || review.query().last().where() == null) {
            return;
        }
        Expr where = review.query().last().where();
        List<Expr> conjuncts = Outputs.conjuncts(where);
        Set<String> bounded = review.predicates().stream()
                .filter(p -> p.clause() == Clause.Kind.WHERE
                        && p.column() != null
                        && review.dataset().type(p.column()) == SoqlType.TIMESTAMP
                        && !p.negated())
                .map(Predicate::column)
                .collect(Collectors.toSet());
        for (Predicate condition : review.predicates()) {
            Literal value = TextEquality.value(review, condition);
            if (value == null || !conjuncts.contains(condition.node())) {
                continue;
            }
            Set<String> said = Words.of(value.value());
            String date = bounded.stream()
                    .filter(d -> !said.isEmpty() && names(said, EventDates.nameWords(d)))
                    .findFirst()
                    .orElse(null);
            if (date == null) {
                everHappened(review, condition, said, notes);
                continue;
            }
            if (NOW.stream().anyMatch(review.question()::mentions)) {
                continue;
            }
            String kept = conjuncts.stream()
                    .filter(c -> c != condition.node())
                    .map(c -> Outputs.asConjunct(c, review.text()))
                    .collect(Collectors.joining(" AND "));
            notes.add(
                    condition.node(),
                    condition.column() + " is where each row stands today, so the rows " + value.value()
                            + " then and changed since are left out; " + date + " alone says when",
                    "leave out " + condition.node().in(review.text()),
                    ClauseSplices.replace(review.text(), where, kept));
        }
    }

    /** The status's words are the date's name, but for endings ({@code EXPIRED}: {@code expirationdate}). */
    private static boolean names(Set<String> said, Set<String> name) {
        return said.size() == name.size()
                && said.stream().allMatch(w -> name.stream().anyMatch(n -> EventDates.names(w, n)));
    }

    /**
     * "How many permits ever got issued" written {@code status = 'issued'}: the permits issued and
     * completed since have another status, and {@code issued_date} is set on them all.
     */
    private static void everHappened(Review review, Predicate condition, Set<String> said, Notes notes) {
        if (said.isEmpty()
                || !review.question().mentions("ever")
                        && !review.question().read(ENDED).find()) {
            return;
        }
        EventDates.timestamps(review).stream()
                .map(ColumnProfile::field)
                .filter(d -> names(said, EventDates.nameWords(d)))
                .findFirst()
                .ifPresent(date -> notes.replace(
                        condition.node(),
                        condition.column() + " is where each row stands today; " + date
                                + " is set on every row it ever happened to",
                        date + " IS NOT NULL"));
    }
}
