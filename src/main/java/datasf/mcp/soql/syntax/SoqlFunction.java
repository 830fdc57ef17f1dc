package datasf.mcp.soql.syntax;

import java.util.List;

/**
 * One of SoQL's functions, as Socrata's function table declares it (soql-reference's
 * {@code SoQLFunctions}): its name, the types it takes and gives, whether it folds rows
 * (an aggregate) or reads a window, and, where a plausible query goes wrong without knowing it,
 * the domain of what it returns and how its arguments are meant. Overloads are entries of their
 * own ({@code round(x, digits)}, {@code date_trunc_ymd(x)} and {@code date_trunc_ymd(x, zone)}).
 *
 * @param name lower case, as SoQL spells it
 * @param parameters the type of each argument, {@link SoqlType#ANY} for any
 * @param variadic whether the last parameter may repeat ({@code coalesce(a, b, c)})
 * @param result the type of the value, {@link SoqlType#ANY} for its arguments' type
 * @param domain the values it can return, or null when that is not a closed range
 * @param usage how its arguments are meant (order, units), or null when its name says it
 */
public record SoqlFunction(
        String name,
        List<SoqlType> parameters,
        boolean variadic,
        SoqlType result,
        Kind kind,
        Domain domain,
        String usage) {

    public enum Kind {
        /** One value per row. */
        SCALAR,
        /** One value per group of rows: a query calling one outside a window is aggregated. */
        AGGREGATE,
        /** One value per row from its window; only with {@code OVER (...)}. */
        WINDOW
    }

    /**
     * The whole numbers a function returns, e.g. {@code date_extract_dow}: 0 to 6, Sunday = 0.
     *
     * @param note what the numbers mean, when min and max do not say it
     */
    public record Domain(long min, long max, String note) {

        public boolean contains(double value) {
            return value >= min && value <= max;
        }

        @Override
        public String toString() {
            return min + " to " + max + (note == null ? "" : ", " + note);
        }
    }

    public SoqlFunction {
        parameters = List.copyOf(parameters);
    }

    public boolean isAggregate() {
        return kind == Kind.AGGREGATE;
    }

    public boolean isWindow() {
        return kind == Kind.WINDOW;
    }

    public boolean acceptsArity(int arity) {
        return variadic ? arity >= parameters.size() : arity == parameters.size();
    }

    /** The type the argument at {@code index} must have (a repeated last parameter for the rest). */
    public SoqlType parameter(int index) {
        return parameters.get(Math.min(index, parameters.size() - 1));
    }

    SoqlFunction returning(long min, long max, String note) {
        return new SoqlFunction(name, parameters, variadic, result, kind, new Domain(min, max, note), usage);
    }

    SoqlFunction usedAs(String text) {
        return new SoqlFunction(name, parameters, variadic, result, kind, domain, text);
    }

    SoqlFunction repeatingLast() {
        return new SoqlFunction(name, parameters, true, result, kind, domain, usage);
    }
}
