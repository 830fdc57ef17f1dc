package datasf.mcp.soql.analysis;

import datasf.mcp.soql.syntax.CastTypes;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Cast;
import datasf.mcp.soql.tree.Paren;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A cast to a type SoQL lacks ({@code ::int}, {@code ::varchar}, {@code ::date}) becomes the SoQL
 * that does what it meant, by what the value is: the SoQL cast that exists ({@code text::number},
 * {@code number::text}), the whole part of a number for {@code ::int} ({@code floor(x)}), the
 * day of a timestamp for {@code ::date}
 * ({@code date_trunc_ymd(x)}, not the timestamp {@code ::floating_timestamp} keeps); none when SoQL
 * has no cast between the two (a checkbox to a number).
 */
final class CastFix {

    /** What the cast becomes, and why; {@code replacement} null when SoQL has nothing for it. */
    record Replacement(String replacement, String why) {}

    /** The casts to a whole number that SQL dialects have and SoQL lacks. */
    private static final Set<String> WHOLE = Set.of("int", "integer", "bigint", "smallint", "int4", "int8", "int64");

    private CastFix() {}

    static Replacement of(Finding finding, String text) {
        Cast cast = (Cast) finding.at();
        String name = cast.type().toLowerCase(Locale.ROOT);
        String operand = cast.operand().in(text);
        String soql = CastTypes.soqlName(name).orElse(null);
        if (soql == null) {
            return new Replacement(
                    null,
                    "::" + name + " is no SoQL type: casts are ::number, ::text, ::boolean, " + "::floating_timestamp");
        }
        SoqlType from = finding.type();
        SoqlType to = CastTypes.typeOf(soql);
        if (from == null || !Operands.concrete(from)) {
            return new Replacement(operand + "::" + soql, "not a SoQL type: the SoQL cast is ::" + soql);
        }
        if (from == to) {
            if (from == SoqlType.NUMBER && WHOLE.contains(name)) {
                // (release_year / 10)::int * 10 is a decade: the whole part, which ::number would not take
                String inner =
                        cast.operand() instanceof Paren paren ? paren.inner().in(text) : operand;
                return new Replacement(
                        "floor(" + inner + ")", "not a SoQL type: the whole part of a number is floor(x)");
            }
            if (from == SoqlType.TIMESTAMP && name.equals("date")) {
                return new Replacement(
                        "date_trunc_ymd(" + operand + ")", "not a SoQL type: the day of a timestamp is date_trunc_ymd");
            }
            return new Replacement(operand + "::" + soql, "not a SoQL type: the SoQL cast is ::" + soql);
        }
        if (CastTypes.converts(from, to)) {
            return new Replacement(operand + "::" + soql, "not a SoQL type: the SoQL cast is ::" + soql);
        }
        return new Replacement(
                null,
                "not a SoQL type, and SoQL has no cast from " + Operands.soqlName(from) + " to "
                        + Operands.soqlName(to));
    }

    /**
     * The text with every cast of these findings replaced where SoQL has a replacement (of casts
     * inside one another, the innermost: the next check finds the rest); null when none has.
     */
    static String fix(String text, List<Finding> casts) {
        List<Finding> chosen = new ArrayList<>();
        casts.stream()
                .sorted(Comparator.comparingInt((Finding f) -> f.at().end() - f.at().start()))
                .filter(f -> chosen.stream().noneMatch(c -> overlap(c, f)))
                .forEach(chosen::add);
        chosen.sort(Comparator.comparingInt((Finding f) -> f.at().start()).reversed());
        StringBuilder out = new StringBuilder(text);
        boolean changed = false;
        for (Finding finding : chosen) {
            Replacement replacement = of(finding, text);
            if (replacement.replacement() != null) {
                out.replace(finding.at().start(), finding.at().end(), replacement.replacement());
                changed = true;
            }
        }
        return changed ? out.toString() : null;
    }

    private static boolean overlap(Finding a, Finding b) {
        return a.at().start() < b.at().end() && b.at().start() < a.at().end();
    }
}
