package datasf.mcp.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * template.yaml as the tests read it: parsed with CloudFormation's short-form tags, and the
 * function's settings as a deploy with every parameter at its default would give them.
 */
public final class SamTemplate {

    private SamTemplate() {}

    /** The template of the project the build runs in. */
    public static Map<String, Object> load() {
        try {
            return new Yaml(new CloudFormationConstructor()).load(Files.readString(Path.of("template.yaml")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** McpFunction's Properties. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> function(Map<String, Object> template) {
        Map<String, Object> resources = (Map<String, Object>) template.get("Resources");
        return (Map<String, Object>) ((Map<String, Object>) resources.get("McpFunction")).get("Properties");
    }

    /** The Handler string Lambda is given. */
    public static String handler() {
        return (String) function(load()).get("Handler");
    }

    /**
     * The function's environment variables with every parameter at its default (what
     * {@code sam deploy} without overrides sets): intrinsics resolved, empty values kept.
     */
    @SuppressWarnings("unchecked")
    public static Map<String, String> defaultEnvironment() {
        Map<String, Object> template = load();
        Map<String, Object> variables =
                (Map<String, Object>) ((Map<String, Object>) function(template).get("Environment")).get("Variables");
        Map<String, String> environment = new LinkedHashMap<>();
        variables.forEach((name, value) -> environment.put(name, String.valueOf(resolve(value, template))));
        return environment;
    }

    /** Ref (to a parameter's default), Fn::If, Fn::Not and Fn::Equals: what the function's settings use. */
    @SuppressWarnings("unchecked")
    static Object resolve(Object value, Map<String, Object> template) {
        if (!(value instanceof Map<?, ?> map) || map.size() != 1) {
            return value;
        }
        Map.Entry<String, Object> intrinsic =
                ((Map<String, Object>) map).entrySet().iterator().next();
        Object argument = intrinsic.getValue();
        return switch (intrinsic.getKey()) {
            case "Ref" -> {
                Map<String, Object> parameter =
                        (Map<String, Object>) ((Map<String, Object>) template.get("Parameters")).get((String) argument);
                if (parameter == null) {
                    throw new IllegalArgumentException("not a parameter: " + argument);
                }
                yield parameter.get("Default");
            }
            case "Fn::If" -> {
                List<Object> branches = (List<Object>) argument;
                Object condition = ((Map<String, Object>) template.get("Conditions")).get((String) branches.get(0));
                yield resolve(
                        Boolean.TRUE.equals(resolve(condition, template)) ? branches.get(1) : branches.get(2),
                        template);
            }
            case "Fn::Not" -> !Boolean.TRUE.equals(resolve(((List<Object>) argument).get(0), template));
            case "Fn::Equals" -> {
                List<Object> operands = (List<Object>) argument;
                yield String.valueOf(resolve(operands.get(0), template))
                        .equals(String.valueOf(resolve(operands.get(1), template)));
            }
            default -> throw new IllegalArgumentException("intrinsic not resolved here: " + intrinsic.getKey());
        };
    }

    /**
     * Reads CloudFormation short-form tags as the long form CloudFormation itself expands them to:
     * {@code !Ref X} as {"Ref": "X"}, {@code !If [...]} as {"Fn::If": [...]}, and so on.
     */
    public static final class CloudFormationConstructor extends SafeConstructor {
        public CloudFormationConstructor() {
            super(new LoaderOptions());
            this.yamlMultiConstructors.put("!", new AbstractConstruct() {
                @Override
                public Object construct(Node node) {
                    String tag = node.getTag().getValue().substring(1);
                    Object value;
                    if (node instanceof ScalarNode scalar) {
                        value = constructScalar(scalar);
                    } else if (node instanceof SequenceNode sequence) {
                        value = constructSequence(sequence);
                    } else {
                        value = constructMapping((MappingNode) node);
                    }
                    return Map.of(tag.equals("Ref") ? "Ref" : "Fn::" + tag, value);
                }
            });
        }
    }
}
