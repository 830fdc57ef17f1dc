package datasf.mcp.soql;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Factory;
import io.micronaut.core.bind.annotation.Bindable;
import datasf.mcp.soql.rewrite.SoqlRepairer;
import jakarta.inject.Singleton;

/**
 * Auto-correction settings.
 *
 * @param fuzzyThreshold how near a misspelled column name must be to be corrected: a Fuse.js-style
 *     threshold (0 = exact only, 1 = anything), as in the original design; 0.4 is a similarity of
 *     0.6 (1 - Levenshtein distance / length)
 */
@ConfigurationProperties("datasf.soql")
public record SoqlProperties(@Bindable(defaultValue = "0.4") double fuzzyThreshold) {

    /** The corrector and the repairer as beans, built once from the configured threshold. */
    @Factory
    static class CorrectorFactory {
        @Singleton
        SoqlColumnCorrector corrector(SoqlProperties properties) {
            return SoqlColumnCorrector.fromFuseThreshold(properties.fuzzyThreshold());
        }

        @Singleton
        SoqlRepairer repairer(SoqlColumnCorrector corrector) {
            return new SoqlRepairer(corrector);
        }
    }
}
