package datasf.mcp.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micronaut.context.ApplicationContext;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * DATASF_LOG_LEVEL goes through validated configuration: a level logback does not know stops the
 * server naming the variable (logback alone would fall back to DEBUG or INFO without a word), and a
 * valid one applies before the beans built at startup log anything.
 */
class LoggingSettingsTest {

    private final Logger own = (Logger) LoggerFactory.getLogger(LogbackConfigurator.OWN_LOGGERS);

    @AfterEach
    void restoreTheDefault() {
        own.setLevel(Level.INFO);
    }

    @Test
    void anUnknownLevelStopsStartupNamingTheVariable() {
        Exception e = assertThrows(
                Exception.class,
                () -> ApplicationContext.run(Map.of("datasf.log.level", "LOUD")).close());
        assertTrue(
                causes(e)
                        .contains("DATASF_LOG_LEVEL (datasf.log.level) must be one of TRACE, DEBUG, INFO, WARN, "
                                + "ERROR, OFF, was 'LOUD'"),
                causes(e));
    }

    @Test
    void theLevelAppliesBeforeTheStartupBeansLog() {
        Logger cursorKeys = (Logger) LoggerFactory.getLogger("datasf.mcp.query.CursorKeys");
        ListAppender<ILoggingEvent> seen = new ListAppender<>();
        seen.start();
        cursorKeys.addAppender(seen);
        try (ApplicationContext context = ApplicationContext.run(Map.of("datasf.log.level", "warn"))) {
            assertEquals(Level.WARN, own.getLevel());
            assertFalse(
                    seen.list.stream().anyMatch(e -> e.getLevel() == Level.INFO),
                    "the cursor key's INFO line at startup follows the configured WARN: " + seen.list);
        } finally {
            cursorKeys.detachAppender(seen);
        }
    }

    @Test
    void theDefaultIsInfo() {
        try (ApplicationContext context = ApplicationContext.run()) {
            assertEquals(Level.INFO, own.getLevel());
            assertEquals("INFO", context.getBean(LoggingProperties.class).level());
        }
    }

    private static String causes(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append(" | ");
        }
        return all.toString();
    }
}
