package datasf.mcp.support;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.lifecycle.AroundContainerHook;
import net.jqwik.api.lifecycle.AroundTryHook;
import net.jqwik.api.lifecycle.ContainerLifecycleContext;
import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.ParameterResolutionContext;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.ResolveParameterHook;
import net.jqwik.api.lifecycle.TryExecutionResult;
import net.jqwik.api.lifecycle.TryExecutor;
import net.jqwik.api.lifecycle.TryLifecycleContext;

/**
 * {@link LambdaTest} for jqwik classes: the class's {@link LambdaHarnesses} open before the
 * class's own {@code @BeforeContainer} methods and close after its {@code @AfterContainer} ones,
 * are reset before each try (before the class's {@code @BeforeTry} methods) and resolve the
 * {@link FakeSocrata}, {@link LambdaHarness} and {@link LambdaHarnesses} parameters.
 */
public final class LambdaTestHook implements AroundContainerHook, AroundTryHook, ResolveParameterHook {

    /** Outside jqwik's own lifecycle-method hooks (proximity -10): ours run first and close last. */
    private static final int OUTSIDE_LIFECYCLE_METHODS = -20;

    private static final Map<Class<?>, LambdaHarnesses> BY_CLASS = new ConcurrentHashMap<>();

    @Override
    public PropagationMode propagateTo() {
        return PropagationMode.ALL_DESCENDANTS;
    }

    @Override
    public void beforeContainer(ContainerLifecycleContext context) {
        context.optionalContainerClass().ifPresent(LambdaTestHook::harnesses);
    }

    @Override
    public void afterContainer(ContainerLifecycleContext context) {
        context.optionalContainerClass().map(BY_CLASS::remove).ifPresent(LambdaHarnesses::close);
    }

    @Override
    public int proximity() {
        return OUTSIDE_LIFECYCLE_METHODS;
    }

    @Override
    public TryExecutionResult aroundTry(TryLifecycleContext context, TryExecutor property, List<Object> parameters) {
        context.optionalContainerClass().map(LambdaTestHook::harnesses).ifPresent(LambdaHarnesses::reset);
        return property.execute(parameters);
    }

    @Override
    public int aroundTryProximity() {
        return OUTSIDE_LIFECYCLE_METHODS;
    }

    @Override
    public Optional<ParameterSupplier> resolve(ParameterResolutionContext parameter, LifecycleContext context) {
        Class<?> type = parameter.parameter().getType();
        Optional<Class<?>> testClass = context.optionalContainerClass();
        if (!LambdaHarnesses.supplies(type) || testClass.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(unusedTry -> harnesses(testClass.get()).parameter(type));
    }

    private static LambdaHarnesses harnesses(Class<?> testClass) {
        return BY_CLASS.computeIfAbsent(testClass, LambdaHarnesses::of);
    }
}
