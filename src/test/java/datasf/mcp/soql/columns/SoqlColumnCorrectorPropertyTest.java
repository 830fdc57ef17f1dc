package datasf.mcp.soql.columns;

import static datasf.mcp.soql.SoqlArbitraries.isBareIdentifier;
import static datasf.mcp.soql.SoqlArbitraries.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.NameMutation;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.SfpdSchema;
import datasf.mcp.soql.SoqlArbitraries;
import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.support.AllTries;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/** What the column corrector guarantees, and what the rewrite relies on. */
class SoqlColumnCorrectorPropertyTest {

    private static final SoqlColumnCorrector CORRECTOR = new SoqlColumnCorrector();

    /** A name as an LLM might write it, and the schema it is meant for. */
    record Written(List<ColumnInfo> schema, String name) {}

    private static String query(String column) {
        return String.format(
                "SELECT %1$s, count(*) AS n WHERE %1$s IS NOT NULL AND resolution = 'x' "
                        + "GROUP BY %1$s ORDER BY n DESC",
                column);
    }

    private static List<String> fieldsWithinThreshold(Written written) {
        return written.schema().stream()
                .filter(column -> CORRECTOR.score(written.name(), column) >= CORRECTOR.threshold())
                .map(ColumnInfo::fieldName)
                .distinct()
                .collect(Collectors.toList());
    }

    // For any input within the threshold of exactly one field, the output is that field.
    @Property(tries = 300, maxDiscardRatio = 50)
    @AllTries
    void aNameWithinTheThresholdOfExactlyOneFieldBecomesThatField(@ForAll("nearMisses") Written written) {
        List<String> close = fieldsWithinThreshold(written);
        Assume.that(close.size() == 1);
        String field = close.get(0);
        Assume.that(isBareIdentifier(field));
        Statistics.label("needed correction").collect(!written.name().equals(field));
        Statistics.label("needed correction")
                .coverage(coverage -> coverage.check(true).percentage(p -> p > 50));

        assertEquals(Optional.of(field), CORRECTOR.correctColumn(written.name(), written.schema()));
        Repair outcome = CORRECTOR.correct(query(spell(written.name())), written.schema());
        assertEquals(query(field), outcome.soql());
        assertEquals(List.of(), outcome.ambiguities());
    }

    // Whenever a field changed, corrections are non-empty and cover every changed field.
    @Property(tries = 300)
    @AllTries
    void everyChangedFieldIsReportedAsACorrection(@ForAll("queriesWithMistakes") String soql) {
        Repair outcome = CORRECTOR.correct(soql, SfpdSchema.COLUMNS);
        List<SoqlToken> before = SoqlLexer.tokenize(soql);
        List<SoqlToken> after = SoqlLexer.tokenize(outcome.soql());
        assertEquals(before.size(), after.size());

        Set<Correction> changes = new LinkedHashSet<>();
        for (int i = 0; i < before.size(); i++) {
            if (!before.get(i).text().equals(after.get(i).text())) {
                changes.add(Correction.column(before.get(i).text(), after.get(i).text()));
            }
        }
        Statistics.label("query changed").collect(!changes.isEmpty());
        Statistics.label("query changed")
                .coverage(coverage -> coverage.check(true).percentage(p -> p > 30));

        assertEquals(changes.isEmpty(), outcome.corrections().isEmpty());
        assertEquals(changes, new HashSet<>(outcome.corrections()), "every change reported, nothing else");
        assertEquals(changes.size(), outcome.corrections().size(), "each change reported once");
        assertEquals(!changes.isEmpty(), outcome.changed());
    }

    // A name with no field within the threshold passes through unchanged.
    @Property(tries = 300, maxDiscardRatio = 10)
    void aNameFarFromEveryFieldPassesThroughUnchanged(@ForAll("farNames") Written written) {
        Assume.that(fieldsWithinThreshold(written).isEmpty());
        Assume.that(isBareIdentifier(written.name()));

        String soql = query(written.name());
        Repair outcome = CORRECTOR.correct(soql, written.schema());

        assertEquals(soql, outcome.soql());
        assertEquals(List.of(), outcome.corrections());
        assertEquals(List.of(), outcome.ambiguities());
        assertEquals(Optional.empty(), CORRECTOR.correctColumn(written.name(), written.schema()));
    }

    @Property(tries = 500)
    void correctionNeverChangesAnyTokenOtherThanColumnReferences(@ForAll("soqlSoup") String soql) {
        List<SoqlToken> before = SoqlLexer.tokenize(soql);
        SoqlTree tree = SoqlTree.parse(soql);
        Set<Integer> columnStarts = tree.isValid()
                ? ColumnReferences.find(tree.query()).stream()
                        .map(ColumnRef::start)
                        .collect(Collectors.toSet())
                : Set.of();

        List<SoqlToken> after =
                SoqlLexer.tokenize(CORRECTOR.correct(soql, SfpdSchema.COLUMNS).soql());

        assertEquals(before.size(), after.size(), "token count changed");
        for (int i = 0; i < before.size(); i++) {
            SoqlToken was = before.get(i);
            SoqlToken now = after.get(i);
            if (columnStarts.contains(was.start())) {
                assertTrue(
                        now.type() == SoqlTokenType.IDENTIFIER || now.type() == SoqlTokenType.QUOTED_IDENTIFIER,
                        "column " + was + " became " + now);
            } else {
                assertEquals(was.type(), now.type(), "type of token " + i);
                assertEquals(was.text(), now.text(), "text of token " + i);
            }
        }
    }

