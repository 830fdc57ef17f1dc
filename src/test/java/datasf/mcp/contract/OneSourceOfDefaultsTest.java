package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.config.Settings;
import datasf.mcp.support.SamTemplate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each default is written once: in its configuration record ({@code @Bindable}), or, for
 * Micronaut's own settings, in application.properties; each setting has one variable, its
 * property's name ({@link Settings#variable}). A setting added the old way
 * ({@code prop=${VAR:default}} in application.properties) fails here with where it belongs, and
 * so does a variable in template.yaml that no setting has.
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
                wrong.add(line + "  (a setting's variable is its property's name upper-cased: no other name)");
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void everyVariableTheTemplateSetsIsTheNameOfASetting() {
        Set<String> known = new HashSet<>();
        for (JsonNode property : ConfigurationCatalog.metadata().get("properties")) {
            known.add(Settings.variable(property.get("name").asText()));
        }
        PROPERTIES
                .lines()
                .filter(line -> !line.startsWith("#") && line.contains("="))
                .forEach(line -> known.add(Settings.variable(line.substring(0, line.indexOf('=')))));
        @SuppressWarnings("unchecked")
        Map<String, Object> variables = (Map<String, Object>)
                ((Map<String, Object>) SamTemplate.function(SamTemplate.load()).get("Environment")).get("Variables");
        List<String> unknown = variables.keySet().stream()
                .filter(variable -> !known.contains(variable) && !variable.equals("JAVA_TOOL_OPTIONS"))
                .toList();
        assertTrue(unknown.isEmpty(), "template.yaml sets variables no setting has: " + unknown);
    }

    /**
     * A template parameter that only passes a setting through (e.g. SocrataBaseUrl) repeats the
     * setting's default, since a deployment without overrides must run as the server does without
     * the variable: the two may not drift apart (the portal once moved, and both had to follow).
     */
    @Test
    @SuppressWarnings("unchecked")
    void aTemplateParameterPassedToASettingDefaultsToTheSettingsOwnDefault() {
        Map<String, String> defaults = new HashMap<>();
        ConfigurationCatalog.settings().forEach(setting -> defaults.put(setting.variable(), setting.defaultValue()));
        Map<String, Object> template = SamTemplate.load();
        Map<String, Object> variables = (Map<String, Object>)
                ((Map<String, Object>) SamTemplate.function(template).get("Environment")).get("Variables");
        Map<String, Object> parameters = (Map<String, Object>) template.get("Parameters");
        List<String> drifted = new ArrayList<>();
        int compared = 0;
        for (Map.Entry<String, Object> variable : variables.entrySet()) {
            if (!(variable.getValue() instanceof Map<?, ?> value) || !(value.get("Ref") instanceof String name)) {
                continue;
            }
            Object parameterDefault = ((Map<String, Object>) parameters.get(name)).get("Default");
            String settingDefault = defaults.get(variable.getKey());
            if (parameterDefault == null || String.valueOf(parameterDefault).isEmpty() || settingDefault == null) {
                continue;
            }
            compared++;
            if (!String.valueOf(parameterDefault).equals(settingDefault)) {
                drifted.add(
                        name + " defaults to " + parameterDefault + ", " + variable.getKey() + " to " + settingDefault);
            }
        }
        assertTrue(compared >= 3, "SocrataBaseUrl, AccessKeyRate and AccessKeyBurst at least: " + compared);
        assertTrue(drifted.isEmpty(), String.join("\n", drifted));
    }
}
