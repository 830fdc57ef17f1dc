package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "The average number of incidents per month so far in 2025" written {@code count(*) / 12} divides
 * by twelve months where the data holds nine: the rows end in September. Noted when a count is
 * divided by 12 (months) or 365 (days), the query's conditions name one year, and the rows' time
 * ends before that year does (its largest value); the note's query counts each month (or day)
 * there is and averages those counts.
 */
final class PartialYearCheck implements Check {

    private static final Pattern YEAR = Pattern.compile("^(\\d{4})(?:-\\d\\d-\\d\\d.*)?$");

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple() || review.query().last().where() == null) {
            return;
        }
        for (SelectItem item : review.query().last().items()) {
            if (!(item.expr() instanceof Binary divide)
                    || divide.op() != Op.DIVIDE
                    || !(divide.left() instanceof Call count)
                    || !count.function().equals("count")
                    || Values.number(divide.right()) == null) {
                continue;
            }
            String by = Values.number(divide.right()).value();
            String trunc = by.equals("12") ? "date_trunc_ym" : by.equals("365") ? "date_trunc_ymd" : null;
            String time = trunc == null ? null : EventDates.asked(review);
            ColumnFacts facts = time == null ? null : review.dataset().column(time);
            String largest = facts == null || facts.stats() == null
                    ? null
                    : facts.stats().largest();
            Integer year = largest == null ? null : year(review);
            if (year == null || !largest.startsWith(year + "-") || largest.startsWith(year + "-12-31")) {
                continue;
            }
            String text = review.text();
            String alias = item.alias() == null ? "average" : item.alias().name();
            String where = review.query().last().where().in(text);
            String query = "SELECT " + trunc + "(" + time + ") AS period, " + count.in(text) + " AS n WHERE " + where
                    + " GROUP BY period |> SELECT avg(n) AS " + alias;
            notes.add(
                    item.expr(),
                    time + " ends at " + largest.substring(0, 10) + ", so " + year + " is not whole here: dividing by "
                            + by + " counts periods that have no rows yet",
                    "average the count of each period there is",
                    query);
        }
    }

    /** The one year the conditions name ({@code incident_year = '2025'}, {@code >= '2025-01-01'}), or null. */
    private static Integer year(Review review) {
        Set<Integer> years = new TreeSet<>();
        for (Literal literal : Walk.all(review.query().last().where(), Literal.class)) {
            Matcher found = YEAR.matcher(literal.value());
            if (found.matches()) {
                years.add(Integer.valueOf(found.group(1)));
            }
        }
        Set<Integer> asked = review.question().years().within().map(Set::of).orElse(Set.of());
        if (years.isEmpty()) {
            return null;
        }
        int first = years.iterator().next();
        boolean oneYear = years.size() == 1 || years.size() == 2 && years.contains(first + 1);
        return oneYear && (asked.isEmpty() || asked.contains(first)) ? first : null;
    }
}
