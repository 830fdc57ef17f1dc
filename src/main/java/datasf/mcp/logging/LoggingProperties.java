package datasf.mcp.logging;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The server's logging (applied at startup by {@link LogLevels}).
 *
 * @param level the level of the server's own loggers (libraries log at WARN; the request log is
 *     always on), {@code DATASF_LOG_LEVEL} (default INFO)
 * @param requestsQuiet leaves the request log's lines out of stdout; the test build sets it
 *     ({@code -Ddatasf.log.requests-quiet=true}), since thousands of lines would bury its report
 *     (tests that read the log attach their own appender, so they still see every line)
 */
@ConfigurationProperties("datasf.log")
public record LoggingProperties(
        @NotNull(message = LEVEL_RULE) @Pattern(regexp = "(?i)TRACE|DEBUG|INFO|WARN|ERROR|OFF", message = LEVEL_RULE)
        String level,
        @Bindable(defaultValue = "false") boolean requestsQuiet) {

    static final String LEVEL_RULE = "datasf.log.level (DATASF_LOG_LEVEL) must be one of TRACE, DEBUG, INFO, WARN, ERROR, OFF";
}
