package datasf.mcp.config;

import java.util.Collection;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * An environment variable named like a setting of this server ({@code DATASF_...}) that no setting
 * has: a misspelt one ({@code DATASF_SOCRATA_TIMOUT=5s}) would otherwise be ignored silently and the
 * server would run with the default the operator meant to change. The first such variable (in name
 * order) stops the start, naming the nearest setting that exists.
 */
final class UnknownSettings {

    /** The prefix of every variable of this server; other variables are not ours to judge. */
    static final String PREFIX = "DATASF_";

    /** A known name at most this many edits away is offered as what was meant. */
    private static final int NEAR = 4;

    private static final LevenshteinDistance DISTANCE = new LevenshteinDistance(NEAR);

    private UnknownSettings() {}

    /**
     * The refusal of the first of the {@code variables} (names) that starts with {@link #PREFIX} and
     * is not one of {@code known}; empty when every such variable is known.
     */
    static Optional<InvalidSettingException> firstUnknown(Collection<String> variables, Set<String> known) {
        return new TreeSet<>(variables)
                .stream()
                        .filter(name -> name.startsWith(PREFIX) && !known.contains(name))
                        .findFirst()
                        .map(name -> refusal(name, known));
    }

    private static InvalidSettingException refusal(String name, Collection<String> known) {
        String fix = nearest(name, known)
                .map(near -> "did you mean " + near + "? Rename it, or unset " + name
                        + " (every setting: docs/configuration.md)")
                .orElse("unset it; every setting is in docs/configuration.md");
        return InvalidSettingException.unknownVariable(name, fix);
    }

    /** The known name fewest edits away, when it is near enough to be a misspelling of it. */
    static Optional<String> nearest(String name, Collection<String> known) {
        String upper = name.toUpperCase(Locale.ROOT);
        return known.stream()
                .filter(candidate -> DISTANCE.apply(upper, candidate) >= 0)
                .min(Comparator.comparingInt((String candidate) -> DISTANCE.apply(upper, candidate))
                        .thenComparing(Comparator.naturalOrder()));
    }
}
