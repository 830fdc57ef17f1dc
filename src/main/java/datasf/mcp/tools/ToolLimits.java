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
        @Bindable(defaultValue = "5") int searchDefault,
        @Bindable(defaultValue = "20") int searchMax,
        @Bindable(defaultValue = "10") int listDefault,
        @Bindable(defaultValue = "50") int listMax,
        @Bindable(defaultValue = "100") int queryDefaultRows,
        @Bindable(defaultValue = "1000") int queryMaxRows,
        @Bindable(defaultValue = "32768") int responseBytes) {

    /** A limit of 0 would refuse every call, or leave no room for any answer. */
    public ToolLimits {
        Settings.requireAtLeast(searchDefault, 1, "datasf.limits.search-default");
        Settings.requireAtLeast(searchMax, 1, "datasf.limits.search-max");
        Settings.requireAtLeast(listDefault, 1, "datasf.limits.list-default");
        Settings.requireAtLeast(listMax, 1, "datasf.limits.list-max");
        Settings.requireAtLeast(queryDefaultRows, 1, "datasf.limits.query-default-rows");
        Settings.requireAtLeast(queryMaxRows, 1, "datasf.limits.query-max-rows");
        Settings.requireAtLeast(responseBytes, 1, "datasf.limits.response-bytes");
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
