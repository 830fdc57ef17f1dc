package datasf.mcp.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/**
 * The one Jackson 2 mapper used for MCP traffic and tool records. The MCP SDK speaks Jackson 2,
 * so tool records are bound and serialized with the same library the wire uses.
 */
@Factory
public class JsonFactory {

    /** Deeper JSON than this is refused while parsing: no legitimate MCP message nests this far. */
    public static final int MAX_NESTING_DEPTH = 64;

    @Singleton
    public ObjectMapper objectMapper() {
        return create();
    }

    /**
     * The SDK's JSON Schema validator (it checks each tool's structuredContent against its
     * outputSchema). One instance, because it caches compiled schemas: priming compiles them once.
     */
    @Singleton
    public io.modelcontextprotocol.json.schema.JsonSchemaValidator jsonSchemaValidator(ObjectMapper mapper) {
        return new DeferredSchemaValidator(mapper);
    }

    /** Also used outside the bean context (tests, benchmarks) so every caller gets the same rules. */
    public static ObjectMapper create() {
        ObjectMapper mapper = JsonMapper.builder()
                // 5.7 for an integer argument is a mistake to report, not to truncate silently
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .build();
        mapper.getFactory()
                .setStreamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .build());
        return mapper;
    }
}
