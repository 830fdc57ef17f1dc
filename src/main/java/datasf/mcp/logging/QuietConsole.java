package datasf.mcp.logging;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.core.Appender;
import org.slf4j.LoggerFactory;

/**
 * For a command whose output is its own lines (the portal check): the log, libraries' included,
 * stays off the console, so that what it prints is all there is, with no stack trace among it.
 */
public final class QuietConsole {

    private QuietConsole() {}

    /** Stops the console appenders for the rest of the process. */
    public static void mute() {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext logback)) {
            return; // another SLF4J binding (none ships in the jar): nothing of ours prints
        }
        for (String name : new String[] {org.slf4j.Logger.ROOT_LOGGER_NAME, LogbackConfigurator.REQUEST_LOGGER}) {
            Logger logger = logback.getLogger(name);
            logger.iteratorForAppenders().forEachRemaining(Appender::stop);
        }
    }
}
