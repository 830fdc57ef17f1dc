package datasf.mcp.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * What a page asks Socrata for ({@link PullSize}), for any row limit, LIMIT left, byte room and
 * estimate: at least one row and never more than the page's limit, so every page moves on and
 * none asks for more than it did before pulls were sized; the rows the room holds at the
 * estimate, so a page fills when the estimate is right; about an eighth more than those, so it
 * pulls little it does not answer; and the row that tells whether more exist exactly when the
 * query's LIMIT allows more.
 */
class PullSizePropertyTest {

    @Property(tries = 1000)
    void aPageAsksForWhatItsRoomHoldsWithinItsRowLimit(
            @ForAll @IntRange(min = 1, max = 1000) int want,
            @ForAll boolean limitEndsThePage,
            @ForAll @LongRange(min = 1, max = 3_000_000_000L) long beyond,
            @ForAll @LongRange(min = 0, max = 8_000_000) long budget,
            @ForAll @IntRange(min = 1, max = 1_000_000) int rowBytes,
            @ForAll boolean csv) {
        long remaining = limitEndsThePage ? want : want + beyond; // want is never more than what is left
        PullSize pull = PullSize.of(want, remaining, budget, rowBytes, csv);
        long fit = Math.max(1, budget / rowBytes - (csv ? 1 : 0));
        assertTrue(pull.rows() >= 1 && pull.rows() <= want, () -> pull + " for " + want);
        assertTrue(pull.rows() >= Math.min(want, fit), () -> pull + " holds fewer than the " + fit + " that fit");
        assertTrue(pull.rows() <= fit + fit / 8, () -> pull + " asks for more than an eighth over " + fit);
        assertEquals(pull.rows() < remaining, pull.sentinel(), "one more row exactly when more may exist");
        assertTrue(pull.limit() <= want + 1);
    }

    @Property(tries = 100)
    void withoutAnEstimateAPageAsksForItsRowLimit(
            @ForAll @IntRange(min = 0, max = 1000) int want, @ForAll @LongRange(min = 0, max = 8_000_000) long budget) {
        assertEquals(new PullSize(want, true), PullSize.of(want, Long.MAX_VALUE, budget, RowBytes.UNKNOWN, false));
    }

    @Example
    void theQuerysOwnLimitEndingThePageNeedsNoExtraRow() {
        assertEquals(new PullSize(7, false), PullSize.of(7, 7, 32_000, 10, false));
        assertEquals(7, PullSize.of(7, 7, 32_000, 10, false).limit());
    }

    @Example
    void rowsLargerThanTheRoomStillMoveOnOneAtATime() {
        assertEquals(new PullSize(1, true), PullSize.of(1000, Long.MAX_VALUE, 30_000, 50_000, false));
        assertEquals(new PullSize(1, true), PullSize.of(1000, Long.MAX_VALUE, 0, 875, true));
    }
}