    @Provide
    Arbitrary<Written> nearMisses() {
        return SoqlArbitraries.schemas()
                .flatMap(schema -> Arbitraries.of(schema)
                        .flatMap(column -> Arbitraries.of(names(column)))
                        .flatMap(SoqlArbitraries::mutated)
                        .map(name -> new Written(schema, name)));
    }

    @Provide
    Arbitrary<Written> farNames() {
        Arbitrary<String> randomIdentifier = Arbitraries.strings()
                .withCharRange('a', 'z')
                .withCharRange('0', '9')
                .withChars('_')
                .ofMinLength(1)
                .ofMaxLength(20)
                .filter(s -> Character.isLetter(s.charAt(0)));
        return SoqlArbitraries.schemas().flatMap(schema -> {
            Arbitrary<String> heavilyMutated = Arbitraries.of(schema)
                    .flatMap(column -> SoqlArbitraries.mutations()
                            .list()
                            .ofMinSize(3)
                            .ofMaxSize(8)
                            .map(mutations -> {
                                String name = column.fieldName();
                                for (NameMutation mutation : mutations) {
                                    name = mutation.applyTo(name);
                                }
                                return name;
                            }));
            return Arbitraries.oneOf(randomIdentifier, heavilyMutated).map(name -> new Written(schema, name));
        });
    }

    /** Queries over the SFPD schema mixing exact names, near misses, display names and strangers. */
    @Provide
    Arbitrary<String> queriesWithMistakes() {
        return columnLike()
                .list()
                .ofMinSize(1)
                .ofMaxSize(5)
                .map(columns -> "SELECT "
                        + String.join(", ", columns) + " WHERE " + columns.get(0) + " IS NOT NULL AND resolution = "
                        + "'Open or Active' ORDER BY " + columns.get(columns.size() - 1) + " DESC");
    }

    /** Fragments that make correction tricky, glued with and without separators. */
    @Provide
    Arbitrary<String> soqlSoup() {
        Arbitrary<String> columnLike = columnLike();
        Arbitrary<String> fragment = Arbitraries.oneOf(
                columnLike,
                columnLike,
                columnLike.map(c -> "'" + c.replace("'", "''") + "'"),
                columnLike.map(c -> "\"" + c + "\""),
                columnLike.map(c -> "date_trunc_ym(" + c + ")"),
                columnLike.map(c -> "AS " + c),
                columnLike.map(c -> "-- " + c + "\n"),
                columnLike.map(c -> "/* " + c + " */"),
                columnLike.map(c -> c + "::text"),
                Arbitraries.of(
                        "SELECT",
                        "WHERE",
                        "AND",
                        "ORDER BY",
                        "GROUP BY",
                        "LIMIT 5",
                        "DESC",
                        "IS NOT NULL",
                        "count(*)",
                        "within_circle(point, 37.7, -122.4, 500)",
                        ":id",
                        ":@computed_region_x",
                        "=",
                        "(",
                        ")",
                        ",",
                        ".",
                        ":",
                        "@",
                        "@crimes",
                        "42",
                        "1e3",
                        "'",
                        "`",
                        "\\",
                        "n"));
        Arbitrary<String> separator = Arbitraries.of(" ", " ", "", "\n", ", ");
        return fragment.list()
                .ofMinSize(1)
                .ofMaxSize(12)
                .flatMap(fragments -> separator.list().ofSize(fragments.size()).map(separators -> {
                    StringBuilder soql = new StringBuilder();
                    for (int i = 0; i < fragments.size(); i++) {
                        soql.append(fragments.get(i)).append(separators.get(i));
                    }
                    return soql.toString();
                }));
    }

    /** A column reference as written in a query: exact, mutated, display name or unrelated. */
    private static Arbitrary<String> columnLike() {
        Arbitrary<ColumnInfo> column = Arbitraries.of(SfpdSchema.COLUMNS);
        return Arbitraries.oneOf(
                column.map(ColumnInfo::fieldName),
                column.flatMap(c -> SoqlArbitraries.mutated(c.fieldName())).map(SoqlArbitraries::spell),
                column.flatMap(c -> SoqlArbitraries.mutated(c.name())).map(SoqlArbitraries::spell),
                Arbitraries.of("status", "crime_type", "zzqx", "district", "description", "total"));
    }

    private static List<String> names(ColumnInfo column) {
        List<String> names = new ArrayList<>();
        names.add(column.fieldName());
        if (column.name() != null) {
            names.add(column.name());
        }
        return names;
    }
}
