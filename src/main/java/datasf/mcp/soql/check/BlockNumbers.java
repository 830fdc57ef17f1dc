package datasf.mcp.soql.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The blocks a question names by their first house number ("the 3600 block of Geary": 3600 to
 * 3699), and the digits a pattern must then be followed by: a block's numbers have as many digits
 * as its first one, so {@code '36%'} also takes 36, 360 and 36000 in.
 */
final class BlockNumbers {

    private static final Pattern BLOCK = Pattern.compile("\\b([1-9]\\d{0,2}00)[- ]block\\b");

    private BlockNumbers() {}

    /** The first house numbers of the blocks the question names. */
    static List<String> asked(Question question) {
        List<String> blocks = new ArrayList<>();
        Matcher found = question.read(BLOCK);
        while (found.find()) {
            blocks.add(found.group(1));
        }
        return blocks;
    }

    /** The block {@code digits} begin, when the question names one that is those digits and zeros. */
    static Optional<String> begunBy(Question question, String digits) {
        return asked(question).stream()
                .filter(block -> block.length() > digits.length()
                        && block.startsWith(digits)
                        && block.substring(digits.length()).matches("0+"))
                .findFirst();
    }
}
