package datasf.mcp.soql;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * Auto-correction settings (the corrector and the repairer are built from them in
 * {@code soql.rewrite}).
 *
 * @param fuzzyThreshold Fuse.js-style threshold (0 = exact only, 1 = anything), as in the original
 *     design; {@code DATASF_AUTOCORRECT_THRESHOLD}, default 0.4 (similarity 0.6)
 */
@ConfigurationProperties("datasf.soql")
public record SoqlProperties(@Bindable(defaultValue = "0.4") double fuzzyThreshold) {
}
