package datasf.mcp.lambda;

import datasf.mcp.runtime.RestoreAware;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
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
 *       while it builds the snapshot) or when {@code DATASF_PRIME=true} ({@link PrimingProperties}),
 *       the constructor sends the requests a first user would send through this very handler (see
 *       {@link Primer}), without any call to Socrata or Secrets Manager. Without SnapStart the init
 *       phase is what the first user waits for, so priming is off by default there.</li>
 *   <li>SnapStart hooks (the CRaC API Lambda implements): before the snapshot, priming if not done;
 *       after a restore, every {@link RestoreAware} bean re-creates connections and drops cached
 *       secrets, which are read again on first use.</li>
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
    protected ApplicationContextBuilder newApplicationContextBuilder() {
        // no cloud-environment probing at startup: configuration comes from env variables only
        return super.newApplicationContextBuilder().deduceEnvironment(false).deduceCloudEnvironment(false);
    }

    /** Runs the priming requests once. */
    public synchronized void prime() {
        if (!primed) {
            long start = System.nanoTime();
            Primer.prime(
                    this,
                    getApplicationContext(),
                    getApplicationContext().getBean(PrimingProperties.class).rounds());
            primed = true;
            LOG.info("primed in {} ms", (System.nanoTime() - start) / 1_000_000);
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
