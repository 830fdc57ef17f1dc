package datasf.mcp.lambda;

import com.amazonaws.services.lambda.runtime.Context;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.function.aws.DefaultLambdaContextFactory;
import io.micronaut.function.aws.LambdaContextFactory;
import jakarta.inject.Singleton;

/**
 * Stops micronaut-function-aws from registering each invocation's Lambda {@link Context} (and its
 * logger) as singleton beans. Its default factory adds two new bean definitions per request and
 * never removes them: on a warm instance the bean registry grows without bound and every later
 * bean lookup (route dispatch included) slows down with it. Nothing here injects the Context; the
 * request id it carries reaches the request log through the MDC, which the adapter still fills.
 */
@Singleton
@Replaces(DefaultLambdaContextFactory.class)
public class NoPerRequestBeans implements LambdaContextFactory {

    @Override
    public void registerSingletons(Context context) {
        // deliberately nothing: see the class comment
    }
}
