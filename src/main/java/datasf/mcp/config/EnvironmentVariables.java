package datasf.mcp.config;

import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.context.ApplicationContextConfigurer;
import io.micronaut.context.annotation.ContextConfigurer;
import io.micronaut.context.env.EnvironmentPropertySource;
import io.micronaut.context.env.PropertySource;
import java.util.LinkedHashMap;
import java.util.List;
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

    /** Variable -> the properties it sets. */
    public static final Map<String, List<String>> ALIASES = aliases();

    private static Map<String, List<String>> aliases() {
        Map<String, List<String>> aliases = new LinkedHashMap<>();
        aliases.put("DATASF_ALLOWED_ORIGINS", List.of("datasf.transport.allowed-origins"));
        aliases.put("DATASF_MAX_BODY_BYTES", List.of("datasf.transport.max-body-bytes"));
        aliases.put("DATASF_SOCRATA_RETRY_BACKOFF", List.of("datasf.socrata.retry.initial-backoff"));
        aliases.put("DATASF_SOCRATA_RETRY_AFTER_CAP", List.of("datasf.socrata.retry.max-retry-after"));
        aliases.put("DATASF_SEARCH_DEFAULT_LIMIT", List.of("datasf.limits.search-default"));
        aliases.put("DATASF_SEARCH_MAX_LIMIT", List.of("datasf.limits.search-max"));
        aliases.put("DATASF_LIST_DEFAULT_LIMIT", List.of("datasf.limits.list-default"));
        aliases.put("DATASF_LIST_MAX_LIMIT", List.of("datasf.limits.list-max"));
        aliases.put("DATASF_QUERY_DEFAULT_ROWS", List.of("datasf.limits.query-default-rows"));
        aliases.put("DATASF_QUERY_MAX_ROWS", List.of("datasf.limits.query-max-rows"));
        aliases.put("DATASF_RESPONSE_BYTES", List.of("datasf.limits.response-bytes"));
        aliases.put("DATASF_CURSOR_SECRET_TTL", List.of("datasf.cursor.ttl"));
        aliases.put("DATASF_AUTOCORRECT_THRESHOLD", List.of("datasf.soql.fuzzy-threshold"));
        aliases.put("DATASF_TIME_ZONE", List.of("datasf.advisor.time-zone"));
        aliases.put("SOCRATA_APP_TOKEN_SECRET_ID", List.of("datasf.app-token.secret-id"));
        aliases.put("SOCRATA_APP_TOKEN", List.of("datasf.app-token.value"));
        aliases.put("SOCRATA_APP_TOKEN_TTL", List.of("datasf.app-token.ttl"));
        aliases.put("MCP_ACCESS_KEYS_SECRET_ID", List.of("datasf.access.secret-id"));
        aliases.put("MCP_ACCESS_KEYS", List.of("datasf.access.keys"));
        aliases.put("MCP_ACCESS_KEYS_TTL", List.of("datasf.access.ttl"));
        aliases.put("MCP_ACCESS_KEY_RATE", List.of("datasf.access.rate"));
        aliases.put("MCP_ACCESS_KEY_BURST", List.of("datasf.access.burst"));
        // the row-count cache follows the schema cache (application.properties)
        aliases.put("DATASF_SCHEMA_CACHE_TTL", List.of("micronaut.caches.schemas.expire-after-write"));
        aliases.put("DATASF_SCHEMA_CACHE_SIZE", List.of("micronaut.caches.schemas.maximum-size"));
        aliases.put("DATASF_CATEGORY_CACHE_TTL", List.of("micronaut.caches.categories.expire-after-write"));
        aliases.put("DATASF_VALUE_CACHE_TTL", List.of("micronaut.caches.values.expire-after-write"));
        aliases.put("DATASF_VALUE_CACHE_SIZE", List.of("micronaut.caches.values.maximum-size"));
        return java.util.Collections.unmodifiableMap(aliases);
    }

    @Override
    public void configure(ApplicationContextBuilder builder) {
        builder.propertySources(propertySource(System.getenv()));
    }

    /** The properties the set variables of {@code environment} stand for, ranked as variables are. */
    public static PropertySource propertySource(Map<String, String> environment) {
        return PropertySource.of("datasf-environment-variables", properties(environment),
                EnvironmentPropertySource.POSITION);
    }

    private static Map<String, Object> properties(Map<String, String> environment) {
        Map<String, Object> values = new LinkedHashMap<>();
        ALIASES.forEach((variable, properties) -> {
            String value = environment.get(variable);
            if (value != null) {
                properties.forEach(property -> values.put(property, value));
            }
        });
        return values;
    }

    /** The variable that sets {@code property}: an alias above, else Micronaut's own mapping. */
    public static String variableFor(String property) {
        for (Map.Entry<String, List<String>> alias : ALIASES.entrySet()) {
            if (alias.getValue().contains(property)) {
                return alias.getKey();
            }
        }
        return property.replace('.', '_').replace('-', '_').toUpperCase(Locale.ROOT);
    }
}
