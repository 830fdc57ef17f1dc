package datasf.mcp.support;

import java.util.Set;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * {@link LambdaTest} for JUnit Jupiter classes: the class's {@link LambdaHarnesses} live in the
 * class's extension store (closed with it), are reset before each test and resolve the
 * {@link FakeSocrata}, {@link LambdaHarness} and {@link LambdaHarnesses} parameters.
 */
public final class LambdaTestExtension implements BeforeAllCallback, BeforeEachCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(LambdaTestExtension.class);
    private static final Set<Class<?>> INJECTED = Set.of(FakeSocrata.class, LambdaHarness.class, LambdaHarnesses.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        harnesses(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        harnesses(context).reset();
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return INJECTED.contains(parameter.getParameter().getType());
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        LambdaHarnesses harnesses = harnesses(context);
        Class<?> type = parameter.getParameter().getType();
        if (type == FakeSocrata.class) {
            return harnesses.socrata();
        }
        return type == LambdaHarness.class ? harnesses.lambda() : harnesses;
    }

    /** The class's harnesses, kept in the class's store whichever test or method asks. */
    private static LambdaHarnesses harnesses(ExtensionContext context) {
        ExtensionContext classContext = context;
        while (classContext.getTestMethod().isPresent()
                && classContext.getParent().isPresent()) {
            classContext = classContext.getParent().get();
        }
        Class<?> testClass = classContext.getRequiredTestClass();
        return classContext
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(testClass, LambdaHarnesses::of, LambdaHarnesses.class);
    }
}
