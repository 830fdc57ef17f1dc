package datasf.mcp.soql.check;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The written form of a text value, digits as {@code 9} and letters as {@code a}: {@code 09:30}
 * is {@code 99:99}, {@code 20240105} is {@code 99999999}. A text column whose values all share
 * one form with digits in it holds numbers, dates or times written as text, and compares them
 * character by character.
 */
final class TextFormat {

    private static final Pattern DIGITS = Pattern.compile("\\d+");

    private TextFormat() {}

    static String of(String value) {
        StringBuilder form = new StringBuilder(value.length());
        for (char c : value.toCharArray()) {
            form.append(Character.isDigit(c) ? '9' : Character.isLetter(c) ? 'a' : c);
        }
        return form.toString();
    }

    /** The one form all the examples share when it has digits and no letters, else null. */
    static String shared(List<String> examples) {
        if (examples.size() < 2) {
            return null;
        }
        String form = of(examples.get(0));
        for (String example : examples) {
            if (!of(example).equals(form)) {
                return null;
            }
        }
        return form.contains("9") && !form.contains("a") ? form : null;
    }

    /**
     * {@code value} written in {@code form}: each group of digits padded with zeros to the form's
     * group ({@code 9:00} in {@code 99:99} is {@code 09:00}), or all its digits together when the
     * form is one group ({@code 2024-01-05} in {@code 99999999} is {@code 20240105}); null when it
     * does not fit.
     */
    static String rewrite(String value, String form) {
        List<String> groups = groups(value);
        List<String> formGroups = groups(form);
        if (groups.isEmpty()) {
            return null;
        }
        if (formGroups.size() == 1 && groups.size() > 1) {
            String joined = String.join("", groups);
            return joined.length() == form.length() ? joined : null;
        }
        if (groups.size() != formGroups.size()) {
            return null;
        }
        StringBuilder written = new StringBuilder();
        Matcher m = DIGITS.matcher(form);
        int at = 0;
        int index = 0;
        while (m.find()) {
            written.append(form, at, m.start());
            String group = groups.get(index++);
            int width = m.end() - m.start();
            if (group.length() > width) {
                return null;
            }
            written.append("0".repeat(width - group.length())).append(group);
            at = m.end();
        }
        written.append(form.substring(at));
        String result = written.toString();
        return of(result).equals(form) ? result : null;
    }

    private static List<String> groups(String value) {
        List<String> groups = new ArrayList<>();
        Matcher m = DIGITS.matcher(value);
        while (m.find()) {
            groups.add(m.group());
        }
        return groups;
    }
}
