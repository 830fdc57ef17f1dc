package datasf.mcp.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.contract.ConfigurationCatalog;
import datasf.mcp.support.SamTemplate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** template.yaml wires the health route, the optional access-keys secret and its scoped policy. */
class SamTemplateAccessTest {

    private static Map<String, Object> template;
    private static Map<String, Object> function;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void load() throws Exception {
        template = SamTemplate.load();
        Map<String, Object> resources = (Map<String, Object>) template.get("Resources");
        function = (Map<String, Object>) ((Map<String, Object>) resources.get("McpFunction")).get("Properties");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return (Map<String, Object>) value;
    }

    @Test
    void healthHasAGetRoute() {
        boolean routed = map(function.get("Events")).values().stream()
                .map(e -> map(map(e).get("Properties")))
                .anyMatch(p -> "/health".equals(p.get("Path")) && "GET".equals(p.get("Method")));
        assertTrue(routed);
    }

    @Test
    void theAccessKeysSecretIsOptional() {
        Map<String, Object> parameter = map(map(template.get("Parameters")).get("AccessKeysSecretArn"));
        assertEquals("String", parameter.get("Type"));
        assertEquals("", parameter.get("Default"));
        Map<String, Object> arn = Map.of("Ref", "AccessKeysSecretArn");
        assertEquals(
                Map.of("Fn::Not", List.of(Map.of("Fn::Equals", List.of(arn, "")))),
                map(template.get("Conditions")).get("HasAccessKeysSecret"),
                "true only when an ARN is given");
        assertEquals(arn, map(map(function.get("Environment")).get("Variables")).get("DATASF_ACCESS_SECRET_ID"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void theFunctionMayReadThatSecretOnlyAndOnlyWhenSet() {
        List<Object> policies = (List<Object>) function.get("Policies");
        List<Object> conditional = policies.stream()
                .map(p -> (List<Object>) map(p).get("Fn::If"))
                .filter(branches -> "HasAccessKeysSecret".equals(branches.get(0)))
                .findFirst()
                .orElseThrow();
        Map<String, Object> granted = map(conditional.get(1));
        assertEquals(
                Map.of("SecretArn", Map.of("Ref", "AccessKeysSecretArn")),
                granted.get("AWSSecretsManagerGetSecretValuePolicy"));
        assertEquals(Map.of("Ref", "AWS::NoValue"), conditional.get(2));
    }

    @Test
    @SuppressWarnings("unchecked")
    void theCursorSecretIsOptionalAndOnlyItMayBeReadForIt() {
        Map<String, Object> parameter = map(map(template.get("Parameters")).get("CursorSecretArn"));
        assertEquals("String", parameter.get("Type"));
        assertEquals("", parameter.get("Default"));
        Map<String, Object> arn = Map.of("Ref", "CursorSecretArn");
        assertEquals(
                Map.of("Fn::Not", List.of(Map.of("Fn::Equals", List.of(arn, "")))),
                map(template.get("Conditions")).get("HasCursorSecret"));
        assertEquals(arn, map(map(function.get("Environment")).get("Variables")).get("DATASF_CURSOR_SECRET_ID"));
        List<Object> policies = (List<Object>) function.get("Policies");
        assertTrue(
                policies.contains(Map.of(
                        "Fn::If",
                        List.of(
                                "HasCursorSecret",
                                Map.of("AWSSecretsManagerGetSecretValuePolicy", Map.of("SecretArn", arn)),
                                Map.of("Ref", "AWS::NoValue")))),
                policies::toString);
    }

    /** Documented settings are each honoured by a real process (DocumentedSettingsTest). */
    @Test
    void everyVariableTheTemplateSetsIsADocumentedSetting() {
        Set<String> documented = ConfigurationCatalog.settings().stream()
                .map(ConfigurationCatalog.Setting::variable)
                .collect(Collectors.toSet());
        for (String variable :
                map(map(function.get("Environment")).get("Variables")).keySet()) {
            if (variable.equals("JAVA_TOOL_OPTIONS")) {
                continue; // read by the JVM itself, not by the application
            }
            assertTrue(documented.contains(variable), variable + " is not a setting of docs/configuration.md");
        }
    }
}
