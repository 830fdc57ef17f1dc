package datasf.mcp.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.contract.ConfigurationCatalog.Group;
import datasf.mcp.contract.ConfigurationCatalog.Setting;
import datasf.mcp.lambda.DatasfHandler;
import io.micronaut.cache.CacheConfiguration;
import io.micronaut.cache.caffeine.DefaultCacheConfiguration;
import io.micronaut.context.ApplicationContext;
import io.micronaut.inject.qualifiers.Qualifiers;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Run in a process of its own by {@link DocumentedSettingsTest}, with the environment the test
 * chose: builds the server as Lambda does ({@code new DatasfHandler()}) and prints, for every
 * documented variable, the value the server actually uses (as JSON on a line starting with
 * {@code SETTINGS }).
 */
public final class SettingsProbe {

    private SettingsProbe() {}

    public static void main(String[] args) throws Exception {
        DatasfHandler handler = new DatasfHandler();
        ApplicationContext context = handler.getApplicationContext();
        ObjectNode values = JsonNodeFactory.instance.objectNode();
        for (Group group : ConfigurationCatalog.groups()) {
            for (Setting setting : group.settings()) {
                values.set(setting.variable(), propertyValue(context, group, setting.properties()));
            }
        }
        System.out.println("SETTINGS " + values);
        System.out.flush();
        handler.close();
        System.exit(0);
    }

    /** What the bound configuration holds for these properties (which must agree). */
    private static JsonNode propertyValue(ApplicationContext context, Group group, List<String> properties)
            throws Exception {
        Set<JsonNode> seen = new HashSet<>();
        for (String property : properties) {
            seen.add(json(
                    property.startsWith("micronaut.caches.")
                            ? cacheValue(context, property)
                            : recordValue(context, group, property)));
        }
        return seen.size() == 1
                ? seen.iterator().next()
                : JsonNodeFactory.instance.textNode("properties disagree: " + seen);
    }

    private static Object recordValue(ApplicationContext context, Group group, String property) throws Exception {
        Object bean = context.getBean(Class.forName(group.type()));
        Method accessor =
                bean.getClass().getMethod(camel(property.substring(group.name().length() + 1)));
        return accessor.invoke(bean);
    }

    private static Object cacheValue(ApplicationContext context, String property) {
        String[] parts = property.substring("micronaut.caches.".length()).split("\\.");
        CacheConfiguration cache = context.getBean(DefaultCacheConfiguration.class, Qualifiers.byName(parts[0]));
        return switch (parts[1]) {
            case "expire-after-write" -> cache.getExpireAfterWrite().orElse(null);
            case "maximum-size" ->
                cache.getMaximumSize().isPresent() ? cache.getMaximumSize().getAsLong() : null;
            default -> throw new IllegalArgumentException("no reader for " + property);
        };
    }

    private static JsonNode json(Object value) {
        if (value == null) {
            return JsonNodeFactory.instance.nullNode();
        }
        if (value instanceof Duration duration) {
            return JsonNodeFactory.instance.textNode(duration.toString());
        }
        if (value instanceof Number number) {
            return JsonNodeFactory.instance.numberNode(number.doubleValue());
        }
        if (value instanceof Boolean bool) {
            return JsonNodeFactory.instance.booleanNode(bool);
        }
        if (value instanceof Collection<?> items) {
            var array = JsonNodeFactory.instance.arrayNode();
            items.forEach(item -> array.add(String.valueOf(item)));
            return array;
        }
        return JsonNodeFactory.instance.textNode(String.valueOf(value));
    }

    private static String camel(String kebab) {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : kebab.toCharArray()) {
            if (c == '-') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }
}
