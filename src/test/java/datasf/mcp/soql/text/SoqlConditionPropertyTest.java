package datasf.mcp.soql.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.rewrite.WhereRepair;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** A condition is one: clause words count only at the top level and outside literals. */
class SoqlConditionPropertyTest {

    @Provide
    Arbitrary<String> conditions() {
        Arbitrary<String> column = Arbitraries.of("status", "incident_year", "`police district`", "counts");
        Arbitrary<String> literal = Arbitraries.strings()
                .withChars("abc 'GROUP BY|>LIMIT()-*/\"")
                .ofMaxLength(20)
                .map(text -> "'" + text.replace("'", "''") + "'");
        Arbitrary<String> comparison = Combinators.combine(column, Arbitraries.of("=", "!=", "<", ">="), literal)
                .as((c, op, v) -> c + " " + op + " " + v);
        return comparison
                .list()
                .ofMinSize(1)
                .ofMaxSize(4)
                .map(parts -> String.join(" AND ", parts))
                .flatMap(
                        c -> Arbitraries.of(c, "(" + c + ")", "NOT (" + c + ")", "upper(status) = 'X' OR (" + c + ")"));
    }

    @Provide
    Arbitrary<String> clauses() {
        Arbitrary<String> word = Arbitraries.of(
                "GROUP BY status",
                "LIMIT 5",
                "OFFSET 3",
                "ORDER BY status DESC",
                "HAVING count(*) > 1",
                "SELECT *",
                "|> SELECT count(*)",
                "SEARCH 'x'",
                "UNION SELECT *");
        return Combinators.combine(word, Arbitraries.of(" ", "\n", "  \t", " /**/ "), Arbitraries.of(true, false))
                .as((clause, space, lower) -> space + (lower ? clause.toLowerCase(java.util.Locale.ROOT) : clause));
    }

    @Property(tries = 300)
    void aConditionPassesWhateverItsLiteralsSay(@ForAll("conditions") String condition) {
        assertEquals(Optional.empty(), SoqlCondition.problem(condition), condition);
    }

    @Property(tries = 300)
    void aConditionFollowedByAClauseIsRefused(
            @ForAll("conditions") String condition, @ForAll("clauses") String clause) {
        assertTrue(SoqlCondition.problem(condition + clause).isPresent(), condition + clause);
    }

    @Property(tries = 300)
    void aConditionIsLeftAsWrittenAndOnlyTheSqlAroundItIsDropped(
            @ForAll("conditions") String condition, @ForAll boolean where, @ForAll boolean semicolon) {
        WhereRepair.Repaired untouched = WhereRepair.repair(condition);
        assertEquals(condition, untouched.condition());
        assertEquals(List.of(), untouched.corrections());

        String written = (where ? "WHERE " : "") + condition + (semicolon ? " ;" : "");
        WhereRepair.Repaired repaired = WhereRepair.repair(written);
        assertEquals(condition, repaired.condition(), written);
        assertEquals(
                (where ? 1 : 0) + (semicolon ? 1 : 0), repaired.corrections().size(), written);
    }
}
