package datasf.mcp.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import datasf.mcp.contract.ConfigurationCatalog.Setting;
import datasf.mcp.support.Deep;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What docs/configuration.md lists is what a real process does: started (as Lambda starts it,
 * {@link SettingsProbe}) without any of the documented variables, it uses every documented
 * default; started with each set, it honours every one. The environment of a JVM cannot be
 * changed from inside it, so each case is a process of its own.
 */
class DocumentedSettingsTest {

    /** A valid value, not the default, for every documented variable. */
    private static final Map<String, String> VALUES = values();

    private static Map<String, String> values() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("DATASF_ACCESS_KEYS", "probe-key-0123456789abcdef");
        values.put("DATASF_ACCESS_SECRET_ID", "probe-keys-secret");
        values.put("DATASF_ACCESS_TTL", "4m");
        values.put("DATASF_ACCESS_RATE", "7.5");
        values.put("DATASF_ACCESS_BURST", "21");
        values.put("DATASF_ADVISOR_EXTRA_REQUESTS", "1");
        values.put("DATASF_ADVISOR_VALUE_ROWS", "400");
        values.put("DATASF_ADVISOR_VALUE_BYTES", "32768");
        values.put("DATASF_ADVISOR_TIME_ZONE", "America/New_York");
        values.put("DATASF_APP_TOKEN_SECRET_ID", "probe-token-secret");
        values.put("DATASF_APP_TOKEN_VALUE", "probeToken123");
        values.put("DATASF_APP_TOKEN_TTL", "14m");
        values.put("DATASF_CURSOR_SECRET_ID", "probe-cursor-secret");
        values.put("DATASF_CURSOR_SECRET", "probe-cursor-key-0123456789abcdef-0123");
        values.put("DATASF_CURSOR_TTL", "16m");
        values.put("DATASF_LIMITS_SEARCH_DEFAULT", "6");
        values.put("DATASF_LIMITS_SEARCH_MAX", "21");
        values.put("DATASF_LIMITS_LIST_DEFAULT", "11");
        values.put("DATASF_LIMITS_LIST_MAX", "51");
        values.put("DATASF_LIMITS_QUERY_DEFAULT_ROWS", "101");
        values.put("DATASF_LIMITS_QUERY_MAX_ROWS", "1001");
        values.put("DATASF_LIMITS_RESPONSE_BYTES", "40000");
        values.put("DATASF_SOCRATA_BASE_URL", "http://127.0.0.1:9/portal");
        values.put("DATASF_SOCRATA_DISCOVERY_URL", "http://127.0.0.1:9/catalog");
        values.put("DATASF_SOCRATA_TIMEOUT", "21s");
        values.put("DATASF_SOCRATA_ATTEMPT_TIMEOUT", "7s");
        values.put("DATASF_SOCRATA_MAX_RESPONSE_BYTES", "4096");
        values.put("DATASF_SOCRATA_RETRY_MAX_ATTEMPTS", "2");
        values.put("DATASF_SOCRATA_RETRY_INITIAL_BACKOFF", "150ms");
        values.put("DATASF_SOCRATA_RETRY_MAX_BACKOFF", "3s");
        values.put("DATASF_SOCRATA_RETRY_MAX_RETRY_AFTER", "4s");
        values.put("DATASF_SOQL_FUZZY_THRESHOLD", "0.3");
        values.put("DATASF_TRANSPORT_ALLOWED_ORIGINS", "https://a.example, https://b.example");
        values.put("DATASF_TRANSPORT_MAX_BODY_BYTES", "2048");
        values.put("MICRONAUT_CACHES_SCHEMAS_EXPIRE_AFTER_WRITE", "6m");
        values.put("MICRONAUT_CACHES_SCHEMAS_MAXIMUM_SIZE", "501");
        values.put("MICRONAUT_CACHES_CATEGORIES_EXPIRE_AFTER_WRITE", "2h");
        values.put("MICRONAUT_CACHES_VALUES_EXPIRE_AFTER_WRITE", "16m");
        values.put("MICRONAUT_CACHES_VALUES_MAXIMUM_SIZE", "201");
        values.put("DATASF_LOCAL_PORT", "18123");
        values.put("DATASF_LOCAL_CLIENT_TIMEOUT", "7s");
        values.put("DATASF_LOG_LEVEL", "WARN");
        values.put("DATASF_LOG_REQUESTS", "off");
        values.put("DATASF_PRIMING_ENABLED", "true");
        values.put("DATASF_PRIMING_ROUNDS", "1");
        values.put("DATASF_DEMO_ENABLED", "true");
        return values;
    }

    /** Unset, these take another setting's value, as their meaning says. */
    private static final Map<String, String> FOLLOWS =
            Map.of("DATASF_SOCRATA_ATTEMPT_TIMEOUT", "DATASF_SOCRATA_TIMEOUT");

    /** The two processes, started together: each spends most of its time starting a JVM. */
    private static CompletableFuture<JsonNode> withNone;

    private static CompletableFuture<JsonNode> withEach;

    @BeforeAll
    static void startProbes() {
        withNone = CompletableFuture.supplyAsync(() -> probe(Map.of()));
        withEach = CompletableFuture.supplyAsync(() -> probe(VALUES));
    }

    @Test
    void everyDocumentedVariableHasATestValue() {
        assertEquals(
                new TreeSet<>(ConfigurationCatalog.settings().stream()
                        .map(Setting::variable)
                        .toList()),
                new TreeSet<>(VALUES.keySet()),
                "a documented variable needs a value in DocumentedSettingsTest.VALUES");
    }

    @Test
    @Deep
    void withoutTheVariablesTheServerUsesEveryDocumentedDefault() throws Exception {
        JsonNode used = withNone.get(90, TimeUnit.SECONDS);
        List<String> wrong = new ArrayList<>();
        for (Setting setting : ConfigurationCatalog.settings()) {
            JsonNode documented = FOLLOWS.containsKey(setting.variable())
                    ? used.get(FOLLOWS.get(setting.variable()))
                    : expected(setting.type(), setting.defaultValue());
            if (!same(documented, used.get(setting.variable()))) {
                wrong.add(setting.variable() + ": documented default " + documented + ", used "
                        + used.get(setting.variable()));
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    @Deep
    void everyDocumentedVariableIsHonoured() throws Exception {
        JsonNode used = withEach.get(90, TimeUnit.SECONDS);
        List<String> wrong = new ArrayList<>();
        for (Setting setting : ConfigurationCatalog.settings()) {
            JsonNode set = expected(setting.type(), VALUES.get(setting.variable()));
            if (!same(set, used.get(setting.variable()))) {
                wrong.add(setting.variable() + ": set " + set + ", used " + used.get(setting.variable()));
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** Runs {@link SettingsProbe} with none of the documented variables but {@code variables}. */
    private static JsonNode probe(Map<String, String> variables) {
        try {
            return run(variables);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode run(Map<String, String> variables) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        SettingsProbe.class.getName())
                .redirectErrorStream(true);
        Map<String, String> environment = builder.environment();
        VALUES.keySet().forEach(environment::remove);
        List.of("AWS_LAMBDA_INITIALIZATION_TYPE", "JAVA_TOOL_OPTIONS").forEach(environment::remove);
        environment.putAll(variables);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the probe did not end");
        String line = output.lines()
                .filter(l -> l.startsWith("SETTINGS "))
                .findFirst()
                .orElseThrow(() -> new AssertionError(
                        "the probe printed no settings (exit " + process.exitValue() + "):\n" + output));
        return CanonicalJson.read(line.substring("SETTINGS ".length()));
    }

    /** A documented value as the probe prints the bound one. */
    private static JsonNode expected(String type, String text) {
        JsonNodeFactory json = JsonNodeFactory.instance;
        if (text == null) {
            return json.nullNode();
        }
        return switch (type) {
            case "duration" -> json.textNode(duration(text).toString());
            case "integer", "number" -> json.numberNode(Double.parseDouble(text));
            case "true/false" -> json.booleanNode(Boolean.parseBoolean(text));
            case "list" -> {
                var array = json.arrayNode();
                for (String item : text.split(",")) {
                    if (!item.isBlank()) {
                        array.add(item.strip());
                    }
                }
                yield array;
            }
            default -> json.textNode(text);
        };
    }

    private static boolean same(JsonNode documented, JsonNode used) {
        if (documented.isNumber() && used != null && used.isNumber()) {
            return documented.asDouble() == used.asDouble();
        }
        return documented.equals(used);
    }

    private static Duration duration(String text) {
        Matcher m = Pattern.compile("(\\d+)(ms|s|m|h|d)").matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("not a duration: " + text);
        }
        long amount = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(amount);
            case "s" -> Duration.ofSeconds(amount);
            case "m" -> Duration.ofMinutes(amount);
            case "h" -> Duration.ofHours(amount);
            default -> Duration.ofDays(amount);
        };
    }
}
