package datasf.mcp.support;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Discovery API's {@code min_should_match}: how many of a query's n terms a dataset must match,
 * in Elasticsearch's {@code minimum_should_match} formats, which the API passes through: a count
 * ({@code 2}), all but a count ({@code -1}), a percentage rounded down ({@code 60%}), all but a
 * percentage ({@code -25%}), and one condition {@code K<spec}: every term when there are K or
 * fewer, else {@code spec}. Socrata's default is {@code 3<60%}. Whatever the spec computes, at least
 * one term and at most all of them are required. (Elasticsearch also takes several conditions
 * separated by spaces; like the reference fake, this one refuses them.)
 */
final class MinShouldMatch {

    static final String DEFAULT = "3<60%";

    private static final Pattern CONDITION = Pattern.compile("(\\d+)\\s*<\\s*(.+)");
    private static final Pattern AMOUNT = Pattern.compile("(-?)(\\d+)(%?)");

    private MinShouldMatch() {}

    /** Terms required out of {@code terms}; empty when {@code spec} is not a format the API takes. */
    static OptionalInt required(String spec, int terms) {
        String text = spec.strip();
        Matcher condition = CONDITION.matcher(text);
        if (condition.matches()) {
            long upTo = number(condition.group(1));
            return terms <= upTo ? OptionalInt.of(terms) : required(condition.group(2), terms);
        }
        Matcher amount = AMOUNT.matcher(text);
        if (!amount.matches()) {
            return OptionalInt.empty();
        }
        boolean allBut = !amount.group(1).isEmpty();
        long value = number(amount.group(2));
        long count = amount.group(3).isEmpty() ? value : terms * value / 100;
        long required = allBut ? terms - count : count;
        return OptionalInt.of((int) Math.max(terms == 0 ? 0 : 1, Math.min(terms, required)));
    }

    /** Digits as a number, however many (a count beyond any query's terms saturates). */
    private static long number(String digits) {
        String significant = digits.replaceFirst("^0+(?=\\d)", "");
        return significant.length() > 12 ? 1_000_000_000_000L : Long.parseLong(significant);
    }
}
