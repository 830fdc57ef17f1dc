package datasf.mcp.support;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.LoggerFactory;

/** Captures what logback receives from a logger (and its children) while open. */
public final class CapturedLogs implements AutoCloseable {

    private final Logger logger;
    private final Level previousLevel;
    private final boolean previouslyAdditive;
    private final List<Appender<ILoggingEvent>> displaced = new ArrayList<>();
    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();

    private CapturedLogs(String loggerName, Level level) {
        logger = (Logger) LoggerFactory.getLogger(loggerName);
        previousLevel = logger.getLevel();
        previouslyAdditive = logger.isAdditive();
        logger.setLevel(level);
        // Captured, not printed: keeps test output readable at DEBUG and TRACE.
        logger.setAdditive(false);
        logger.iteratorForAppenders().forEachRemaining(displaced::add);
        displaced.forEach(logger::detachAppender);
        appender.setContext(logger.getLoggerContext());
        appender.start();
        logger.addAppender(appender);
    }

    /** Everything from this package, at every level. */
    public static CapturedLogs ofSecretsPackage() {
        return new CapturedLogs("datasf.mcp.secrets", Level.TRACE);
    }

    /** One logger (and its children) from {@code level} up. */
    public static CapturedLogs of(String loggerName, Level level) {
        return new CapturedLogs(loggerName, level);
    }

    /** Everything in the JVM (our code, Micronaut, the AWS SDK) from {@code level} up. */
    public static CapturedLogs ofEverything(Level level) {
        return new CapturedLogs(org.slf4j.Logger.ROOT_LOGGER_NAME, level);
    }

    public List<ILoggingEvent> events() {
        return List.copyOf(appender.list);
    }

    public List<String> warnings() {
        return events().stream()
                .filter(e -> e.getLevel() == Level.WARN)
                .map(ILoggingEvent::getFormattedMessage)
                .toList();
    }

    /**
     * Every piece of text an event could print: the formatted message, the raw
     * arguments, MDC values and each message in the exception chain.
     */
    public List<String> allText() {
        List<String> texts = new ArrayList<>();
        for (ILoggingEvent event : events()) {
            texts.add(event.getFormattedMessage());
            if (event.getArgumentArray() != null) {
                for (Object argument : event.getArgumentArray()) {
                    texts.add(String.valueOf(argument));
                }
            }
            texts.addAll(event.getMDCPropertyMap().values());
            for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
                texts.add(t.getClassName() + ": " + t.getMessage());
            }
        }
        return texts;
    }

    @Override
    public void close() {
        logger.detachAppender(appender);
        appender.stop();
        logger.setLevel(previousLevel);
        logger.setAdditive(previouslyAdditive);
        displaced.forEach(logger::addAppender);
    }
}
