package datasf.mcp.soql.syntax;

import static datasf.mcp.soql.syntax.SoqlType.ANY;
import static datasf.mcp.soql.syntax.SoqlType.BOOLEAN;
import static datasf.mcp.soql.syntax.SoqlType.GEO;
import static datasf.mcp.soql.syntax.SoqlType.NUMBER;
import static datasf.mcp.soql.syntax.SoqlType.TEXT;
import static datasf.mcp.soql.syntax.SoqlType.TIMESTAMP;

import datasf.mcp.soql.syntax.SoqlFunction.Kind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * SoQL's functions, one table: every name Socrata's 2.1 endpoints know (soql-reference's
 * {@code SoQLFunctions}, v4.14.69, hidden ones left out), with arity and types, aggregate or
 * not, and the domains and argument meanings that plausible queries get wrong: day of week 0-6
 * from Sunday, hours 0-23, months 1-12, {@code within_circle}'s latitude first and radius in
 * meters. Everything that asks "is this an aggregate", "does SoQL have this function" or "what
 * does it take" reads it here. Operators ({@code LIKE}, {@code ||}, comparisons) are syntax,
 * not entries.
 */
public final class SoqlFunctions {

    private static final List<SoqlFunction> TABLE = List.of(
            // text
            scalar("upper", TEXT, TEXT),
            scalar("lower", TEXT, TEXT),
            scalar("length", NUMBER, TEXT),
            scalar("trim", TEXT, TEXT),
            scalar("trim_leading", TEXT, TEXT),
            scalar("trim_trailing", TEXT, TEXT),
            scalar("unaccent", TEXT, TEXT),
            scalar("left_pad", TEXT, TEXT, NUMBER, TEXT),
            scalar("right_pad", TEXT, TEXT, NUMBER, TEXT),
            scalar("split_part", TEXT, TEXT, TEXT, NUMBER),
            scalar("substring", TEXT, TEXT, NUMBER),
            scalar("substring", TEXT, TEXT, NUMBER, NUMBER),
            scalar("chr", TEXT, NUMBER),
            scalar("replace", TEXT, TEXT, TEXT, TEXT),
            scalar("contains", BOOLEAN, TEXT, TEXT).usedAs("contains(text, part): case-sensitive"),
            scalar("starts_with", BOOLEAN, TEXT, TEXT).usedAs("starts_with(text, prefix): case-sensitive"),
            scalar("caseless_eq", BOOLEAN, TEXT, TEXT),
            scalar("caseless_ne", BOOLEAN, TEXT, TEXT),
            scalar("caseless_contains", BOOLEAN, TEXT, TEXT),
            scalar("caseless_starts_with", BOOLEAN, TEXT, TEXT),
            scalar("caseless_one_of", BOOLEAN, TEXT, TEXT).repeatingLast(),
            scalar("caseless_not_one_of", BOOLEAN, TEXT, TEXT).repeatingLast(),
            // numbers
            scalar("abs", ANY, NUMBER),
            scalar("ceil", ANY, NUMBER),
            scalar("floor", ANY, NUMBER),
            scalar("ln", ANY, NUMBER),
            scalar("round", NUMBER, NUMBER, NUMBER).usedAs("round(x, digits)"),
            scalar("signed_magnitude_10", ANY, NUMBER),
            scalar("signed_magnitude_linear", ANY, NUMBER, NUMBER),
            scalar("width_bucket", NUMBER, NUMBER, NUMBER, NUMBER, NUMBER),
            // dates: floating timestamps; date_trunc_* with a zone take a fixed one
            scalar("date_trunc_y", TIMESTAMP, TIMESTAMP),
            scalar("date_trunc_ym", TIMESTAMP, TIMESTAMP),
            scalar("date_trunc_ymd", TIMESTAMP, TIMESTAMP),
            scalar("date_trunc_y", TIMESTAMP, TIMESTAMP, TEXT),
            scalar("date_trunc_ym", TIMESTAMP, TIMESTAMP, TEXT),
            scalar("date_trunc_ymd", TIMESTAMP, TIMESTAMP, TEXT),
            scalar("datez_trunc_y", TIMESTAMP, TIMESTAMP),
            scalar("datez_trunc_ym", TIMESTAMP, TIMESTAMP),
            scalar("datez_trunc_ymd", TIMESTAMP, TIMESTAMP),
            scalar("date_extract_y", NUMBER, TIMESTAMP),
            scalar("date_extract_iso_y", NUMBER, TIMESTAMP),
            scalar("date_extract_m", NUMBER, TIMESTAMP).returning(1, 12, null),
            scalar("date_extract_d", NUMBER, TIMESTAMP).returning(1, 31, null),
            scalar("date_extract_hh", NUMBER, TIMESTAMP).returning(0, 23, null),
            scalar("date_extract_mm", NUMBER, TIMESTAMP).returning(0, 59, null),
            scalar("date_extract_ss", NUMBER, TIMESTAMP).returning(0, 59, null),
            scalar("date_extract_dow", NUMBER, TIMESTAMP).returning(0, 6, "Sunday = 0"),
            scalar("date_extract_woy", NUMBER, TIMESTAMP).returning(1, 53, "ISO weeks"),
            scalar("date_diff_d", NUMBER, TIMESTAMP, TIMESTAMP),
            scalar("date_diff_business_days", NUMBER, TIMESTAMP, TIMESTAMP),
            scalar("date_diff_business_days", NUMBER, TIMESTAMP, TIMESTAMP, TEXT),
            scalar("date_add", TIMESTAMP, TIMESTAMP, TEXT).usedAs("date_add(timestamp, 'P7D'): an ISO-8601 period"),
            scalar("epoch_seconds", NUMBER, TIMESTAMP),
            scalar("to_floating_timestamp", TIMESTAMP, TIMESTAMP, TEXT),
            scalar("get_utc_date", TIMESTAMP),
            // geography: latitude before longitude, distances in meters
            scalar("within_circle", BOOLEAN, GEO, NUMBER, NUMBER, NUMBER)
                    .usedAs("within_circle(point, latitude, longitude, radius in meters)"),
            scalar("within_box", BOOLEAN, GEO, NUMBER, NUMBER, NUMBER, NUMBER)
                    .usedAs("within_box(point, north-west latitude, north-west longitude, south-east latitude, "
                            + "south-east longitude)"),
            scalar("within_polygon", BOOLEAN, GEO, GEO)
                    .usedAs("within_polygon(point, 'MULTIPOLYGON (((longitude latitude, ...)))')"),
            scalar("intersects", BOOLEAN, GEO, GEO),
            scalar("crosses", BOOLEAN, GEO, GEO),
            scalar("overlaps", BOOLEAN, GEO, GEO),
            scalar("distance_in_meters", NUMBER, GEO, GEO).usedAs("distance_in_meters(point, point): in meters"),
            scalar("make_point", GEO, NUMBER, NUMBER).usedAs("make_point(latitude, longitude)"),
            scalar("polygon_intersection", GEO, GEO, GEO),
            scalar("area", NUMBER, GEO),
            scalar("num_points", NUMBER, GEO),
            scalar("is_empty", BOOLEAN, GEO),
            scalar("geo_make_valid", ANY, GEO),
            scalar("geo_multi", GEO, GEO),
            scalar("geo_collection_extract", GEO, GEO),
            scalar("reduce_precision", GEO, GEO, NUMBER),
            scalar("simplify", GEO, GEO, NUMBER),
            scalar("simplify_preserve_topology", GEO, GEO, NUMBER),
            scalar("snap_to_grid", GEO, GEO, NUMBER),
            scalar("concave_hull", GEO, GEO, NUMBER),
            scalar("curated_region_test", TEXT, GEO, NUMBER),
            scalar("visible_at", BOOLEAN, GEO, NUMBER),
            scalar("spatial_union", GEO, GEO, GEO),
            aggregate("spatial_union", GEO, GEO),
            aggregate("convex_hull", GEO, GEO),
            aggregate("extent", GEO, GEO),
            // aggregates; count(*) is count with its one argument written as *
            aggregate("count", NUMBER, ANY),
            aggregate("count_distinct", NUMBER, ANY),
            aggregate("sum", ANY, NUMBER),
            aggregate("avg", ANY, NUMBER),
            aggregate("min", ANY, ANY),
            aggregate("max", ANY, ANY),
            aggregate("median", ANY, ANY),
            aggregate("stddev_pop", ANY, NUMBER),
            aggregate("stddev_samp", ANY, NUMBER),
            aggregate("regr_intercept", NUMBER, NUMBER, NUMBER),
            aggregate("regr_r2", NUMBER, NUMBER, NUMBER),
            aggregate("regr_slope", NUMBER, NUMBER, NUMBER),
            // windows
            window("row_number", NUMBER),
            window("rank", NUMBER),
            window("dense_rank", NUMBER),
            window("ntile", NUMBER, NUMBER),
            window("first_value", ANY, ANY),
            window("last_value", ANY, ANY),
            window("lead", ANY, ANY),
            window("lead", ANY, ANY, NUMBER),
            window("lead", ANY, ANY, NUMBER, ANY),
            window("lag", ANY, ANY),
            window("lag", ANY, ANY, NUMBER),
            window("lag", ANY, ANY, NUMBER, ANY),
            // conditionals and the rest
            scalar("case", ANY, BOOLEAN, ANY)
                    .repeatingLast()
                    .usedAs("case(condition, value, condition, value, ..., true, otherwise)"),
            scalar("iif", ANY, BOOLEAN, ANY, ANY).usedAs("iif(condition, then, else)"),
            scalar("coalesce", ANY, ANY).repeatingLast(),
            scalar("nullif", ANY, ANY, ANY),
            scalar("greatest", ANY, ANY).repeatingLast(),
            scalar("least", ANY, ANY).repeatingLast(),
            scalar("get_context", TEXT, TEXT));

