package datasf.mcp.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.FileAppender;
import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.runtime.LambdaRuntime;
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
public final class LogLevels {

    /** The file appender of a request log sent to a file ({@code DATASF_LOG_REQUESTS=/path}). */
    static final String REQUEST_FILE_APPENDER = "requests-file";

    public LogLevels(LoggingProperties properties, LambdaRuntime lambda) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext logback)) {
            return; // another SLF4J binding (none ships in the jar): nothing of ours to configure
        }
        logback.getLogger(LogbackConfigurator.OWN_LOGGERS).setLevel(Level.toLevel(properties.level()));
        Logger requests = logback.getLogger(LogbackConfigurator.REQUEST_LOGGER);
        Appender<ILoggingEvent> console = requests.getAppender(LogbackConfigurator.REQUEST_APPENDER);
        LoggingProperties.RequestsTo to = properties.requestsTo(lambda.active());
        if (console != null && to != LoggingProperties.RequestsTo.STDOUT) {
            console.stop(); // stopped, not detached: a test that swaps appenders puts it back silent
        } else if (console != null && !console.isStarted()) {
            console.start(); // an earlier context of this JVM stopped it
        }
        if (to == LoggingProperties.RequestsTo.FILE && requests.getAppender(REQUEST_FILE_APPENDER) == null) {
            requests.addAppender(file(logback, properties.requests()));
        }
    }

    private static FileAppender<ILoggingEvent> file(LoggerContext logback, String path) {
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(logback);
        encoder.setPattern("%msg%n");
        encoder.start();
        FileAppender<ILoggingEvent> file = new FileAppender<>();
        file.setContext(logback);
        file.setName(REQUEST_FILE_APPENDER);
        file.setFile(path);
        file.setAppend(true);
        file.setEncoder(encoder);
        file.start();
        if (!file.isStarted()) {
            throw new InvalidSettingException(
                    "datasf.log.requests", "auto, stdout, off or the path of a file this process can write", path);
        }
        return file;
    }
}
