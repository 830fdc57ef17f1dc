package datasf.mcp.soql.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * The index finds a literal as a word in exactly the values the regular expression it replaced
 * found it in ({@code (?iu)(^|[^\p{L}\p{N}])literal($|[^\p{L}\p{N}])}, compiled per literal and
 * run over every value), and the values equal to it ignoring case; on values drawn from a few
 * letters, digits, spaces and punctuation in both cases, so that matches are common.
 */
class ValueIndexPropertyTest {

    @Property(tries = 2000)
    void holdsALiteralWhereTheWordRegexFoundIt(
            @ForAll @Size(max = 3) List<@Size(max = 6) List<@From("values") String>> columns,
            @ForAll("literals") String literal) {
        Assume.that(literal.codePoints().anyMatch(Character::isLetterOrDigit));
        List<ColumnFacts> facts = facts(columns);
        ValueIndex index = ValueIndex.of(facts, ValueIndex.words(List.of(literal)));
        Pattern word = Pattern.compile("(?iu)(^|[^\\p{L}\\p{N}])" + Pattern.quote(literal) + "($|[^\\p{L}\\p{N}])");
        List<String> expected = new ArrayList<>();
        List<String> equal = new ArrayList<>();
        for (ColumnFacts column : facts) {
            for (ColumnStats.Count value : column.values()) {
                if (word.matcher(value.value()).find()) {
                    expected.add(column.field() + "=" + value.value());
                }
                if (value.value().toLowerCase(Locale.ROOT).equals(literal.toLowerCase(Locale.ROOT))) {
                    equal.add(column.field() + "=" + value.value());
                }
            }
        }
        assertEquals(expected, shown(facts, index.holding(literal)), () -> "'" + literal + "' in " + columns);
        assertEquals(equal, shown(facts, index.equalIgnoringCase(literal)), () -> "'" + literal + "' in " + columns);
    }

    @Provide
    Arbitrary<String> values() {
        return Arbitraries.strings().withChars("abAB1 -'é").ofMaxLength(12);
    }

    @Provide
    Arbitrary<String> literals() {
        return Arbitraries.strings().withChars("abAB1 -É").ofMinLength(1).ofMaxLength(5);
    }

    private static List<ColumnFacts> facts(List<List<String>> columns) {
        List<ColumnFacts> facts = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            List<ColumnStats.Count> values = new ArrayList<>();
            for (String value : columns.get(c)) {
                values.add(new ColumnStats.Count(value, 1));
            }
            facts.add(new ColumnFacts("c" + c, SoqlType.TEXT, null, values, false));
        }
        return facts;
    }

    private static List<String> shown(List<ColumnFacts> facts, List<ValueIndex.Held> held) {
        return held.stream()
                .map(h -> facts.get(h.column()).field() + "=" + h.value().value())
                .toList();
    }
}
