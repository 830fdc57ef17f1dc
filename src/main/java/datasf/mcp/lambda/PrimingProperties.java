package datasf.mcp.lambda;

import io.micronaut.context.annotation.ConfigurationProperties;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/**
 * Init-phase priming (see {@link DatasfHandler}). With SnapStart the handler always primes; these
 * settings turn it on without SnapStart and say how much.
 *
 * <p>The defaults are in application.properties, not in {@code @Bindable}: Micronaut replaces a
 * value it cannot convert (DATASF_PRIME_ROUNDS=ten) by a {@code @Bindable} default without a word,
 * while without one it refuses to start, naming the property and the value.
 *
 * @param enabled prime during init even without SnapStart, {@code DATASF_PRIME} (default false:
 *     without SnapStart the init phase is what the first caller waits for)
 * @param rounds rounds of priming requests, 1 to 1000: the first loads classes, later ones let the
 *     JIT compile the hot paths, which a SnapStart snapshot keeps; {@code DATASF_PRIME_ROUNDS}
 *     (default 10)
 */
@ConfigurationProperties("datasf.priming")
public record PrimingProperties(
        boolean enabled,
        @Min(value = 1, message = "datasf.priming.rounds (DATASF_PRIME_ROUNDS) must be 1 to 1000")
        @Max(value = 1000, message = "datasf.priming.rounds (DATASF_PRIME_ROUNDS) must be 1 to 1000") int rounds) {
}
