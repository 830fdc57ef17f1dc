package datasf.mcp.logging;

import datasf.mcp.config.InvalidSettingException;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * The server's logging, applied as the application starts ({@link LogLevels}).
 *
 * @param level level of the server's own loggers ({@code datasf.*}): TRACE, DEBUG, INFO, WARN, ERROR
 *     or OFF; libraries log at WARN and the request log is always on
 * @param requestsQuiet leaves the request log's lines out of stdout: set by the test build
 *     ({@code -Ddatasf.log.requests-quiet=true}), whose report thousands of lines would bury
 *     (tests that read the log attach their own appender, so they still see every line)
 */
@ConfigurationProperties("datasf.log")
public record LoggingProperties(
        @Bindable(defaultValue = "INFO") String level,
        @Bindable(defaultValue = "false") boolean requestsQuiet) {

    public LoggingProperties {
        if (level == null || !level.matches("(?i)TRACE|DEBUG|INFO|WARN|ERROR|OFF")) {
            throw new InvalidSettingException(
                    "datasf.log.level", "one of TRACE, DEBUG, INFO, WARN, ERROR, OFF", level == null ? "" : level);
        }
    }
}
