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
 * The level of our own loggers can be changed with {@code DATASF_LOG_LEVEL}.
 */
public class LogbackConfigurator extends ContextAwareBase implements Configurator {

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern("%d{HH:mm:ss.SSS} %-5level %logger{0} - %msg%n");
        encoder.start();

        ConsoleAppender<ILoggingEvent> console = new ConsoleAppender<>();
        console.setContext(context);
        console.setName("console");
        console.setEncoder(encoder);
        console.start();

        ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.WARN);
        root.addAppender(console);
        String level = System.getenv("DATASF_LOG_LEVEL");
        context.getLogger("datasf").setLevel(Level.toLevel(level, Level.INFO));
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }
}
