package datasf.mcp.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolError;
import datasf.mcp.errors.ToolException;
import datasf.mcp.json.RawObject;
import datasf.mcp.json.RecordJsonSchema;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.socrata.SocrataException;
import datasf.mcp.socrata.SocrataProperties;
import datasf.mcp.tools.McpTool;
import io.micronaut.validation.validator.Validator;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.validation.ConstraintViolation;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one {@link McpTool} for a {@code tools/call}: binds the arguments to the input record,
 * validates them (before any upstream call), calls the tool and turns the outcome into a
 * {@link McpSchema.CallToolResult}. Every failure becomes a result with {@code isError: true} and
 * a {@link ToolError} body; nothing a tool throws escapes as a stack trace or class name. An answer
 * with an export also carries it as a {@code resource_link} for a client whose revision has them
 * ({@link ClientProtocol}); others read it in the text.
 *
 * <p>An answer is written once ({@link RawObject}): its text content is that JSON, and its
 * structured content the same text, copied into the response as it is. The SDK's check of the
 * structured content against the output schema, which would read it back into a tree, passes it
 * as written ({@link datasf.mcp.json.DeferredSchemaValidator}): the schema is derived from the
 * very record that was written, and the tests hold every tool's answers to it.
 */
final class ToolInvoker<I extends Record, O extends Record> {

    private static final Logger LOG = LoggerFactory.getLogger(ToolInvoker.class);

    private final McpTool<I, O> tool;
    private final ObjectMapper mapper;
    /** {@link #mapper} with JSON types taken at their word, for binding arguments. */
    private final ObjectMapper binder;

    private final Validator validator;
    /** Record component name -> JSON argument name, to name fields as the client wrote them. */
    private final Map<String, String> jsonNames = new LinkedHashMap<>();
    /** What a mistyped argument should have been, from the tool's declared input schema. */
    private final BindingErrors bindingErrors;

    private final AnswerBudget budget;
    /** Where the call's deadline comes from: one budget for all its work, upstream or not. */
    private final SocrataProperties socrata;

    ToolInvoker(
            McpTool<I, O> tool,
            Map<String, Object> inputSchema,
            ObjectMapper mapper,
            Validator validator,
            AnswerBudget budget,
            SocrataProperties socrata) {
        this.tool = tool;
        this.socrata = socrata;
        this.mapper = mapper;
        this.binder = strictScalars(mapper);
        this.validator = validator;
        this.budget = budget;
        for (RecordComponent component : tool.inputType().getRecordComponents()) {
            jsonNames.put(component.getName(), RecordJsonSchema.jsonName(component));
        }
        this.bindingErrors = new BindingErrors(inputSchema, jsonNames.values());
    }

    McpSchema.CallToolResult invoke(Map<String, Object> arguments, McpTransportContext context) {
        // the clock runs from the request's arrival, for the call's own work too (CallDeadline)
        CallDeadline.start(socrata);
        try {
            I input = bind(arguments == null ? Map.of() : arguments);
            O output = tool.call(input);
            return success(output, ClientProtocol.takesResourceLinks(context));
        } catch (ToolException e) {
            return failure(ToolError.of(e));
        } catch (SocrataException e) {
            return failure(ToolError.of(ToolException.of(e)));
        } catch (RuntimeException e) {
            // Unexpected: keep the details in the log (never a secret there: tools don't put any
            // into exceptions) and give the LLM a classified, class-name-free message.
            LOG.error("tool {} failed unexpectedly: {}", tool.name(), LogText.safe(e.toString()));
            return failure(new ToolError(
                    "Internal error while running " + tool.name() + "; try again",
                    ErrorType.API_ERROR.wireName(),
                    null));
        } finally {
            // no request left running behind the answer (a lookup started beside a failed query)
            RequestScope.current().awaitUpstream();
        }
    }

    private I bind(Map<String, Object> arguments) {
        Set<String> unknown = new TreeSet<>(arguments.keySet());
        unknown.removeAll(jsonNames.values());
        if (!unknown.isEmpty()) {
            throw ToolException.validation("Unknown argument" + (unknown.size() > 1 ? "s " : " ")
                    + String.join(", ", unknown) + ": " + tool.name() + " takes "
                    + String.join(", ", jsonNames.values()));
        }
        I input;
        try {
            input = binder.convertValue(arguments, tool.inputType());
        } catch (IllegalArgumentException e) {
            throw ToolException.validation(bindingErrors.describe(e));
        }
        Set<ConstraintViolation<I>> violations = validator.validate(input);
        if (!violations.isEmpty()) {
            String message = violations.stream()
                    .map(v -> "Invalid " + jsonName(v.getPropertyPath().toString()) + ": " + v.getMessage())
                    .sorted()
                    .collect(Collectors.joining("; "));
            throw ToolException.validation(message);
        }
        return input;
    }

    /**
     * A copy of {@code mapper} that refuses scalars of the wrong JSON type. Jackson's defaults turn
     * 5 into "5" for a string, and "5" into 5 (or "true" into true) for a number (a boolean), so a
     * call the input schema forbids would run, e.g. a search for "5". The SDK's own schema check is
     * off (see McpServerFactory): this binding and the Jakarta constraints are the check.
     */
    static ObjectMapper strictScalars(ObjectMapper mapper) {
        ObjectMapper strict = mapper.copy();
        strict.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        for (LogicalType scalar : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
            strict.coercionConfigFor(scalar)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        strict.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        return strict;
    }

    private String jsonName(String propertyPath) {
        String head = propertyPath.contains(".") ? propertyPath.substring(0, propertyPath.indexOf('.')) : propertyPath;
        String name = jsonNames.getOrDefault(head, head);
        return propertyPath.contains(".") ? name + propertyPath.substring(head.length()) : name;
    }

    private McpSchema.CallToolResult success(O output, boolean resourceLinks) {
        RawObject answer = RawObject.write(mapper, output);
        if (answer.bytes() > budget.budget()) {
            try {
                output = budget.fit(output);
            } catch (ToolException e) {
                return failure(ToolError.of(e));
            }
            answer = RawObject.write(mapper, output);
        }
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder()
                .structuredContent(answer)
                .addTextContent(answer.json())
                .isError(false);
        if (resourceLinks) {
            ExportLink.of(output).ifPresent(result::addContent);
        }
        return result.build();
    }

    private McpSchema.CallToolResult failure(ToolError error) {
        RequestScope.current().toolError(error.errorType());
        RawObject body = RawObject.write(mapper, error);
        if (body.bytes() > budget.budget()) {
            // Socrata's message, the corrections and the hints are unbounded too
            body = RawObject.write(mapper, budget.fitError(error));
        }
        return McpSchema.CallToolResult.builder()
                .addTextContent(body.json())
                .isError(true)
                .build();
    }
}
