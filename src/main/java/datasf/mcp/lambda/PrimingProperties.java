package datasf.mcp.lambda;

import datasf.mcp.config.InvalidSettingException;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * Init-phase priming (see {@link DatasfHandler}). With SnapStart (Lambda's
 * {@code AWS_LAMBDA_INITIALIZATION_TYPE=snap-start}) the handler always primes; these settings turn
 * it on without SnapStart and say how much.
 *
 * @param enabled prime during init even without SnapStart; without SnapStart the init phase is
 *     what the first caller waits for, so it is off by default
 * @param rounds rounds of priming requests, 1 to 1000: the first loads classes, later ones let the
 *     JIT compile the hot paths, which a SnapStart snapshot keeps
 */
@ConfigurationProperties("datasf.priming")
public record PrimingProperties(
        @Bindable(defaultValue = "false") boolean enabled,

        @Bindable(defaultValue = "10") int rounds) {

    public PrimingProperties {
        if (rounds < 1 || rounds > 1000) {
            throw new InvalidSettingException("datasf.priming.rounds", "1 to 1000", rounds);
        }
    }
}
