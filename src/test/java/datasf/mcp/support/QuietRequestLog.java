package datasf.mcp.support;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import datasf.mcp.logging.LogbackConfigurator;
import java.util.Optional;
import net.jqwik.api.lifecycle.AroundContainerHook;
import net.jqwik.api.lifecycle.ContainerLifecycleContext;
import net.jqwik.api.lifecycle.Lifespan;
import net.jqwik.api.lifecycle.Store;
import org.slf4j.LoggerFactory;

/**
 * Turns the request log off for a jqwik container ({@code @AddLifecycleHook(QuietRequestLog.class)})
 * and gives it back its level afterwards: a fuzz property's thousands of requests would otherwise
 * write a line each into the build's output.
 */
public final class QuietRequestLog implements AroundContainerHook {

    private static final Logger REQUESTS = (Logger) LoggerFactory.getLogger(LogbackConfigurator.REQUEST_LOGGER);

    @Override
    public void beforeContainer(ContainerLifecycleContext context) {
        Optional<Level> before = Optional.ofNullable(REQUESTS.getLevel());
        Store.<Optional<Level>>getOrCreate(QuietRequestLog.class, Lifespan.RUN, () -> before)
                .update(ignored -> before);
        REQUESTS.setLevel(Level.OFF);
    }

    @Override
    public void afterContainer(ContainerLifecycleContext context) {
        Store<Optional<Level>> before = Store.get(QuietRequestLog.class);
        REQUESTS.setLevel(before.get().orElse(null));
    }
}
