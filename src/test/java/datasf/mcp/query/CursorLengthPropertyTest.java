package datasf.mcp.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.runtime.LambdaRuntime;
import java.time.Duration;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every query that runs can be continued: for any SoQL of up to {@link PageCursor#MAX_SOQL}
 * characters (the most a page runs), whatever its characters (control characters, which JSON would
 * escape to six bytes, three-byte CJK, surrogate pairs, text that does not compress) and with every
 * other field at its widest (the estimate of a row's size among them), the cursor is at most
 * {@link CursorCodec#MAX_LENGTH} characters, the cursor argument's limit, and reads back as it was.
 */
class CursorLengthPropertyTest {

    private static final CursorCodec CODEC = new CursorCodec(
            new ObjectMapper(),
            new CursorKeys(
                    new CursorProperties(null, "cursor-length-properties-key-0123456789", Duration.ofMinutes(15)),
                    new LambdaRuntime(null)));

    @Provide
    Arbitrary<String> soql() {
        Arbitrary<Character> worst = Arbitraries.oneOf(
                Arbitraries.chars().range(' ', '~'),
                Arbitraries.chars().range('\u0000', '\u001f'),
                Arbitraries.chars().range('\u0080', '\u07ff'),
                Arbitraries.chars().range('\u4e00', '\u9fff'),
                Arbitraries.of('"', '\\', '\n'));
        Arbitrary<String> mixed = worst.list()
                .ofMinSize(1)
                .ofMaxSize(PageCursor.MAX_SOQL)
                .map(chars -> chars.stream().map(String::valueOf).collect(Collectors.joining()));
        Arbitrary<String> pairs = Arbitraries.integers()
                .between(0x10000, 0x10ffff)
                .list()
                .ofMinSize(1)
                .ofMaxSize(PageCursor.MAX_SOQL / 2)
                .map(points -> points.stream().map(Character::toString).collect(Collectors.joining()));
        return Arbitraries.oneOf(
                        mixed,
                        pairs,
                        Arbitraries.integers().between(1, PageCursor.MAX_SOQL).map(this::cjk))
                .filter(soql -> !soql.isBlank()); // a blank query never runs
    }

    @Provide
    Arbitrary<PageCursor> cursors() {
        Arbitrary<Long> offsets = Arbitraries.longs().between(0, PageCursor.MAX_OFFSET);
        Arbitrary<Integer> rows = Arbitraries.integers().between(1, Integer.MAX_VALUE);
        return Combinators.combine(
                        soql(),
                        offsets,
                        Arbitraries.of(-1L, PageCursor.MAX_OFFSET),
                        rows,
                        Arbitraries.of("json", "csv"),
                        Arbitraries.integers().between(0, Integer.MAX_VALUE))
                .as((soql, offset, end, pageRows, format, rowBytes) ->
                        new PageCursor("abcd-1234", soql, offset, end, pageRows, format, rowBytes));
    }

    /** {@code length} CJK characters at random: three UTF-8 bytes each, little for DEFLATE to shorten. */
    private String cjk(int length) {
        Random random = new Random(length);
        return IntStream.range(0, length)
                .mapToObj(i -> Character.toString(0x4e00 + random.nextInt(0x5200)))
                .collect(Collectors.joining());
    }

    @Property(tries = 200)
    void everyCursorFitsTheArgumentLimitAndReadsBack(@ForAll("cursors") PageCursor cursor) {
        String encoded = CODEC.encode(cursor);
        assertTrue(encoded.length() <= CursorCodec.MAX_LENGTH, () -> encoded.length() + " > " + CursorCodec.MAX_LENGTH);
        assertTrue(encoded.length() <= CursorCodec.maxLength(cursor.soql()), "within the room an answer keeps for it");
        assertEquals(cursor, CODEC.decode(encoded, Integer.MAX_VALUE));
    }

    @Example
    void theLongestQueryOfThreeByteCharactersWithTheWidestFieldsFitsTheArgumentLimit() {
        PageCursor worst = new PageCursor(
                "abcd-1234",
                cjk(PageCursor.MAX_SOQL),
                PageCursor.MAX_OFFSET,
                PageCursor.MAX_OFFSET,
                Integer.MAX_VALUE,
                "json",
                Integer.MAX_VALUE);
        String encoded = CODEC.encode(worst);
        assertTrue(encoded.length() <= CursorCodec.MAX_LENGTH, () -> encoded.length() + " > " + CursorCodec.MAX_LENGTH);
        assertEquals(worst, CODEC.decode(encoded, Integer.MAX_VALUE));
    }

    @Example
    void aTypicalCursorIsShorterCompressed() {
        String soql = "SELECT incident_category, count(*) AS n WHERE incident_date >= '2024-01-01' AND police_district "
                + "= 'Mission' GROUP BY incident_category ORDER BY n DESC, incident_category";
        String encoded = CODEC.encode(new PageCursor("wg3w-h783", soql, 100, -1, 100, "json"));
        int uncompressed = CursorCodec.maxLength(soql);
        assertTrue(
                encoded.length() < 0.8 * uncompressed,
                () -> encoded.length() + " characters, " + uncompressed + " uncompressed");
    }
}
