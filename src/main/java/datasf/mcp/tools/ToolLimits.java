package datasf.mcp.tools;

import datasf.mcp.config.Settings;
import datasf.mcp.errors.ToolException;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * How much a tool returns by default and at most. Small defaults keep answers cheap in tokens;
 * the maximums stop one call from flooding the LLM's context.
 *
 * @param searchDefault search_datasf results when limit is not given
 * @param searchMax the most search_datasf results a call may ask for
 * @param listDefault list_datasf results when limit is not given
 * @param listMax the most list_datasf results a call may ask for
 * @param queryDefaultRows rows per page of raw (non-aggregated) query results when max_rows is not given
 * @param queryMaxRows the hard cap on rows per page; aggregated results use it as their default
 * @param responseBytes byte budget of every tool's answer (its structured content, which the text
 *     content repeats); larger lists are cut and say so
 */
@ConfigurationProperties("datasf.limits")
public record ToolLimits(
        @Bindable(defaultValue = ToolLimits.SEARCH_DEFAULT) int searchDefault,
        @Bindable(defaultValue = "20") int searchMax,
        @Bindable(defaultValue = ToolLimits.LIST_DEFAULT) int listDefault,
        @Bindable(defaultValue = "50") int listMax,

        @Bindable(defaultValue = ToolLimits.QUERY_DEFAULT_ROWS)
        int queryDefaultRows,

        @Bindable(defaultValue = "1000") int queryMaxRows,
        @Bindable(defaultValue = "32768") int responseBytes) {

    static final String SEARCH_DEFAULT = "5";
    static final String LIST_DEFAULT = "10";
    static final String QUERY_DEFAULT_ROWS = "100";

    /**
     * A limit of 0 would refuse every call, or leave no room for any answer. A default set above its
     * maximum is a contradiction and refused; a default left as it is follows a maximum set below it.
     */
    public ToolLimits {
        Settings.requireAtLeast(searchDefault, 1, "datasf.limits.search-default");
        Settings.requireAtLeast(searchMax, 1, "datasf.limits.search-max");
        Settings.requireAtLeast(listDefault, 1, "datasf.limits.list-default");
        Settings.requireAtLeast(listMax, 1, "datasf.limits.list-max");
        Settings.requireAtLeast(queryDefaultRows, 1, "datasf.limits.query-default-rows");
        Settings.requireAtLeast(queryMaxRows, 1, "datasf.limits.query-max-rows");
        Settings.requireAtLeast(responseBytes, 1, "datasf.limits.response-bytes");
        searchDefault = within(searchDefault, SEARCH_DEFAULT, searchMax, "search-default", "search-max");
        listDefault = within(listDefault, LIST_DEFAULT, listMax, "list-default", "list-max");
        queryDefaultRows =
                within(queryDefaultRows, QUERY_DEFAULT_ROWS, queryMaxRows, "query-default-rows", "query-max-rows");
    }

    private static int within(int value, String unset, int max, String name, String maxName) {
        if (value > max && value == Integer.parseInt(unset)) {
            return max;
        }
        return Settings.requireAtMost(value, max, "datasf.limits." + name, "datasf.limits." + maxName);
    }

    /** The limit to use: the default when none was asked for; a request above the max is refused. */
    public static int resolve(Integer requested, int defaultValue, int max, String field) {
        if (requested == null) {
            return Math.min(defaultValue, max);
        }
        if (requested > max) {
            throw ToolException.validation("Invalid " + field + ": must be at most " + max);
        }
        return requested;
    }
}
