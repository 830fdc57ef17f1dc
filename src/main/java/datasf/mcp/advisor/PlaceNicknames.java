package datasf.mcp.advisor;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What San Franciscans call places that city data names in full: "SoMa" is {@code South of
 * Market}, "FiDi" the {@code Financial District}. A value compared under its nickname matches
 * nothing; the value whose name holds the full one is the fix.
 */
final class PlaceNicknames {

    /** Nicknames, lower case, and the full name a value holds. */
    private static final Map<String, String> FULL = Map.of(
            "soma", "south of market",
            "fidi", "financial district",
            "nopa", "north panhandle",
            "the tl", "tenderloin",
            "tl", "tenderloin",
            "pac heights", "pacific heights",
            "bvhp", "bayview hunters point",
            "hunters point", "bayview hunters point",
            "the haight", "haight ashbury",
            "the castro", "castro");

    private PlaceNicknames() {}

    /** The values whose name holds the full name of {@code written}, a nickname; empty when it is none. */
    static List<ValueSample.ValueCount> values(String written, ValueSample sample) {
        String full = FULL.get(written.strip().toLowerCase(Locale.ROOT));
        if (full == null) {
            return List.of();
        }
        return sample.values().stream()
                .filter(v -> v.value().toLowerCase(Locale.ROOT).contains(full))
                .toList();
    }
}
