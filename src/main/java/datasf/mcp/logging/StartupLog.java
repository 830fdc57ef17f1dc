package datasf.mcp.logging;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.read.ListAppender;
import org.slf4j.LoggerFactory;

/**
 * What the server logs to the console while the local server starts, held back until the start
 * has worked or failed: a start that fails prints only the one line saying why (the lines before
 * it would bury it), one that works prints them all, in order, before saying where it listens.
 */
public final class StartupLog {

    private final Logger root;
    private final Appender<ILoggingEvent> console;
    private final ListAppender<ILoggingEvent> held = new ListAppender<>();

    private StartupLog(Logger root, Appender<ILoggingEvent> console) {
        this.root = root;
        this.console = console;
    }

    /** Starts holding back the console's lines (nothing to hold without this server's console appender). */
    public static StartupLog hold() {
        Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        StartupLog log = new StartupLog(root, root.getAppender(LogbackConfigurator.CONSOLE_APPENDER));
        if (log.console != null) {
            log.held.setContext(root.getLoggerContext());
            log.held.start();
            root.detachAppender(log.console);
            root.addAppender(log.held);
        }
        return log;
    }

    /** The start worked (or failed unforeseen): what was held back goes to the console after all. */
    public void release() {
        if (console != null) {
            restore();
            held.list.forEach(console::doAppend);
        }
    }

    /** The start failed for a reason that its own line says: the held lines are dropped. */
    public void discard() {
        if (console != null) {
            restore();
        }
    }

    private void restore() {
        root.detachAppender(held);
        root.addAppender(console);
        held.stop();
    }
}
