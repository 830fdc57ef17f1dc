package datasf.mcp.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.amazonaws.services.lambda.runtime.Context;
import datasf.mcp.support.LambdaHarness;
import org.junit.jupiter.api.Test;

/** A warm instance's bean registry stays the same size however many requests it serves. */
class NoPerRequestBeansTest {

    @Test
    void requestsRegisterNoBeans() {
        try (LambdaHarness lambda = new LambdaHarness()) {
            lambda.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
            int before = lambda.context().getAllBeanDefinitions().size();
            for (int i = 0; i < 300; i++) {
                lambda.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
            }
            assertEquals(before, lambda.context().getAllBeanDefinitions().size());
            assertEquals(0, lambda.context().getBeanDefinitions(Context.class).size());
        }
    }
}
