package datasf.mcp.logging;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.read.ListAppender;
import datasf.mcp.config.InvalidSettingException;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.LoggerFactory;

/**
 * What the server logs to the console while a command (the local server, stdio) starts, held back
 * until the start has worked or failed: a start that fails prints only the one line saying why (the
 * lines before it would bury it), one that works prints them all, in order.
 */
public final class StartupLog {

    private final Logger root;
    private final Appender<ILoggingEvent> console;
    private final ListAppender<ILoggingEvent> held = new ListAppender<>();

    private StartupLog(Logger root, Appender<ILoggingEvent> console) {
        this.root = root;
        this.console = console;
    }

    /** A command's start: the local server's or the stdio server's. */
    @FunctionalInterface
    public interface Start<T> {
        T run() throws IOException;
    }

    /**
     * Runs a command's start with the console's lines held back. A start that works (or fails
     * unforeseen: a bug, whose stack trace is the report) lets them out; a setting it cannot use
     * (the port in use among them) ends the process with one line on stderr saying which and what
     * to do, and exit code 1, the held lines dropped so the line is all there is.
     */
    public static <T> T startOrExplain(Start<T> start) throws IOException {
        return startOrExplain(start, started -> {});
    }

    /**
     * The same, with what the command says first once it has started (the local server's banner):
     * printed before the held lines, so a user sees where the server listens before any detail.
     */
    public static <T> T startOrExplain(Start<T> start, Consumer<T> first) throws IOException {
        StartupLog log = hold();
        try {
            T started = start.run();
            first.accept(started);
            log.release();
            return started;
        } catch (IOException | RuntimeException e) {
            Optional<String> setting = InvalidSettingException.lineOf(e);
            if (setting.isEmpty()) {
                log.release();
                throw e;
            }
            log.discard();
            System.err.println("datasf-mcp cannot start: " + setting.get());
            System.exit(1);
            throw e; // not reached
        }
    }

    /** Starts holding back the console's lines (nothing to hold without this server's console appender). */
    private static StartupLog hold() {
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
    private void release() {
        if (console != null) {
            restore();
            held.list.forEach(console::doAppend);
        }
    }

    /** The start failed for a reason that its own line says: the held lines are dropped. */
    private void discard() {
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
