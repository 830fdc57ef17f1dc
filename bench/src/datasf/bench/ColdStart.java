package datasf.bench;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import datasf.mcp.lambda.ApiGatewayEvents;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import java.lang.management.ManagementFactory;
import java.util.Map;

/**
 * One cold start, as Lambda does it: the JVM starts, the handler class named in template.yaml is
 * constructed (Micronaut starts), and the first event is handled. Prints, as one JSON line, the
 * milliseconds from JVM launch to the first tools/list response, then to the first tools/call of
 * each tool with its example (against the Socrata at DATASF_SOCRATA_BASE_URL, a local zero-latency
 * fake).
 *
 * <p>Run by bench/cold-start.sh, one JVM per measurement.
 */
public final class ColdStart {

    public static void main(String[] args) throws Exception {
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        String handlerClass = args.length > 0 ? args[0] : APIGatewayV2HTTPEventFunction.class.getName();
        Object handler = Class.forName(handlerClass).getDeclaredConstructor().newInstance();
        long initDone = System.currentTimeMillis();
        APIGatewayV2HTTPEventFunction function = (APIGatewayV2HTTPEventFunction) handler;
        check(function.handleRequest(
                event("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}"), new MockLambdaContext()));
        long firstList = System.currentTimeMillis();
        StringBuilder json = new StringBuilder(
                "{\"init_ms\":" + (initDone - jvmStart) + ",\"first_tools_list_ms\":" + (firstList - jvmStart));
        if (args.length > 1 && args[1].equals("--tools")) {
            Map<String, String> calls = ToolCalls.examples(function.getApplicationContext());
            long previous = System.currentTimeMillis();
            for (Map.Entry<String, String> call : calls.entrySet()) {
                APIGatewayV2HTTPResponse response =
                        function.handleRequest(event(call.getValue()), new MockLambdaContext());
                check(response);
                if (response.getBody().contains("\"isError\":true")) {
                    throw new IllegalStateException(call.getKey() + " failed: " + response.getBody());
                }
                long now = System.currentTimeMillis();
                json.append(",\"first_").append(call.getKey()).append("_ms\":").append(now - previous);
                previous = now;
            }
        }
        System.out.println("coldstart " + json.append('}'));
        System.exit(0);
    }

    static APIGatewayV2HTTPEvent event(String body) {
        return ApiGatewayEvents.post(body, "bench");
    }

    private static void check(APIGatewayV2HTTPResponse response) {
        if (response.getStatusCode() != 200) {
            throw new IllegalStateException("HTTP " + response.getStatusCode() + ": " + response.getBody());
        }
    }
}
