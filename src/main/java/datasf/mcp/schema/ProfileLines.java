package datasf.mcp.schema;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A dataset's profile as get_schema shows it: a few short lines a model reads before writing
 * SoQL (what one row is, which columns are often null, which timestamps have no time of day, the
 * columns of few values, the codes beside their text), a few hundred bytes on a wide dataset.
 * Counts from Socrata's statistics are estimates, and say so.
 */
public final class ProfileLines {

    /** Columns named per line at most: the rest are counted. */
    static final int MAX_NAMED = 12;

    /** Columns with at most this many distinct values are listed as the ones to group by. */
    static final int FEW_VALUES = 40;

    private ProfileLines() {}

    public static List<String> of(DatasetProfile profile) {
        List<String> lines = new ArrayList<>();
        row(profile).ifPresent(lines::add);
        nulls(profile).ifPresent(lines::add);
        dates(profile).ifPresent(lines::add);
        fewValues(profile).ifPresent(lines::add);
        codes(profile).ifPresent(lines::add);
        return lines;
    }

    private static Optional<String> row(DatasetProfile profile) {
        RowUnit row = profile.row();
        List<String> parts = new ArrayList<>();
        if (row.key() != null) {
            parts.add("one per " + row.key());
        }
        for (RowUnit.Thing thing : row.things()) {
            parts.add(thing.field() + " repeats (about " + thing.distinct() + " values in " + thing.rows()
                    + " rows, about " + thing.rowsEach() + " each): count(DISTINCT " + thing.field() + ") counts them");
        }
        if (row.key() == null && row.part() != null && !row.things().isEmpty()) {
            parts.add(0, "one (" + row.things().get(0).field() + ", " + row.part() + ") pair");
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of("row: " + String.join("; ", parts));
    }

    private static Optional<String> nulls(DatasetProfile profile) {
        Map<String, List<String>> byShare = new LinkedHashMap<>();
        profile.columns().values().stream()
                .filter(c -> c.hasNulls() && !c.field().startsWith(":"))
                .sorted(Comparator.comparingDouble(ColumnProfile::nullShare).reversed())
                .forEach(c -> byShare.computeIfAbsent(percent(c.nullShare()), s -> new ArrayList<>())
                        .add(c.field()));
        if (byShare.isEmpty()) {
            return Optional.empty();
        }
        List<String> groups = new ArrayList<>();
        int named = 0;
        int left = 0;
        for (Map.Entry<String, List<String>> share : byShare.entrySet()) {
            if (named >= MAX_NAMED) {
                left += share.getValue().size();
                continue;
            }
            groups.add(String.join(", ", share.getValue()) + " " + share.getKey());
            named += share.getValue().size();
        }
        return Optional.of("null in: " + String.join("; ", groups)
                + (left > 0 ? "; " + left + " more" : "")
                + " (DESC puts nulls first; GROUP BY makes them a group)");
    }

    private static Optional<String> dates(DatasetProfile profile) {
        List<String> dateOnly = fields(profile, ColumnProfile.Grain.DATES_ONLY);
        List<String> times = fields(profile, ColumnProfile.Grain.TIMES);
        if (dateOnly.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("dates only, no time of day: " + String.join(", ", dateOnly)
                + (times.isEmpty() ? "" : "; with times: " + String.join(", ", times)));
    }

    private static Optional<String> fewValues(DatasetProfile profile) {
        List<ColumnProfile> few = profile.columns().values().stream()
                .filter(c -> c.distinct() >= 2 && c.distinct() <= FEW_VALUES && c.distinct() * 2 < c.rows())
                .filter(c -> !c.isTimestamp() && !c.field().startsWith(":"))
                .sorted(Comparator.comparingLong(ColumnProfile::distinct))
                .toList();
        if (few.isEmpty()) {
            return Optional.empty();
        }
        String named = few.stream()
                .limit(MAX_NAMED)
                .map(c -> c.field() + " " + c.distinct())
                .collect(Collectors.joining(", "));
        return Optional.of("distinct values, about: " + named
                + (few.size() > MAX_NAMED ? ", " + (few.size() - MAX_NAMED) + " more" : ""));
    }

    private static Optional<String> codes(DatasetProfile profile) {
        String pairs = profile.columns().values().stream()
                .filter(c -> c.describedBy() != null)
                .map(c -> c.field() + " = " + c.describedBy())
                .collect(Collectors.joining(", "));
        return pairs.isEmpty() ? Optional.empty() : Optional.of("codes and their text: " + pairs);
    }

    private static List<String> fields(DatasetProfile profile, ColumnProfile.Grain grain) {
        return profile.columns().values().stream()
                .filter(c -> c.grain() == grain)
                .map(ColumnProfile::field)
                .toList();
    }

    private static String percent(double share) {
        long rounded = Math.round(share * 100);
        return rounded < 1 ? "<1%" : rounded + "%";
    }
}
