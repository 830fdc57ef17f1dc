package datasf.mcp.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.RequestHandler;
import java.io.DataInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/** template.yaml points Lambda at a handler that exists and a runtime that runs our bytecode. */
class SamTemplateTest {

    private static Map<String, Object> function;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void load() throws Exception {
        Map<String, Object> template = new Yaml(new CloudFormationConstructor())
                .load(Files.readString(Path.of("template.yaml")));
        Map<String, Object> resources = (Map<String, Object>) template.get("Resources");
        Map<String, Object> resource = (Map<String, Object>) resources.get("McpFunction");
        assertEquals("AWS::Serverless::Function", resource.get("Type"));
        function = (Map<String, Object>) resource.get("Properties");
    }

    @Test
    void handlerClassIsOnTheClasspathAndIsALambdaRequestHandler() throws Exception {
        String handler = (String) function.get("Handler");
        Class<?> type = Class.forName(handler);
        assertTrue(RequestHandler.class.isAssignableFrom(type), handler);
    }

    @Test
    void runtimeRunsTheCompiledBytecodeLevel() throws Exception {
        String runtime = (String) function.get("Runtime");
        assertTrue(runtime.startsWith("java"), runtime);
        int runtimeFeature = Integer.parseInt(runtime.substring("java".length()));
        int classMajor;
        try (InputStream in = getClass().getResourceAsStream("/datasf/mcp/local/LocalServer.class");
             DataInputStream data = new DataInputStream(in)) {
            assertNotNull(in);
            data.readInt(); // magic
            data.readUnsignedShort(); // minor
            classMajor = data.readUnsignedShort();
        }
        int bytecodeFeature = classMajor - 44; // class file 61 = Java 17
        assertEquals(17, bytecodeFeature, "the build targets Java 17 bytecode");
        assertTrue(runtimeFeature >= bytecodeFeature, runtime + " cannot run Java " + bytecodeFeature + " bytecode");
    }

    @Test
    @SuppressWarnings("unchecked")
    void snapStartOnPublishedVersionsWithAnAlias() {
        assertEquals("PublishedVersions", ((Map<String, Object>) function.get("SnapStart")).get("ApplyOn"));
        assertNotNull(function.get("AutoPublishAlias"));
        assertEquals(List.of("arm64"), function.get("Architectures"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void httpApiRoutesPostGetAndDeleteOnMcp() {
        Map<String, Object> events = (Map<String, Object>) function.get("Events");
        List<String> methods = events.values().stream()
                .map(e -> (Map<String, Object>) e)
                .filter(e -> "HttpApi".equals(e.get("Type")))
                .map(e -> (Map<String, Object>) e.get("Properties"))
                .filter(p -> "/mcp".equals(p.get("Path")))
                .map(p -> (String) p.get("Method"))
                .sorted()
                .toList();
        assertEquals(List.of("DELETE", "GET", "POST"), methods);
    }

    /** Reads CloudFormation short-form tags (!Ref, !Sub, ...) as their plain values. */
    static final class CloudFormationConstructor extends SafeConstructor {
        CloudFormationConstructor() {
            super(new LoaderOptions());
            this.yamlMultiConstructors.put("!", new AbstractConstruct() {
                @Override
                public Object construct(Node node) {
                    if (node instanceof ScalarNode scalar) {
                        return constructScalar(scalar);
                    }
                    if (node instanceof SequenceNode sequence) {
                        return constructSequence(sequence);
                    }
                    return constructMapping((MappingNode) node);
                }
            });
        }
    }
}
