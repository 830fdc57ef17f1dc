package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.config.EnvironmentVariables;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each default is written once: in its configuration record ({@code @Bindable}), or, for
 * Micronaut's own settings, in application.properties; variable names differing from their
 * property are mapped in {@link EnvironmentVariables}. A setting added the old way
 * ({@code prop=${VAR:default}} in application.properties) fails here with where it belongs.
 */
class OneSourceOfDefaultsTest {

    private static final String PROPERTIES =
            GoldenFiles.read(GoldenFiles.project("src/main/resources/application.properties"));

    @Test
    void applicationPropertiesHoldsNoSettingOfARecordAndNoVariable() {
        List<String> wrong = new ArrayList<>();
        for (String line : PROPERTIES.lines().toList()) {
            if (line.startsWith("#") || !line.contains("=")) {
                continue;
            }
            if (line.startsWith("datasf.")) {
                wrong.add(line + "  (a datasf.* setting belongs to its record: default in @Bindable)");
            }
            if (line.matches(".*\\$\\{[A-Z][A-Z0-9_]*(:.*)?}.*")) {
                wrong.add(line + "  (map the variable in config.EnvironmentVariables, only when it is set)");
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void everyMappedVariableReachesAPropertyThatExists() {
        Set<String> known = new HashSet<>();
        for (JsonNode property : ConfigurationCatalog.metadata().get("properties")) {
            known.add(property.get("name").asText());
        }
        PROPERTIES
                .lines()
                .filter(line -> !line.startsWith("#") && line.contains("="))
                .forEach(line -> known.add(line.substring(0, line.indexOf('=')).strip()));
        List<String> dangling = new ArrayList<>();
        EnvironmentVariables.ALIASES.forEach((variable, property) -> {
            if (!known.contains(property)) {
                dangling.add(variable + " -> " + property);
            }
        });
        assertTrue(dangling.isEmpty(), "variables mapped to properties nothing reads:\n" + String.join("\n", dangling));
    }
}
