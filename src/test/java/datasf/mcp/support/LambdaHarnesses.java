package datasf.mcp.support;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one {@link LambdaTest} class runs against: its fake Socrata and its Lambda harnesses, one
 * per distinct configuration, each started on first use. Handed to the class's tests as a
 * parameter for the harnesses its annotation does not configure.
 */
public final class LambdaHarnesses implements AutoCloseable {

    private final Map<String, Object> classProperties;
    private final FakeSocrata socrata = FakeSocrata.start();
    /** By configuration (sorted, so equal settings find the same harness). */
    private final Map<Map<String, Object>, LambdaHarness> harnesses = new LinkedHashMap<>();

    private LambdaHarnesses(Map<String, Object> classProperties) {
        this.classProperties = classProperties;
    }

    static LambdaHarnesses of(Class<?> testClass) {
        LambdaTest test = testClass.getAnnotation(LambdaTest.class);
        if (test == null) {
            throw new IllegalStateException(testClass.getName() + " is not annotated @LambdaTest");
        }
        return new LambdaHarnesses(parse(test.properties(), testClass));
    }

    private static Map<String, Object> parse(String[] settings, Class<?> testClass) {
        Map<String, Object> properties = new LinkedHashMap<>();
        for (String setting : settings) {
            int eq = setting.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("@LambdaTest(properties) of " + testClass.getSimpleName() + ": \""
                        + setting + "\" is not name=value; e.g. \"datasf.socrata.timeout=4s\"");
            }
            properties.put(
                    setting.substring(0, eq).strip(), setting.substring(eq + 1).strip());
        }
        return properties;
    }

    /** Whether a test parameter of this type is one {@link #parameter} supplies. */
    static boolean supplies(Class<?> type) {
        return type == FakeSocrata.class || type == LambdaHarness.class || type == LambdaHarnesses.class;
    }

    /** The value of a test parameter of a type it {@link #supplies}. */
    Object parameter(Class<?> type) {
        if (type == FakeSocrata.class) {
            return socrata;
        }
        return type == LambdaHarness.class ? lambda() : this;
    }

    public FakeSocrata socrata() {
        return socrata;
    }

    /** The harness configured by the class's {@link LambdaTest#properties()}. */
    public LambdaHarness lambda() {
        return with(classProperties);
    }

    /**
     * A harness on this class's fake with exactly these settings (the class's own are not added):
     * the same one for the same settings, reset before each test like the class's harness.
     */
    public synchronized LambdaHarness with(Map<String, ?> properties) {
        Map<String, Object> configuration = new TreeMap<>(socrata.properties());
        configuration.putAll(properties);
        return harnesses.computeIfAbsent(Map.copyOf(configuration), LambdaHarness::new);
    }

    /** A fresh instance's state before each test: no scripts, no requests seen, empty caches. */
    synchronized void reset() {
        socrata.reset();
        harnesses.values().forEach(LambdaHarness::clearCaches);
    }

    @Override
    public synchronized void close() {
        harnesses.values().forEach(LambdaHarness::close);
        harnesses.clear();
        socrata.close();
    }

    @Override
    public String toString() {
        return "LambdaHarnesses" + new HashMap<>(classProperties)
                + Arrays.toString(harnesses.keySet().toArray());
    }
}
