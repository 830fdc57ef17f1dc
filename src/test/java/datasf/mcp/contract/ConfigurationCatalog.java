package datasf.mcp.contract;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.config.Settings;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every setting an operator can make, from where each is defined, so that the docs never hold a
 * copy: the configuration metadata the compiler writes for the {@code @ConfigurationProperties}
 * records (property, type, {@code @Bindable} default, the record's javadoc), the Micronaut settings
 * of application.properties that a variable reaches (value and comment), and each setting's one
 * variable name ({@link Settings#variable}).
 */
public final class ConfigurationCatalog {

    /** One setting: the variable an operator sets and the properties it reaches. */
    public record Setting(String variable, List<String> properties, String type, String defaultValue, String meaning) {}

    /** The settings of one record (its class; none for the caches and the process). */
    record Group(String name, String type, String title, String description, List<Setting> settings) {}

    /** Properties in the metadata that are not an operator's to set, with why. */
    static final Map<String, String> NOT_SETTINGS = Map.of(
            "datasf.transport.local-mode", "set by the local server itself (java -jar), never by an operator",
            "aws.lambda.runtime.api", "set by Lambda's runtime in every function, never by an operator");

    private static final Pattern REFERENCE = Pattern.compile("\\$\\{([^}:]+)}");

    private ConfigurationCatalog() {}

    static List<Group> groups() {
        List<Group> groups = new ArrayList<>(recordGroups());
        groups.add(new Group(
                "micronaut.caches",
                null,
                "Caches",
                "Caffeine caches, one set per function instance (Micronaut's `micronaut.caches.*`, defaults in"
                        + " `application.properties`).",
                cacheSettings()));
        return groups;
    }

    public static List<Setting> settings() {
        return groups().stream().flatMap(group -> group.settings().stream()).toList();
    }

    private static List<Group> recordGroups() {
        JsonNode metadata = metadata();
        List<Group> groups = new ArrayList<>();
        for (JsonNode group : metadata.get("groups")) {
            String prefix = group.get("name").asText();
            String type = group.get("type").asText();
            Map<String, JsonNode> byName = new LinkedHashMap<>();
            for (JsonNode property : metadata.get("properties")) {
                if (property.get("sourceType").asText().equals(type)
                        && !NOT_SETTINGS.containsKey(property.get("name").asText())) {
                    byName.put(property.get("name").asText(), property);
                }
            }
            List<Setting> settings = new ArrayList<>();
            for (String name : inDeclarationOrder(prefix, type, byName.keySet())) {
                JsonNode property = byName.get(name);
                settings.add(new Setting(
                        Settings.variable(name),
                        List.of(name),
                        type(property.get("type").asText()),
                        property.path("defaultValue").asText(null),
                        javadoc(property.path("description").asText(""))));
            }
            if (settings.isEmpty()) {
                continue; // a record of what the platform sets (LambdaRuntime): nothing to document
            }
            String simpleName = type.substring(type.lastIndexOf('.') + 1);
            groups.add(new Group(
                    prefix, type, simpleName, javadoc(group.path("description").asText("")), settings));
        }
        groups.sort(Comparator.comparing(Group::name));
        return groups;
    }

    /** The record's component order (the metadata's order follows the compiler's visits). */
    private static List<String> inDeclarationOrder(String prefix, String type, Set<String> names) {
        List<String> ordered = new ArrayList<>();
        try {
            Class<?> record = Class.forName(type);
            if (record.isRecord()) {
                for (RecordComponent component : record.getRecordComponents()) {
                    String name = prefix + "." + kebab(component.getName());
                    if (names.contains(name)) {
                        ordered.add(name);
                    }
                }
            }
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("configuration metadata names a missing class " + type, e);
        }
        names.stream().filter(name -> !ordered.contains(name)).sorted().forEach(ordered::add);
        return ordered;
    }

    /** The Micronaut settings of application.properties that a documented variable reaches. */
    private static List<Setting> cacheSettings() {
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, String> comments = new LinkedHashMap<>();
        StringBuilder comment = new StringBuilder();
        for (String line : applicationProperties().lines().toList()) {
            if (line.startsWith("#")) {
                comment.append(line.substring(1).strip()).append(' ');
            } else if (line.contains("=")) {
                String property = line.substring(0, line.indexOf('=')).strip();
                values.put(property, line.substring(line.indexOf('=') + 1).strip());
                comments.put(property, comment.toString().strip());
                comment.setLength(0);
            } else {
                comment.setLength(0);
            }
        }
        List<Setting> settings = new ArrayList<>();
        values.forEach((property, value) -> {
            if (!property.startsWith("micronaut.caches.")
                    || REFERENCE.matcher(value).matches()
                    || comments.get(property).isEmpty()) {
                // not a cache's; or it follows another setting (listed with that one); or it has no
                // meaning of its own to document (the one category list's maximum-size of 1)
                return;
            }
            List<String> properties = new ArrayList<>(List.of(property));
            values.forEach((other, otherValue) -> {
                Matcher reference = REFERENCE.matcher(otherValue);
                if (reference.matches() && reference.group(1).equals(property)) {
                    properties.add(other); // follows this one
                }
            });
            settings.add(new Setting(
                    Settings.variable(property),
                    Collections.unmodifiableList(properties),
                    property.endsWith("expire-after-write") ? "duration" : "integer",
                    value,
                    comments.get(property)));
        });
        return settings;
    }

    private static String type(String javaType) {
        return switch (javaType) {
            case "java.time.Duration" -> "duration";
            case "int", "long", "java.lang.Integer", "java.lang.Long" -> "integer";
            case "double", "java.lang.Double" -> "number";
            case "boolean", "java.lang.Boolean" -> "true/false";
            case "java.lang.String" -> "text";
            case "java.util.List", "java.util.List<java.lang.String>" -> "list";
            default -> javaType;
        };
    }

    /** Javadoc as Markdown on one line. */
    static String javadoc(String text) {
        return text.replaceAll("\\{@code ([^}]*)}", "`$1`")
                .replaceAll("\\{@link (?:[\\w.]+\\.)?(\\w+)(?:#(\\w+))?}", "$1")
                .replaceAll("</?p>", " ")
                .replaceAll("\\s+", " ")
                .strip();
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }

    /** This module's metadata (every Micronaut jar on the classpath has its own). */
    static JsonNode metadata() {
        try {
            for (URL url : Collections.list(ConfigurationCatalog.class
                    .getClassLoader()
                    .getResources("META-INF/spring-configuration-metadata.json"))) {
                JsonNode metadata = CanonicalJson.MAPPER.readTree(url);
                if (metadata.path("groups").path(0).path("type").asText().startsWith("datasf.mcp.")) {
                    return metadata;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("no configuration metadata of datasf.mcp on the classpath (compile first)");
    }

    private static String applicationProperties() {
        try (InputStream in = Settings.class.getResourceAsStream("/application.properties")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