    private static final Map<String, List<SoqlFunction>> BY_NAME = index();

    private SoqlFunctions() {}

    /** Every entry, in the table's order. */
    public static List<SoqlFunction> all() {
        return TABLE;
    }

    /** The overloads of a name (any case); empty when SoQL has no such function. */
    public static List<SoqlFunction> named(String name) {
        return BY_NAME.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
    }

    public static boolean exists(String name) {
        return !named(name).isEmpty();
    }

    /** The overload a call with {@code arity} arguments reaches ({@code count(*)} has one). */
    public static Optional<SoqlFunction> lookup(String name, int arity) {
        return named(name).stream().filter(f -> f.acceptsArity(arity)).findFirst();
    }

    /** Whether some overload of the name folds rows: {@code count}, {@code sum}, ... */
    public static boolean isAggregate(String name) {
        return named(name).stream().anyMatch(SoqlFunction::isAggregate);
    }

    /** Whether the call with {@code arity} arguments is an aggregate ({@code spatial_union(x)} is, of two is not). */
    public static boolean isAggregate(String name, int arity) {
        return lookup(name, arity).map(SoqlFunction::isAggregate).orElse(false);
    }

    private static SoqlFunction scalar(String name, SoqlType result, SoqlType... parameters) {
        return new SoqlFunction(name, List.of(parameters), false, result, Kind.SCALAR, null, null);
    }

    private static SoqlFunction aggregate(String name, SoqlType result, SoqlType... parameters) {
        return new SoqlFunction(name, List.of(parameters), false, result, Kind.AGGREGATE, null, null);
    }

    private static SoqlFunction window(String name, SoqlType result, SoqlType... parameters) {
        return new SoqlFunction(name, List.of(parameters), false, result, Kind.WINDOW, null, null);
    }

    private static Map<String, List<SoqlFunction>> index() {
        Map<String, List<SoqlFunction>> byName = new HashMap<>();
        for (SoqlFunction function : TABLE) {
            byName.computeIfAbsent(function.name(), name -> new ArrayList<>()).add(function);
        }
        byName.replaceAll((name, overloads) -> List.copyOf(overloads));
        return Map.copyOf(byName);
    }
}
