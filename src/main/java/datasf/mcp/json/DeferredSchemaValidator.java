package datasf.mcp.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.json.schema.jackson2.DefaultJsonSchemaValidator;
import java.util.Map;

/**
 * The SDK's JSON Schema validator, created on first use, minus the meta-schema check of every
 * tool schema at server build. That check loads and compiles the draft 2020-12 meta-schema on
 * every cold start (a large share of startup) for schemas that only change when the code does:
 * they are generated from records, so {@code ToolSchemasConformTest} runs it at build time
 * instead. A structured content the server wrote from its output record ({@link RawObject}) passes
 * as written: the output schema is derived from that record, so the check (which would read the
 * whole answer back into a tree, every row again, and write it out once more) cannot fail there,
 * and the tests hold every tool's answers to their schemas ({@code ContextEconomyPropertyTest}).
 * Anything else is checked as the SDK checks it.
 */
public final class DeferredSchemaValidator implements JsonSchemaValidator {

    private final ObjectMapper mapper;
    private volatile JsonSchemaValidator delegate;

    public DeferredSchemaValidator(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public ValidationResponse validate(Map<String, Object> schema, Object instance) {
        if (instance instanceof RawObject written) {
            return ValidationResponse.asValid(written.json());
        }
        return delegate().validate(schema, instance);
    }

    @Override
    public void assertConforms(String label, Map<String, Object> schema) {
        // checked at build time (ToolSchemasConformTest), not at every cold start
    }

    private JsonSchemaValidator delegate() {
        JsonSchemaValidator current = delegate;
        if (current == null) {
            synchronized (this) {
                current = delegate;
                if (current == null) {
                    current = new DefaultJsonSchemaValidator(mapper);
                    delegate = current;
                }
            }
        }
        return current;
    }
}
