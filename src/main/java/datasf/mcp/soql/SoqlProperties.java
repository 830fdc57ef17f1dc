package datasf.mcp.soql;

import datasf.mcp.config.InvalidSettingException;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * Auto-correction settings (the corrector and the repairer are built from them in
 * {@code soql.rewrite}).
 *
 * @param fuzzyThreshold how near a misspelled column name must be to be corrected: a Fuse.js-style
 *     threshold (0 = exact only, 1 = anything); 0.4 is a similarity of 0.6 (1 - Levenshtein
 *     distance / length)
 */
@ConfigurationProperties("datasf.soql")
public record SoqlProperties(@Bindable(defaultValue = "0.4") double fuzzyThreshold) {

    public SoqlProperties {
        if (!(fuzzyThreshold >= 0 && fuzzyThreshold <= 1)) {
            throw new InvalidSettingException("datasf.soql.fuzzy-threshold", "0 to 1", fuzzyThreshold);
        }
    }
}
