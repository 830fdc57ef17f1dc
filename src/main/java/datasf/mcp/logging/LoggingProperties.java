package datasf.mcp.logging;

import datasf.mcp.config.InvalidSettingException;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.util.Locale;

/**
 * The server's logging, applied as the application starts ({@link LogLevels}).
 *
 * @param level level of the server's own loggers ({@code datasf.*}): TRACE, DEBUG, INFO, WARN, ERROR
 *     or OFF; libraries log at WARN
 * @param requests where the request log (one JSON line per request) goes: {@code auto} is stdout
 *     on Lambda, where CloudWatch keeps it as the record of what the server did, and nowhere on a
 *     local start, where it would bury the terminal; {@code stdout}, {@code off}, or the path of a
 *     file to append to (a local start's log of its requests)
 */
@ConfigurationProperties("datasf.log")
public record LoggingProperties(
        @Bindable(defaultValue = "INFO") String level,
        @Bindable(defaultValue = "auto") String requests) {

    public LoggingProperties {
        if (level == null || !level.matches("(?i)TRACE|DEBUG|INFO|WARN|ERROR|OFF")) {
            throw new InvalidSettingException(
                    "datasf.log.level", "one of TRACE, DEBUG, INFO, WARN, ERROR, OFF", level == null ? "" : level);
        }
        if (requests == null || requests.isBlank()) {
            throw new InvalidSettingException(
                    "datasf.log.requests", "auto, stdout, off or a file's path", requests == null ? "" : requests);
        }
        requests = requests.strip();
    }

    /** Where the request log's lines go. */
    public enum RequestsTo {
        STDOUT,
        NOWHERE,
        FILE
    }

    /** Where the request log goes in this process ({@code onLambda}: whether it runs as a function). */
    public RequestsTo requestsTo(boolean onLambda) {
        return switch (requests.toLowerCase(Locale.ROOT)) {
            case "auto" -> onLambda ? RequestsTo.STDOUT : RequestsTo.NOWHERE;
            case "stdout" -> RequestsTo.STDOUT;
            case "off" -> RequestsTo.NOWHERE;
            default -> RequestsTo.FILE;
        };
    }
}
