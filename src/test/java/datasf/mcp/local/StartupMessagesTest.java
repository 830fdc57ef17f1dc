package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.contract.ConfigurationCatalog;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every value the server refuses at startup comes out as the one line {@code java -jar} prints
 * (LocalServerStartupIT runs the process): the variable, the rule, what was given and the fix. Each
 * rule of a configuration record is tried, and a word for every documented setting that is a
 * number, a duration or true/false (Micronaut would otherwise bind its default without a word).
 */
class StartupMessagesTest {

    /** A value each rule refuses, by property. */
    private static final Map<String, String> BREAKS_A_RULE = rules();

    private static Map<String, String> rules() {
        Map<String, String> rules = new LinkedHashMap<>();
        rules.put("datasf.socrata.timeout", "0s");
        rules.put("datasf.socrata.attempt-timeout", "-1s");
        rules.put("datasf.socrata.max-response-bytes", "10");
        rules.put("datasf.socrata.retry.max-attempts", "4");
        rules.put("datasf.socrata.retry.initial-backoff", "0s");
        rules.put("datasf.socrata.retry.max-backoff", "0s");
        rules.put("datasf.socrata.retry.max-retry-after", "0s");
        rules.put("datasf.access.ttl", "0s");
        rules.put("datasf.access.rate", "0");
        rules.put("datasf.access.burst", "0");
        rules.put("datasf.cursor.ttl", "0s");
        rules.put("datasf.cursor.secret", "short");
        rules.put("datasf.app-token.ttl", "0s");
        rules.put("datasf.advisor.extra-requests", "3");
        rules.put("datasf.advisor.value-rows", "9");
        rules.put("datasf.advisor.value-bytes", "10");
        rules.put("datasf.advisor.time-zone", "Nowhere/Special");
        rules.put("datasf.priming.rounds", "0");
        rules.put("datasf.local.port", "70000");
        rules.put("datasf.local.client-timeout", "0s");
        rules.put("datasf.log.level", "LOUD");
        rules.put("datasf.socrata.base-url", "data.sf.gov");
        rules.put("datasf.socrata.discovery-url", "ftp://api.us.socrata.com/api/catalog/v1");
        rules.put("datasf.limits.search-default", "0");
        rules.put("datasf.limits.search-max", "0");
        rules.put("datasf.limits.list-default", "0");
        rules.put("datasf.limits.list-max", "-1");
        rules.put("datasf.limits.query-default-rows", "0");
        rules.put("datasf.limits.query-max-rows", "0");
        rules.put("datasf.limits.response-bytes", "0");
        rules.put("datasf.soql.fuzzy-threshold", "1.5");
        rules.put("datasf.transport.max-body-bytes", "100");
        return rules;
    }

    @TestFactory
    Stream<DynamicTest> aValueARuleRefusesIsOneLineWithTheVariableTheRuleAndTheFix() {
        return BREAKS_A_RULE.entrySet().stream()
                .map(bad -> DynamicTest.dynamicTest(
                        bad.getKey() + "=" + bad.getValue(), () -> assertOneLine(bad.getKey(), bad.getValue())));
    }

    @TestFactory
    Stream<DynamicTest> aWordWhereANumberADurationOrTrueFalseBelongsIsOneLineToo() {
        return ConfigurationCatalog.settings().stream()
                .filter(setting -> setting.properties().get(0).startsWith("datasf."))
                .filter(setting ->
                        Stream.of("integer", "number", "duration", "true/false").anyMatch(setting.type()::equals))
                .map(setting -> DynamicTest.dynamicTest(
                        setting.variable(),
                        () -> assertOneLine(setting.properties().get(0), "nonsense")));
    }

    /** A default set above its maximum, a first wait above the longest: one line naming both. */
    @TestFactory
    Stream<DynamicTest> limitsThatContradictEachOtherAreOneLineNamingBoth() {
        return Stream.of(
                        Map.of("datasf.limits.search-default", "25"),
                        Map.of("datasf.limits.list-default", "30", "datasf.limits.list-max", "20"),
                        Map.of("datasf.limits.query-default-rows", "2000"),
                        Map.of("datasf.socrata.retry.initial-backoff", "3s"))
                .map(bad -> DynamicTest.dynamicTest(bad.toString(), () -> {
                    String property = bad.keySet().stream()
                            .filter(p -> p.endsWith("default") || p.endsWith("default-rows") || p.endsWith("backoff"))
                            .findFirst()
                            .orElseThrow();
                    String text = assertOneLine(property, bad);
                    String limit = property.replaceAll("default-rows$", "max-rows")
                            .replaceAll("default$", "max")
                            .replace("initial-backoff", "max-backoff");
                    assertTrue(text.contains("must be at most " + variable(limit) + " ("), text);
                    assertTrue(text.contains("or raise " + variable(limit)), text);
                }));
    }

    /** A maximum set below a default left as it is lowers that default: nothing contradicts. */
    @org.junit.jupiter.api.Test
    void aMaximumBelowAnUnchangedDefaultIsAccepted() throws Exception {
        LocalServer.start(Map.of(
                        "datasf.local.port", 0, "datasf.limits.search-max", 3, "datasf.limits.query-max-rows", 7))
                .close();
    }

    private static void assertOneLine(String property, String value) {
        assertOneLine(property, Map.of(property, value));
    }

    private static String variable(String property) {
        return property.replace('.', '_').replace('-', '_').toUpperCase(java.util.Locale.ROOT);
    }

    private static String assertOneLine(String property, Map<String, String> settings) {
        String value = settings.get(property);
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("datasf.local.port", 0); // a rule of its own below; else any free port
        properties.putAll(settings);
        Exception failure = assertThrows(
                Exception.class, () -> LocalServer.start(properties).close(), property);
        Optional<String> line = InvalidSettingException.lineOf(failure);
        assertTrue(line.isPresent(), () -> property + "=" + value + " failed without naming the setting: " + failure);
        String variable = property.replace('.', '_').replace('-', '_').toUpperCase(java.util.Locale.ROOT);
        String text = line.get();
        assertTrue(text.startsWith(variable + " (" + property + ") must be "), text);
        assertTrue(text.contains(", was '"), text);
        assertTrue(text.contains(": set " + variable) || text.contains(": stop "), text);
        assertTrue(!text.contains("\n"), text);
        if (property.endsWith("secret")) {
            assertTrue(!text.contains(value), "a secret's value is never shown: " + text);
        }
        return text;
    }
}
