package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.SoqlProperties;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/** The column corrector and the repairer as beans, built once from the configured threshold. */
@Factory
class RepairerFactory {

    @Singleton
    SoqlColumnCorrector corrector(SoqlProperties properties) {
        return SoqlColumnCorrector.fromFuseThreshold(properties.fuzzyThreshold());
    }

    @Singleton
    SoqlRepairer repairer(SoqlColumnCorrector corrector) {
        return new SoqlRepairer(corrector);
    }
}
