package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlFunction;
import datasf.mcp.soql.syntax.SoqlFunctions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A function call: {@code upper(x)}, {@code count(*)}, {@code count(DISTINCT x)}, with SoQL 2.1's
 * {@code FILTER (WHERE ...)} and {@code OVER (...)} when written.
 *
 * @param name the function's name as written
 * @param star whether the argument is {@code *} ({@code count(*)}); the arguments are then empty
 * @param distinct {@code count(DISTINCT x)}, which SoQL reads as {@code count_distinct(x)}
 * @param filter the condition of {@code FILTER (WHERE ...)}, or null
 * @param window the {@code OVER (...)}, or null
 */
public record Call(
        int start,
        int end,
        String name,
        List<Expr> arguments,
        boolean star,
        boolean distinct,
        Expr filter,
        Window window)
        implements Expr {

    public Call {
        arguments = List.copyOf(arguments);
    }

    /**
     * The name in lower case, as the function table spells it: DISTINCT adds {@code _distinct} where
     * the table has such a function ({@code count(DISTINCT x)} is {@code count_distinct(x)}); any
     * other aggregate with DISTINCT ({@code sum(DISTINCT x)}) is that aggregate, over distinct values.
     */
    public String function() {
        String lower = name.toLowerCase(Locale.ROOT);
        return distinct && SoqlFunctions.exists(lower + "_distinct") ? lower + "_distinct" : lower;
    }

    /** The number of arguments the function table sees: {@code count(*)} has one. */
    public int arity() {
        return star ? 1 : arguments.size();
    }

    /** The table's entry for this call, when SoQL has the function with this many arguments. */
    public Optional<SoqlFunction> definition() {
        return SoqlFunctions.lookup(function(), arity());
    }

    /** An aggregate over the query's rows (or groups); an aggregate with OVER is a window, per row. */
    public boolean isAggregate() {
        return window == null && SoqlFunctions.isAggregate(function(), arity());
    }

    /** The name's own characters, {@code [start, nameEnd())}. */
    public int nameEnd() {
        return start + name.length();
    }

    @Override
    public List<Node> children() {
        List<Node> children = new ArrayList<>(arguments);
        if (filter != null) {
            children.add(filter);
        }
        if (window != null) {
            children.add(window);
        }
        return children;
    }
}
