package datasf.mcp.soql;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Generators shared by the corrector properties. */
public final class SoqlArbitraries {

    private SoqlArbitraries() {}

    public static Arbitrary<NameMutation> mutations() {
        return Combinators.combine(
                        Arbitraries.of(NameMutation.Kind.class),
                        Arbitraries.integers().between(0, 1000),
                        Arbitraries.chars().range('a', 'z'))
                .as(NameMutation::new);
    }

    /** A name after zero to two LLM-style mutations. */
    public static Arbitrary<String> mutated(String name) {
        return mutations().list().ofMaxSize(2).map(list -> {
            String result = name;
            for (NameMutation mutation : list) {
                result = mutation.applyTo(result);
            }
            return result;
        });
    }

    /** The SFPD schema, or a small schema of random snake_case names with display names. */
    public static Arbitrary<List<ColumnInfo>> schemas() {
        Arbitrary<String> word =
                Arbitraries.strings().withCharRange('a', 'z').ofMinLength(3).ofMaxLength(9);
        Arbitrary<String> fieldName = word.list().ofMinSize(1).ofMaxSize(3).map(words -> String.join("_", words));
        Arbitrary<List<ColumnInfo>> random =
                fieldName.set().ofMinSize(2).ofMaxSize(8).map(SoqlArbitraries::withDisplayNames);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, Arbitraries.just(SfpdSchema.COLUMNS)), net.jqwik.api.Tuple.of(2, random));
    }

    private static List<ColumnInfo> withDisplayNames(Set<String> fieldNames) {
        List<ColumnInfo> columns = new ArrayList<>();
        for (String fieldName : new LinkedHashSet<>(fieldNames)) {
            String display = List.of(fieldName.split("_")).stream()
                    .map(w -> w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1))
                    .collect(Collectors.joining(" "));
            columns.add(new ColumnInfo(display, fieldName, null, null));
        }
        return columns;
    }

    /** True when {@code name} can be written bare in a query and means a column there. */
    public static boolean isBareIdentifier(String name) {
        List<SoqlToken> tokens = SoqlLexer.tokenize(name);
        return tokens.size() == 1 && tokens.get(0).type() == SoqlTokenType.IDENTIFIER;
    }

    /** How a test writes a name into a query: bare if it can be, otherwise in backticks. */
    public static String spell(String name) {
        return isBareIdentifier(name) ? name : "`" + name + "`";
    }
}
