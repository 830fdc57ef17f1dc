package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "What's been reported on the 3600 block of Geary" written {@code address LIKE '36% GEARY
 * BLVD%'}: the {@code %} after the digits takes any number of them, so 36 Geary and 360 Geary
 * come back too. The block's numbers have exactly as many digits as its first one; the note's
 * pattern has one {@code _} for each ({@code '36__ GEARY BLVD%'}).
 */
final class BlockPrefixCheck implements Check {

    /** Digits, then a {@code %}, then the rest of the pattern. */
    private static final Pattern LEADING_DIGITS = Pattern.compile("(\\d+)%(.*)", Pattern.DOTALL);

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            Literal pattern = condition.kind() == Predicate.Kind.LIKE && !condition.negated()
                    ? Values.string(condition.values().get(0))
                    : null;
            Matcher digits = pattern == null ? null : LEADING_DIGITS.matcher(pattern.value());
            if (digits == null || !digits.matches() || !condition.isBareColumn()) {
                continue;
            }
            Optional<String> block = BlockNumbers.begunBy(review.question(), digits.group(1));
            if (block.isEmpty()) {
                continue;
            }
            String wild = "_".repeat(block.get().length() - digits.group(1).length());
            String exact = digits.group(1) + wild + digits.group(2);
            notes.replace(
                    condition.node(),
                    "the " + block.get() + " block's numbers have "
                            + block.get().length() + " digits, and "
                            + SoqlStrings.literal(pattern.value()) + " also matches numbers of any other length ("
                            + digits.group(1) + ", " + digits.group(1) + "0)",
                    condition.subject().in(review.text()) + " LIKE " + SoqlStrings.literal(exact));
            return;
        }
    }
}
