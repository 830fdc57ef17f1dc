package datasf.mcp.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.json.RecordJsonSchema;
import datasf.mcp.prompts.McpPrompt;
import datasf.mcp.resources.McpApps;
import datasf.mcp.resources.McpResource;
import datasf.mcp.resources.McpResourceTemplate;
import datasf.mcp.runtime.BuildInfo;
import datasf.mcp.runtime.DemoProperties;
import datasf.mcp.socrata.SocrataProperties;
import datasf.mcp.tools.McpTool;
import io.micronaut.context.annotation.Factory;
import io.micronaut.validation.validator.Validator;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import jakarta.inject.Singleton;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Builds the SDK's stateless sync server once per instance from every {@link McpTool} bean, over
 * the transport bean (the SDK's interface: the transport layer sits above this one and depends on
 * it, not the other way round).
 * {@code immediateExecution} runs handlers on the calling (Lambda) thread: no thread hop per call.
 */
@Factory
public class McpServerFactory {

    /** The server's name, version, instructions and capabilities, as both eras announce them. */
    @Singleton
    public ServerDescription description(BuildInfo buildInfo, List<McpTool<?, ?>> tools, DemoProperties demo) {
        return new ServerDescription(
                "datasf-mcp",
                buildInfo.version(),
                (demo.enabled() ? DemoNotice.INSTRUCTIONS : "") + ServerInstructions.text(tools),
                McpSchema.ServerCapabilities.builder()
                        .tools(false)
                        .resources(false, false)
                        .prompts(false)
                        .extensions(McpApps.capability())
                        .build());
    }

    @Singleton
    public McpStatelessSyncServer mcpServer(
            McpStatelessServerTransport transport,
            List<McpTool<?, ?>> tools,
            List<McpResource> resources,
            List<McpResourceTemplate> templates,
            List<McpPrompt> prompts,
            ObjectMapper mapper,
            JsonSchemaValidator schemaValidator,
            Validator validator,
            AnswerBudget budget,
            SocrataProperties socrata,
            ServerDescription description,
            DemoProperties demo) {
        List<McpStatelessServerFeatures.SyncToolSpecification> specifications = tools.stream()
                .sorted(Comparator.comparing(McpTool::name))
                .map(tool -> specification(tool, mapper, validator, budget, socrata, demo.enabled()))
                .toList();
        return McpServer.sync(transport)
                .serverInfo(description.name(), description.version())
                .instructions(description.instructions())
                .capabilities(description.capabilities())
                .jsonMapper(new JacksonMcpJsonMapper(mapper))
                .jsonSchemaValidator(schemaValidator)
                .immediateExecution(true)
                // arguments are bound and checked by ToolInvoker (Jakarta constraints mirrored in the
                // schema), which answers in our {error, error_type} shape naming the field
                .validateToolInputs(false)
                .tools(specifications)
                .resources(resources.stream().map(McpResource::specification).toList())
                .resourceTemplates(templates.stream()
                        .map(McpResourceTemplate::specification)
                        .toList())
                .prompts(prompts.stream().map(McpPrompt::specification).toList())
                .build();
    }

    private static <I extends Record, O extends Record> McpStatelessServerFeatures.SyncToolSpecification specification(
            McpTool<I, O> tool,
            ObjectMapper mapper,
            Validator validator,
            AnswerBudget budget,
            SocrataProperties socrata,
            boolean demo) {
        Map<String, Object> inputSchema =
                RecordJsonSchema.withMaximums(RecordJsonSchema.forInput(tool.inputType()), tool.argumentMaximums());
        McpSchema.Tool descriptor = McpSchema.Tool.builder()
                .name(tool.name())
                .title(tool.title())
                .description(tool.description())
                .inputSchema(inputSchema)
                .outputSchema(RecordJsonSchema.forOutput(tool.outputType()))
                .annotations(new McpSchema.ToolAnnotations(tool.title(), true, false, true, true, null))
                .meta(tool.viewUri().map(McpApps::toolMeta).orElse(null))
                .build();
        ToolInvoker<I, O> invoker = new ToolInvoker<>(tool, inputSchema, mapper, validator, budget, socrata);
        return McpStatelessServerFeatures.SyncToolSpecification.builder()
                .tool(descriptor)
                .callHandler((context, request) -> demo
                        ? DemoNotice.addTo(invoker.invoke(request.arguments(), context))
                        : invoker.invoke(request.arguments(), context))
                .build();
    }
}
