package datasf.mcp.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * Configures logback in code, found through {@code META-INF/services}: parsing a logback.xml
 * (Joran) costs noticeable cold-start time on Lambda, and this configuration never changes.
 * One line per event on stdout (CloudWatch on Lambda); INFO for our code, WARN for libraries.
 * It runs before any configuration can be read: the level of our own loggers
 * ({@code DATASF_LOG_LEVEL}) is applied when the application starts, by {@link LogLevels}.
 *
 * <p>The request log ({@link #REQUEST_LOGGER}) has its own appender whose pattern is the bare
 * message: each line is a JSON object that CloudWatch Logs Insights parses by itself. It stays at
 * INFO whatever {@code DATASF_LOG_LEVEL} says, since it is the record of what the server did.
 */
public class LogbackConfigurator extends ContextAwareBase implements Configurator {

    /** The logger of the one-JSON-line-per-request log (the observability package writes it). */
    public static final String REQUEST_LOGGER = "datasf.mcp.request";

    /** The parent of every logger of this server. */
    static final String OWN_LOGGERS = "datasf";

    /** The console appender of every other line (StartupLog holds it back while the local server starts). */
    static final String CONSOLE_APPENDER = "console";

    /** The request log's own appender (pattern: the bare message). */
    static final String REQUEST_APPENDER = "requests";

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.WARN);
        root.addAppender(console(context, CONSOLE_APPENDER, "%d{HH:mm:ss.SSS} %-5level %logger{0} - %msg%n"));
        context.getLogger(OWN_LOGGERS).setLevel(Level.INFO);

        ch.qos.logback.classic.Logger requests = context.getLogger(REQUEST_LOGGER);
        requests.setLevel(Level.INFO);
        requests.setAdditive(false); // not again through root's pattern
        requests.addAppender(console(context, REQUEST_APPENDER, "%msg%n"));
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    private static ConsoleAppender<ILoggingEvent> console(LoggerContext context, String name, String pattern) {
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(pattern);
        encoder.start();

        ConsoleAppender<ILoggingEvent> console = new ConsoleAppender<>();
        console.setContext(context);
        console.setName(name);
        console.setEncoder(encoder);
        console.start();
        return console;
    }
}
