package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A share has a base, the rows it is of, and a part. "Of the approved permits, what percentage are
 * push carts?" written {@code sum(case(status = 'APPROVED', 1, true, 0)) * 100.0 / count(*) WHERE
 * facilitytype = 'Push Cart'} is the share of push carts that are approved; "Among closed cases,
 * what share came in by phone?" written with both conditions in the case is the share of all
 * cases. The base is in the WHERE (over {@code count(*)}), the part in the case. Noted when an
 * output divides a sum of a case by {@code count(*)}, the question says its base ("of the ...",
 * "among ...", "what share of the ... are"), and a condition whose values the base names sits in
 * the case, or one the rest of the question names sits in the WHERE; the note's query puts each
 * on its side.
 */
final class ShareSidesCheck implements Check {

    private static final Set<String> SHARES =
            Set.of("share", "percent", "percentage", "fraction", "proportion", "portion", "ratio");

    /** "Of all the larceny thefts, what ...", "Among closed cases, what ...": the base, group 1. */
    private static final Pattern LEADING = Pattern.compile(
            "^(?:so |and )?(?:of|among|out of) (?:all )?(?:the |those |these )?([^,?]+?)(?:,| what| how)(.*)$");

    /** "What share of the OTC alterations permits are in district 3": the base, group 1. */
    private static final Pattern INNER = Pattern.compile("\\b(?:share|percent(?:age)?|fraction|proportion) of (?:all )?"
            + "(?:the )?([^,?]+?) (?:are|is|were|was|have|has|had|that|which|came|happened|got)\\b(.*)$");

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple() || !review.question().words().stream().anyMatch(SHARES::contains)) {
            return;
        }
        Select select = review.query().last();
        for (Binary divide : Outputs.divisions(select)) {
            Call when = Outputs.countsAll(divide.right()) ? ShareBaseCheck.caseIn(divide.left()) : null;
            if (when == null || when.arguments().isEmpty()) {
                continue;
            }
            String[] sides = sides(review.question());
            if (sides == null) {
                return;
            }
            Set<String> base = Words.of(sides[0]);
            Set<String> rest = Words.of(sides[1]);
            Expr part = when.arguments().get(0);
            List<Expr> inCase = new ArrayList<>();
            List<Expr> inWhere = new ArrayList<>();
            boolean moved = false;
            for (Expr condition : Outputs.conjuncts(part)) {
                boolean toWhere = says(review, condition, base) && !says(review, condition, rest);
                (toWhere ? inWhere : inCase).add(condition);
                moved |= toWhere;
            }
            List<Expr> kept = select.where() == null ? List.of() : Outputs.conjuncts(select.where());
            for (Expr condition : kept) {
                boolean toCase = says(review, condition, rest) && !says(review, condition, base);
                (toCase ? inCase : inWhere).add(condition);
                moved |= toCase;
            }
            if (!moved || inCase.isEmpty()) {
                return;
            }
            notes.add(
                    part,
                    "the share is of " + sides[0].strip() + ": that is its base, in the WHERE over count(*), and what"
                            + " it counts of them goes in the case",
                    "the base's conditions in the WHERE, the rest in the case",
                    rebuilt(review, select, part, inCase, inWhere));
            return;
        }
    }

    /** The base the question gives and what it says after it (the part), or null when it gives none. */
    private static String[] sides(Question question) {
        for (Pattern pattern : List.of(LEADING, INNER)) {
            Matcher said = question.read(pattern);
            if (said.find()) {
                // the part is what follows the base: "In 2023, what fraction of burglaries were
                // resolved with an arrest" keeps the year it opens with on the base's side
                return new String[] {said.group(1), said.group(2)};
            }
        }
        return null;
    }

    /** Whether a word of the phrase is a word or number the condition compares with. */
    private static boolean says(Review review, Expr condition, Set<String> phrase) {
        for (Literal literal : Walk.all(condition, Literal.class)) {
            String value = literal.isString() ? literal.value() : literal.text();
            for (String word : Words.of(value)) {
                if (phrase.stream().anyMatch(w -> Words.sameStem(w, word))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The query with {@code inWhere} as its WHERE and {@code inCase} as the case's condition. */
    static String rebuilt(Review review, Select select, Expr part, List<Expr> inCase, List<Expr> inWhere) {
        String text = review.text();
        String where = String.join(
                " AND ", inWhere.stream().map(c -> Outputs.asConjunct(c, text)).toList());
        String counted = String.join(
                " AND ", inCase.stream().map(c -> Outputs.asConjunct(c, text)).toList());
        // the WHERE follows the select list: what is done to it leaves the case where it was
        String withWhere;
        if (select.where() == null) {
            withWhere = ClauseSplices.addClause(text, select, Clause.Kind.WHERE, "WHERE " + where);
        } else if (where.isEmpty()) {
            withWhere = ClauseSplices.remove(text, select.clause(Clause.Kind.WHERE));
        } else {
            withWhere = ClauseSplices.replace(text, select.where(), where);
        }
        return ClauseSplices.replace(withWhere, part, counted);
    }
}
