package datasf.mcp.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.socrata.SocrataProperties;
import io.micronaut.context.ApplicationContext;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One name per setting, and what a refused value says. */
class SettingsTest {

    @Test
    void aSettingsVariableIsItsPropertyUpperCasedWithUnderscores() {
        assertEquals("DATASF_LIMITS_QUERY_MAX_ROWS", Settings.variable("datasf.limits.query-max-rows"));
        assertEquals("DATASF_APP_TOKEN_SECRET_ID", Settings.variable("datasf.app-token.secret-id"));
        assertEquals(
                "MICRONAUT_CACHES_SCHEMAS_EXPIRE_AFTER_WRITE",
                Settings.variable("micronaut.caches.schemas.expire-after-write"));
    }

    @Test
    void aRefusedValueIsOneLineWithTheVariableTheRuleTheValueAndTheFix() {
        InvalidSettingException e = new InvalidSettingException("datasf.advisor.value-rows", "10 to 5000", 3);
        assertEquals(
                "DATASF_ADVISOR_VALUE_ROWS (datasf.advisor.value-rows) must be 10 to 5000, was '3': set "
                        + "DATASF_ADVISOR_VALUE_ROWS to such a value, or unset it for the default (docs/configuration.md)",
                e.getMessage());
    }

    @Test
    void aDurationIsShownAsItIsWrittenNotAsJavaPrintsIt() {
        InvalidSettingException e = org.junit.jupiter.api.Assertions.assertThrows(
                InvalidSettingException.class,
                () -> Settings.requirePositive(Duration.ofMillis(-1500), "datasf.socrata.timeout"));
        assertEquals(
                "DATASF_SOCRATA_TIMEOUT (datasf.socrata.timeout) must be a positive duration such as 30s, was "
                        + "'-1500ms': set DATASF_SOCRATA_TIMEOUT to such a value, or unset it for the default "
                        + "(docs/configuration.md)",
                e.getMessage());
    }

    @Test
    void theRowCountCacheFollowsTheSchemaCache() {
        try (ApplicationContext context =
                ApplicationContext.run(Map.of("micronaut.caches.schemas.expire-after-write", "7m"))) {
            assertEquals(
                    "7m",
                    context.getProperty("micronaut.caches.row-counts.expire-after-write", String.class)
                            .orElseThrow());
        }
    }

    /** The defaults were once written as ${VAR:https://...}, which Micronaut reads as VAR, then https, then //... */
    @Test
    void theDefaultPortalIsAnHttpsUrl() {
        try (ApplicationContext context = ApplicationContext.run()) {
            SocrataProperties socrata = context.getBean(SocrataProperties.class);
            assertEquals("https://data.sf.gov", socrata.baseUrl());
            assertEquals("https://api.us.socrata.com/api/catalog/v1", socrata.discoveryUrl());
            assertEquals(Duration.ofSeconds(30), socrata.timeout());
        }
    }
}
