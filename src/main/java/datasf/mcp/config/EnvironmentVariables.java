package datasf.mcp.config;

import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.context.ApplicationContextConfigurer;
import io.micronaut.context.annotation.ContextConfigurer;
import io.micronaut.context.env.CachedEnvironment;
import io.micronaut.context.env.EnvironmentPropertySource;
import io.micronaut.context.env.PropertySource;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The environment variables operators set whose names are not Micronaut's own mapping of a
 * property. Micronaut already reads {@code DATASF_SOCRATA_TIMEOUT} as
 * {@code datasf.socrata.timeout}; the names below predate the properties (the template and
 * deployments use them), so each is mapped here, and only when it is set. Defaults are never
 * here: they live in the {@code @ConfigurationProperties} records ({@code @Bindable}) and, for
 * Micronaut's own cache settings, in {@code application.properties}; docs/configuration.md is
 * generated from both.
 *
 * <p>A {@link ContextConfigurer} runs for every context built (Lambda, the local server, tests),
 * and its property source sits where Micronaut's own environment variables do: above
 * {@code application.properties}, below system properties and a context's explicit properties.
 */
@ContextConfigurer
public final class EnvironmentVariables implements ApplicationContextConfigurer {

    /** Variable -> the property it sets. */
    public static final Map<String, String> ALIASES = aliases();

    private static Map<String, String> aliases() {
        Map<String, String> aliases = new LinkedHashMap<>();
        aliases.put("DATASF_ALLOWED_ORIGINS", "datasf.transport.allowed-origins");
        aliases.put("DATASF_MAX_BODY_BYTES", "datasf.transport.max-body-bytes");
        aliases.put("DATASF_SOCRATA_RETRY_BACKOFF", "datasf.socrata.retry.initial-backoff");
        aliases.put("DATASF_SOCRATA_RETRY_AFTER_CAP", "datasf.socrata.retry.max-retry-after");
        aliases.put("DATASF_SEARCH_DEFAULT_LIMIT", "datasf.limits.search-default");
        aliases.put("DATASF_SEARCH_MAX_LIMIT", "datasf.limits.search-max");
        aliases.put("DATASF_LIST_DEFAULT_LIMIT", "datasf.limits.list-default");
        aliases.put("DATASF_LIST_MAX_LIMIT", "datasf.limits.list-max");
        aliases.put("DATASF_QUERY_DEFAULT_ROWS", "datasf.limits.query-default-rows");
        aliases.put("DATASF_QUERY_MAX_ROWS", "datasf.limits.query-max-rows");
        aliases.put("DATASF_RESPONSE_BYTES", "datasf.limits.response-bytes");
        aliases.put("DATASF_CURSOR_SECRET_TTL", "datasf.cursor.ttl");
        aliases.put("DATASF_AUTOCORRECT_THRESHOLD", "datasf.soql.fuzzy-threshold");
        aliases.put("DATASF_TIME_ZONE", "datasf.advisor.time-zone");
        aliases.put("SOCRATA_APP_TOKEN_SECRET_ID", "datasf.app-token.secret-id");
        aliases.put("SOCRATA_APP_TOKEN", "datasf.app-token.value");
        aliases.put("SOCRATA_APP_TOKEN_TTL", "datasf.app-token.ttl");
        aliases.put("MCP_ACCESS_KEYS_SECRET_ID", "datasf.access.secret-id");
        aliases.put("MCP_ACCESS_KEYS", "datasf.access.keys");
        aliases.put("MCP_ACCESS_KEYS_TTL", "datasf.access.ttl");
        aliases.put("MCP_ACCESS_KEY_RATE", "datasf.access.rate");
        aliases.put("MCP_ACCESS_KEY_BURST", "datasf.access.burst");
        aliases.put("DATASF_PRIME", "datasf.priming.enabled");
        aliases.put("DATASF_PRIME_ROUNDS", "datasf.priming.rounds");
        aliases.put("PORT", "datasf.local.port");
        // the row-count cache follows the schema cache (application.properties)
        aliases.put("DATASF_SCHEMA_CACHE_TTL", "micronaut.caches.schemas.expire-after-write");
        aliases.put("DATASF_SCHEMA_CACHE_SIZE", "micronaut.caches.schemas.maximum-size");
        aliases.put("DATASF_CATEGORY_CACHE_TTL", "micronaut.caches.categories.expire-after-write");
        aliases.put("DATASF_VALUE_CACHE_TTL", "micronaut.caches.values.expire-after-write");
        aliases.put("DATASF_VALUE_CACHE_SIZE", "micronaut.caches.values.maximum-size");
        return Collections.unmodifiableMap(aliases);
    }

    @Override
    public void configure(ApplicationContextBuilder builder) {
        // the environment as Micronaut's own environment-variable source reads it
        builder.propertySources(propertySource(CachedEnvironment.getenv()));
    }

    /** The properties the set variables of {@code environment} stand for, ranked as variables are. */
    public static PropertySource propertySource(Map<String, String> environment) {
        return PropertySource.of(
                "datasf-environment-variables", properties(environment), EnvironmentPropertySource.POSITION);
    }

    private static Map<String, Object> properties(Map<String, String> environment) {
        Map<String, Object> values = new LinkedHashMap<>();
        ALIASES.forEach((variable, property) -> {
            String value = environment.get(variable);
            if (value != null) {
                values.put(property, value);
            }
        });
        return values;
    }

    /** The variable that sets {@code property}: an alias above, else Micronaut's own mapping. */
    public static String variableFor(String property) {
        for (Map.Entry<String, String> alias : ALIASES.entrySet()) {
            if (alias.getValue().equals(property)) {
                return alias.getKey();
            }
        }
        return property.replace('.', '_').replace('-', '_').toUpperCase(Locale.ROOT);
    }
}
