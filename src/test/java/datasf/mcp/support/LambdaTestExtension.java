package datasf.mcp.support;

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
        return LambdaHarnesses.supplies(parameter.getParameter().getType());
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return harnesses(context).parameter(parameter.getParameter().getType());
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
