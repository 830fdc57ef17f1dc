package datasf.mcp.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.socrata.SocrataProperties;
import datasf.mcp.tools.ToolLimits;
import io.micronaut.context.ApplicationContext;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The variables whose names differ from their properties, mapped only when set. */
class EnvironmentVariablesTest {

    @Test
    void aSetVariableSetsItsPropertiesAndAnUnsetOneLeavesTheDefault() {
        var variables = EnvironmentVariables.propertySource(
                Map.of("DATASF_QUERY_MAX_ROWS", "700", "DATASF_SCHEMA_CACHE_TTL", "7m"));
        try (ApplicationContext context =
                ApplicationContext.builder().propertySources(variables).start()) {
            ToolLimits limits = context.getBean(ToolLimits.class);
            assertEquals(700, limits.queryMaxRows());
            assertEquals(100, limits.queryDefaultRows(), "unset: the record's default");
            assertEquals(
                    "7m",
                    context.getProperty("micronaut.caches.schemas.expire-after-write", String.class)
                            .orElseThrow());
            assertEquals(
                    "7m",
                    context.getProperty("micronaut.caches.row-counts.expire-after-write", String.class)
                            .orElseThrow(),
                    "the row-count cache follows the schema cache");
        }
    }

    /** The defaults were once written as ${VAR:https://...}, which Micronaut reads as VAR, then https, then //... */
    @Test
    void theDefaultPortalIsAnHttpsUrl() {
        try (ApplicationContext context = ApplicationContext.run()) {
            SocrataProperties socrata = context.getBean(SocrataProperties.class);
            assertEquals("https://data.sfgov.org", socrata.baseUrl());
            assertEquals("https://api.us.socrata.com/api/catalog/v1", socrata.discoveryUrl());
            assertEquals(Duration.ofSeconds(30), socrata.timeout());
        }
    }

    @Test
    void aVariableIsNamedByItsAliasOrByMicronautsOwnMapping() {
        assertEquals("DATASF_QUERY_MAX_ROWS", EnvironmentVariables.variableFor("datasf.limits.query-max-rows"));
        assertEquals(
                "DATASF_SOCRATA_RETRY_MAX_ATTEMPTS",
                EnvironmentVariables.variableFor("datasf.socrata.retry.max-attempts"));
        assertTrue(
                EnvironmentVariables.ALIASES.values().stream()
                        .noneMatch(property -> property.replace('.', '_')
                                .replace('-', '_')
                                .toUpperCase(java.util.Locale.ROOT)
                                .equals(EnvironmentVariables.variableFor(property))),
                "an alias is only needed where the names differ");
    }
}
