package datasf.mcp.lambda;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestLog;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.runtime.RestoreAware;
import datasf.mcp.transport.McpHttpResponse;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import io.micronaut.http.exceptions.UriSyntaxException;
import java.util.Optional;
import java.util.UUID;
import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Lambda handler (template.yaml's Handler): Micronaut's API Gateway v2 function, plus what a
 * pay-per-call function needs around its init phase.
 * <ul>
 *   <li>Priming: with SnapStart (Lambda sets {@code AWS_LAMBDA_INITIALIZATION_TYPE=snap-start}
 *       while it builds the snapshot) or when {@code DATASF_PRIMING_ENABLED=true} ({@link PrimingProperties}),
 *       the constructor sends the requests a first user would send through this very handler (see
 *       {@link Primer}), without any call to Socrata or Secrets Manager. Without SnapStart the init
 *       phase is what the first user waits for, so priming is off by default there.</li>
 *   <li>SnapStart hooks (the CRaC API Lambda implements): before the snapshot, priming if not done;
 *       after a restore, every {@link RestoreAware} bean re-creates connections and drops cached
 *       secrets, which are read again on first use.</li>
 *   <li>Events it cannot route (no {@code requestContext.http}: a direct invocation, a payload
 *       1.0 event) answer 400 with a JSON-RPC error body saying what it takes, not a function
 *       error; nothing else escapes as one either.</li>
 * </ul>
 */
public class DatasfHandler extends APIGatewayV2HTTPEventFunction implements Resource {

    private static final Logger LOG = LoggerFactory.getLogger(DatasfHandler.class);
    private static final String SNAP_START = "snap-start";

    private volatile boolean primed;

    /** What Lambda calls. */
    public DatasfHandler() {
        super();
        init();
    }

    /** The local server and tests: the same handler over a context they configured. */
    public DatasfHandler(ApplicationContext context) {
        super(context);
        init();
    }

    private void init() {
        Core.getGlobalContext().register(this);
        // read (and validated) here, so a bad setting stops the init phase with its message
        PrimingProperties priming = getApplicationContext().getBean(PrimingProperties.class);
        if (priming.enabled() || SNAP_START.equals(initializationType())) {
            prime();
        }
    }

    /**
     * Lambda's own {@code AWS_LAMBDA_INITIALIZATION_TYPE} ({@code on-demand}, {@code snap-start}...),
     * read through the context's environment like every setting: not one of ours to configure.
     */
    private String initializationType() {
        return getApplicationContext()
                .getProperty("aws.lambda.initialization.type", String.class)
                .orElse("");
    }

    @Override
    public APIGatewayV2HTTPResponse handleRequest(
            APIGatewayV2HTTPEvent event, com.amazonaws.services.lambda.runtime.Context context) {
        Optional<String> malformation = ApiGatewayEvents.malformation(event);
        if (malformation.isPresent()) {
            return refused(event, context, "malformed_event", malformation.get());
        }
        try {
            return super.handleRequest(event, context);
        } catch (UriSyntaxException e) {
            // a path that is no URI ("/a b", "/%zz"): Micronaut's adapter throws before routing
            return refused(event, context, "bad_request", "Bad Request: the request path is not a valid URI path");
        } catch (RuntimeException | Error e) {
            // Micronaut answers whatever it routes (see UnroutedRequests); this is a fault in the
            // adapter itself: one line in the log, and an answer rather than a function error
            LOG.error("event failed before reaching a route: {}", LogText.safe(e.toString()));
            return ApiGatewayEvents.response(McpHttpResponse.error(500, "Internal error"));
        }
    }

    /** A 400 with the request's log line, for an event the routes never see. */
    private static APIGatewayV2HTTPResponse refused(
            APIGatewayV2HTTPEvent event,
            com.amazonaws.services.lambda.runtime.Context context,
            String errorType,
            String message) {
        String lambdaId = context == null || isBlank(context.getAwsRequestId()) ? null : context.getAwsRequestId();
        var http = event == null || event.getRequestContext() == null
                ? null
                : event.getRequestContext().getHttp();
        RequestMetrics metrics = new RequestMetrics(
                lambdaId != null ? lambdaId : UUID.randomUUID().toString(),
                lambdaId,
                http == null ? null : http.getMethod(),
                http == null ? null : http.getPath());
        metrics.httpError(errorType);
        RequestLog.request(metrics, 400);
        return ApiGatewayEvents.response(McpHttpResponse.error(400, message));
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }

    @Override
    protected ApplicationContextBuilder newApplicationContextBuilder() {
        // no cloud-environment probing at startup: configuration comes from env variables only
        return super.newApplicationContextBuilder().deduceEnvironment(false).deduceCloudEnvironment(false);
    }

    /** Runs the priming requests once. */
    public synchronized void prime() {
        if (!primed) {
            long start = System.nanoTime();
            Primer.Report report = Primer.prime(
                    this,
                    getApplicationContext(),
                    getApplicationContext().getBean(PrimingProperties.class).rounds());
            primed = true;
            LOG.info("primed in {} ms", (System.nanoTime() - start) / 1_000_000);
            if (!report.failedCalls().isEmpty() || !report.unanswered().isEmpty()) {
                // the build's ContractPrimingTest keeps this from happening: a jar built past it
                LOG.warn(
                        "priming ran short: {} calls failed, {} requests had no recorded answer",
                        report.failedCalls().size(),
                        report.unanswered().size());
            }
        }
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        prime();
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        var beans = getApplicationContext().getBeansOfType(RestoreAware.class);
        beans.forEach(RestoreAware::afterRestore);
        // says the runtime did call the hook: a snapshot whose hooks never ran would send the
        // first requests over dead connections with secrets read before the snapshot
        LOG.info("restored from a SnapStart snapshot: {} connection and secret holders reset", beans.size());
    }
}
