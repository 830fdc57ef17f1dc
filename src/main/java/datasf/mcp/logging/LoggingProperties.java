package datasf.mcp.logging;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

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
        @Bindable(defaultValue = "INFO")
        @NotNull(message = LEVEL_RULE)
        @Pattern(regexp = "(?i)TRACE|DEBUG|INFO|WARN|ERROR|OFF", message = LEVEL_RULE)
        String level,

        @Bindable(defaultValue = "false") boolean requestsQuiet) {

    static final String LEVEL_RULE =
            "datasf.log.level (DATASF_LOG_LEVEL) must be one of TRACE, DEBUG, INFO, WARN, ERROR, OFF";
}
