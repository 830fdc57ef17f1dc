package datasf.mcp.support.soql;

import static datasf.mcp.support.soql.SoqlType.BOOLEAN;
import static datasf.mcp.support.soql.SoqlType.FLOATING_TIMESTAMP;
import static datasf.mcp.support.soql.SoqlType.GEOMETRY;
import static datasf.mcp.support.soql.SoqlType.NUMBER;
import static datasf.mcp.support.soql.SoqlType.TEXT;
import static datasf.mcp.support.soql.SoqlType.UNCHECKED;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The functions SoQL has (SoQLFunctions.scala, dev.socrata.com/docs/functions), and for those the
 * fake evaluates, their signature. A name SoQL does not have ({@code year}, {@code extract},
 * {@code now}, {@code date_format}...) is {@code no-such-function}, and so is a known function
 * called with an arity it does not take. Functions with no signature here are real SoQL that the
 * fake answers leniently (any arguments, a null result).
 */
final class FunctionCatalog {

    /**
     * Parameter types ({@code UNCHECKED} takes any type), how many are required, whether the last
     * repeats, and the result type ({@code null}: the type of the first argument, as min/max).
     */
    record Signature(List<SoqlType> params, int required, boolean lastRepeats, SoqlType result) {
        boolean takes(int arity) {
            return arity >= required && (lastRepeats || arity <= params.size());
        }

        SoqlType param(int i) {
            return params.get(Math.min(i, params.size() - 1));
        }
    }

    static final Set<String> AGGREGATES =
            Set.of("count", "count_distinct", "sum", "avg", "min", "max", "median", "stddev_pop", "stddev_samp");

    private static final Set<String> LENIENT = Set.of(
            "percentile_cont",
            "percentile_disc",
            "left_pad",
            "right_pad",
            "split_part",
            "chr",
            "date_diff_d",
            "to_floating_timestamp",
            "to_fixed_timestamp",
            "fixed_timestamp_trunc_y",
            "fixed_timestamp_trunc_ym",
            "fixed_timestamp_trunc_ymd",
            "convex_hull",
            "extent",
            "simplify",
            "simplify_preserve_topology",
            "num_points",
            "is_empty",
            "visible_at",
            "snap_to_grid",
            "signed_magnitude_10",
            "signed_magnitude_linear",
            "row_number",
            "rank",
            "dense_rank");

    private static final Map<String, Signature> SIGNATURES = new HashMap<>();

    static {
        for (String f : List.of("count", "count_distinct")) {
            fixed(f, NUMBER, UNCHECKED);
        }
        for (String f : List.of("sum", "avg", "median", "stddev_pop", "stddev_samp")) {
            fixed(f, NUMBER, NUMBER);
        }
        fixed("min", null, UNCHECKED);
        fixed("max", null, UNCHECKED);
        for (String f : List.of("upper", "lower", "trim", "trim_leading", "trim_trailing", "unaccent")) {
            fixed(f, TEXT, TEXT);
        }
        fixed("length", NUMBER, TEXT);
        for (String f : List.of(
                "starts_with", "contains", "caseless_eq", "caseless_ne", "caseless_starts_with", "caseless_contains")) {
            fixed(f, BOOLEAN, TEXT, TEXT);
        }
        SIGNATURES.put("caseless_one_of", new Signature(List.of(TEXT, TEXT), 2, true, BOOLEAN));
        SIGNATURES.put("caseless_not_one_of", new Signature(List.of(TEXT, TEXT), 2, true, BOOLEAN));
        for (String unit : List.of("y", "ym", "ymd")) {
            fixed("date_trunc_" + unit, FLOATING_TIMESTAMP, FLOATING_TIMESTAMP);
            fixed("floating_timestamp_trunc_" + unit, FLOATING_TIMESTAMP, FLOATING_TIMESTAMP);
        }
        for (String part : List.of("y", "m", "d", "hh", "mm", "ss", "dow", "woy", "iso_y")) {
            fixed("date_extract_" + part, NUMBER, FLOATING_TIMESTAMP);
        }
        fixed("date_add", FLOATING_TIMESTAMP, FLOATING_TIMESTAMP, TEXT);
        fixed("get_utc_date", FLOATING_TIMESTAMP);
        SIGNATURES.put("round", new Signature(List.of(NUMBER, NUMBER), 1, false, NUMBER));
        for (String f : List.of("abs", "floor", "ceiling", "ceil", "ln")) {
            fixed(f, NUMBER, NUMBER);
        }
        SIGNATURES.put("coalesce", new Signature(List.of(UNCHECKED), 1, true, null));
        // conditions and values alternate, any count of pairs (TypeChecker checks them)
        SIGNATURES.put("case", new Signature(List.of(BOOLEAN, UNCHECKED), 2, true, null));
        // the first argument is the point column; latitude first, the radius in meters
        fixed("within_circle", BOOLEAN, GEOMETRY, NUMBER, NUMBER, NUMBER);
        fixed("within_box", BOOLEAN, GEOMETRY, NUMBER, NUMBER, NUMBER, NUMBER);
        fixed("within_polygon", BOOLEAN, GEOMETRY, UNCHECKED);
        fixed("intersects", BOOLEAN, GEOMETRY, UNCHECKED);
        fixed("distance_in_meters", NUMBER, GEOMETRY, UNCHECKED);
    }

    private FunctionCatalog() {}

    private static void fixed(String name, SoqlType result, SoqlType... params) {
        SIGNATURES.put(name, new Signature(List.of(params), params.length, false, result));
    }

    static boolean isAggregate(String function) {
        return AGGREGATES.contains(function);
    }

    /** The signature of a function the fake evaluates; null for lenient ones. */
    static Signature signature(String function) {
        return SIGNATURES.get(function);
    }

    /**
     * Refuses calls SoQL cannot resolve: an unknown name, or a known one with an arity it lacks
     * ({@code *} only in count, pairs only in case), and a cast to a name that is no SoQL type
     * ({@code x::int} is the unknown function {@code cast$int}). Walks the whole tree, outer
     * calls first.
     */
    static void checkCalls(Expr expr) {
        if (expr instanceof Expr.Call call) {
            int arity = call.star() ? 1 : call.args().size();
            Signature signature = SIGNATURES.get(call.function());
            boolean known = signature != null || LENIENT.contains(call.function());
            if (!known
                    || (signature != null && !signature.takes(arity))
                    || (call.star() && !call.function().equals("count"))
                    || (call.function().equals("case") && arity % 2 != 0)) {
                throw SoqlError.noSuchFunction(call.function(), arity, call.pos());
            }
        }
        if (expr instanceof Expr.Cast cast && !SoqlType.isCastName(cast.type())) {
            throw SoqlError.noSuchFunction("cast$" + cast.type(), 1, cast.pos());
        }
        for (Expr child : expr.children()) {
            checkCalls(child);
        }
    }

    static boolean containsAggregate(Expr expr) {
        return firstAggregate(expr) != null;
    }

    static Expr.Call firstAggregate(Expr expr) {
        if (expr instanceof Expr.Call call && isAggregate(call.function())) {
            return call;
        }
        for (Expr child : expr.children()) {
            Expr.Call found = firstAggregate(child);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
