package datasf.mcp.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;
import org.slf4j.LoggerFactory;

/**
 * Applies {@link LoggingProperties} to logback when the application starts: first of the beans
 * built at startup, so their own log lines already follow the configured level. (Logback itself is
 * configured before any configuration can be read, by {@link LogbackConfigurator}, with INFO.)
 */
@Context
@Order(Ordered.HIGHEST_PRECEDENCE)
public class LogLevels {

    public LogLevels(LoggingProperties properties) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext logback)) {
            return; // another SLF4J binding (none ships in the jar): nothing of ours to configure
        }
        logback.getLogger(LogbackConfigurator.OWN_LOGGERS).setLevel(Level.toLevel(properties.level()));
        if (properties.requestsQuiet()) {
            Logger requests = logback.getLogger(LogbackConfigurator.REQUEST_LOGGER);
            var appender = requests.getAppender(LogbackConfigurator.REQUEST_APPENDER);
            if (appender != null) {
                appender.stop(); // stopped, not detached: a test that swaps appenders puts it back silent
            }
        }
    }
}
