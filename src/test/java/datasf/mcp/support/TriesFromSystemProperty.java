package datasf.mcp.support;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * How deep the jqwik properties go: each runs {@value #PERCENT} percent of the tries its
 * {@code @Property(tries = N)} declares, but at least {@value #MIN_TRIES} (or N, if smaller); a
 * property marked {@link AllTries} runs its N at every depth. The build sets the percent (pom.xml:
 * a fast 10 for {@code ./mvnw -B verify}, 100 with {@code -Pdeep}, which CI also runs); unset, as
 * in an IDE, every property runs its declared tries. Registered for every property in
 * META-INF/services/net.jqwik.api.lifecycle.LifecycleHook.
 */
public final class TriesFromSystemProperty implements AroundPropertyHook {

    public static final String PERCENT = "datasf.tries.percent";
    /** jqwik mixes its edge cases in first: enough tries that random values get their turn too. */
    static final int MIN_TRIES = 50;

    @Override
    public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
        String percent = System.getProperty(PERCENT, "").strip();
        if (!percent.isEmpty() && !context.targetMethod().isAnnotationPresent(AllTries.class)) {
            context.attributes()
                    .tries()
                    .ifPresent(declared -> context.attributes().setTries(scaled(declared, percent)));
        }
        return property.execute();
    }

    static int scaled(int declared, String percent) {
        int share;
        try {
            share = Integer.parseInt(percent);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    PERCENT + " must be a whole number of percent (10, 100), was '" + percent + "'");
        }
        if (share < 1) {
            throw new IllegalArgumentException(PERCENT + " must be at least 1, was " + share);
        }
        long tries = (long) declared * share / 100;
        return (int) Math.max(Math.min(declared, MIN_TRIES), Math.min(tries, Integer.MAX_VALUE));
    }

    /** Registered once for the whole engine: reaches every property below it. */
    @Override
    public PropagationMode propagateTo() {
        return PropagationMode.ALL_DESCENDANTS;
    }

    /** Before jqwik's own hooks, so the tries are set before the property is generated. */
    @Override
    public int aroundPropertyProximity() {
        return -100;
    }
}
