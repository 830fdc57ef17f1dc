package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bound the question says in words and the query writes one step off: "buildings four stories
 * or taller" written {@code number_of_existing_stories > 4} leaves the four-story ones out;
 * "films released after 2014" written {@code release_year >= 2014} takes 2014 in. Noted when the
 * question gives a number with "or more" ("or taller", "at least"), "or fewer" ("at most"), "more
 * than" ("over"), "fewer than" ("under"), or a year with "after", "before", "or later" or
 * "between ... and ...", and a condition of the WHERE or the HAVING ("streets with more than 14
 * cases" written {@code HAVING count(*) >= 14}) compares that very number (or the first day of
 * that year) with the strict or the inclusive operator the words rule out; the note's query uses
 * the other, for every such condition at once.
 */
final class InclusiveBoundCheck implements Check {

    private static final String NUMBER =
            "(?<![\\d,.])(\\d+(?![\\d,.]\\d)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
                    + "|a dozen|twenty|fifty|a hundred)";

    /**
     * A phrase, a plain word every match of it has, and for the number it gives, the operator the
     * query must not use and the one it means.
     */
    private record Rule(String word, Pattern phrase, Op wrong, Op meant) {}

    private static final List<Rule> RULES = List.of(
            new Rule(
                    "or",
                    Pattern.compile("\\b" + NUMBER
                            + " (?:\\w+ )?or (?:more|higher|taller|greater|above|over|bigger|larger)\\b"),
                    Op.GT,
                    Op.GE),
            new Rule("at", Pattern.compile("\\bat least " + NUMBER + "\\b"), Op.GT, Op.GE),
            new Rule(
                    "or",
                    Pattern.compile(
                            "\\b" + NUMBER + " (?:\\w+ )?or (?:fewer|less|lower|shorter|under|below|smaller)\\b"),
                    Op.LT,
                    Op.LE),
            new Rule("at", Pattern.compile("\\bat most " + NUMBER + "\\b"), Op.LT, Op.LE),
            new Rule(
                    "than",
                    Pattern.compile("\\b(?:more|greater|higher|larger|bigger) than " + NUMBER + "\\b"),
                    Op.GE,
                    Op.GT),
            new Rule("over", Pattern.compile("\\bover " + NUMBER + "\\b"), Op.GE, Op.GT),
            new Rule("than", Pattern.compile("\\b(?:fewer|less|lower|smaller) than " + NUMBER + "\\b"), Op.LE, Op.LT),
            new Rule("under", Pattern.compile("\\bunder " + NUMBER + "\\b"), Op.LE, Op.LT),
            new Rule("no", Pattern.compile("\\bno more than " + NUMBER + "\\b"), Op.LT, Op.LE),
            new Rule("after", QuestionYears.AFTER, Op.GE, Op.GT),
            new Rule("later", Pattern.compile("\\b((?:19|20)\\d\\d) (?:or|and) later\\b"), Op.GT, Op.GE),
            new Rule("after", Pattern.compile("\\b((?:19|20)\\d\\d) (?:or|and) after\\b"), Op.GT, Op.GE),
            new Rule("between", Pattern.compile("\\bbetween ((?:19|20)\\d\\d) and (?:19|20)\\d\\d\\b"), Op.GT, Op.GE),
            new Rule("between", Pattern.compile("\\bbetween (?:19|20)\\d\\d and ((?:19|20)\\d\\d)\\b"), Op.LT, Op.LE),
            new Rule("before", QuestionYears.BEFORE, Op.LE, Op.LT));

    /** The rules of a year: only theirs compare a year's first day ("over 2023-2024" is during). */
    private static final Set<String> YEAR_WORDS = Set.of("after", "later", "between", "before");

    private static final Map<String, Integer> WORDS = Map.ofEntries(
            Map.entry("one", 1),
            Map.entry("two", 2),
            Map.entry("three", 3),
            Map.entry("four", 4),
            Map.entry("five", 5),
            Map.entry("six", 6),
            Map.entry("seven", 7),
            Map.entry("eight", 8),
            Map.entry("nine", 9),
            Map.entry("ten", 10),
            Map.entry("eleven", 11),
            Map.entry("twelve", 12),
            Map.entry("a dozen", 12),
            Map.entry("twenty", 20),
            Map.entry("fifty", 50),
            Map.entry("a hundred", 100));

    @Override
    public void check(Review review, Notes notes) {
        if (review.predicates().stream().noneMatch(c -> c.kind() == Predicate.Kind.COMPARE && c.op().isOrdering())) {
            return; // no bound to be one off: the question's phrases need not be read
        }
        String text = review.text();
        Edits edits = new Edits(text);
        List<String> why = new ArrayList<>();
        Predicate first = null;
        for (Rule rule : RULES) {
            if (!review.question().words().contains(rule.word())) {
                continue; // the regex is dearer than a look for its one plain word
            }
            Matcher said = review.question().read(rule.phrase());
            if (!said.find()) {
                continue;
            }
            int number = number(said.group(1));
            for (Predicate condition : review.predicates()) {
                Literal bound = bound(condition, number, YEAR_WORDS.contains(rule.word()));
                if (bound == null
                        || condition.clause() != Clause.Kind.WHERE && condition.clause() != Clause.Kind.HAVING
                        || condition.op() != rule.wrong()
                        || condition.negated()
                        || condition.underNot()) {
                    continue;
                }
                boolean inclusive = rule.meant() == Op.GE || rule.meant() == Op.LE;
                why.add("the question says \"" + said.group() + "\", and "
                        + rule.wrong().symbol() + " " + number + (inclusive ? " leaves " : " takes ") + number
                        + (inclusive ? " out" : " in"));
                edits.replace(condition.node(), condition.subject().in(text) + " " + meant(rule.meant(), bound, text));
                first = first == null ? condition : first;
            }
        }
        if (first != null) {
            notes.add(first.node(), String.join("; ", why), "the operators the words mean", edits.apply());
        }
    }

    /**
     * The literal a comparison compares with the number: the number itself, or a date on the first
     * day of that year ({@code '2026-01-01'} for "2026 or later") for a rule of years; null otherwise.
     */
    private static Literal bound(Predicate condition, int number, boolean year) {
        if (condition.kind() != Predicate.Kind.COMPARE || condition.values().size() != 1) {
            return null;
        }
        Literal value = Values.number(condition.values().get(0));
        if (value != null) {
            return value.isInteger() && Integer.parseInt(value.text()) == number ? value : null;
        }
        Literal day = Values.string(condition.values().get(0));
        return day != null
                        && year
                        && number > 1900
                        && LocalDate.of(number, 1, 1).equals(Dates.dayOf(day.value()))
                ? day
                : null;
    }

    /**
     * The operator meant and its value. A year's first day is a day, not the year: "after 2010"
     * is {@code >= '2011-01-01'} ({@code > '2010-01-01'} keeps the rest of 2010), "through 2012"
     * {@code < '2013-01-01'}.
     */
    private static String meant(Op op, Literal bound, String text) {
        LocalDate day = bound.isString() ? Dates.dayOf(bound.value()) : null;
        if (day != null && (op == Op.GT || op == Op.LE)) {
            return (op == Op.GT ? Op.GE : Op.LT).symbol() + " '" + day.plusYears(1) + "'";
        }
        return op.symbol() + " " + bound.in(text);
    }

    private static int number(String said) {
        return WORDS.containsKey(said) ? WORDS.get(said) : Integer.parseInt(said);
    }
}
