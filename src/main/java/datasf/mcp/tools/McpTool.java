package datasf.mcp.tools;

import datasf.mcp.errors.ToolException;
import java.util.Map;

/**
 * One MCP tool. Each tool is a {@code @Singleton} implementing this interface; the server factory
 * collects every such bean at compile time. A new tool is this class (with its
 * {@link #exampleArguments() example}), its test, and the files the contract command regenerates
 * (CONTRIBUTING.md, "Adding a tool").
 *
 * <p>The input and output types are records: the tool's JSON input and output schemas are derived
 * from them (see {@link datasf.mcp.json.RecordJsonSchema}), the arguments are bound and validated
 * against them before {@link #call} runs, and the returned record becomes the result's
 * {@code structuredContent}.
 *
 * @param <I> the input record (Jakarta Bean Validation constraints on its components)
 * @param <O> the output record
 */
public interface McpTool<I extends Record, O extends Record> {

    /** The tool name the client calls, e.g. {@code get_schema}. */
    String name();

    /** A short human-readable title. */
    String title();

    /** What the tool does and when to use it: the LLM reads this to choose a tool. */
    String description();

    Class<I> inputType();

    Class<O> outputType();

    /**
     * Configured upper bounds of integer arguments (argument name -> maximum), written into the
     * input schema's {@code maximum} so the client sees the limit this deployment enforces.
     */
    default Map<String, Integer> argumentMaximums() {
        return Map.of();
    }

    /**
     * The MCP Apps view (a {@code ui://} resource, see {@link Views}) that renders this tool's
     * results in hosts that support the extension; empty for tools whose answers are text only.
     * Text-only clients get the same results either way.
     */
    default java.util.Optional<String> viewUri() {
        return java.util.Optional.empty();
    }

    /**
     * The arguments of one call that succeeds against the recorded DataSF datasets (the tests' fake
     * Socrata, the local demo portal), as a JSON object: what every "every tool" check runs. Init-phase priming sends
     * it (against answers recorded from that call, {@code ContractPrimingTest}), the tests call each
     * tool with it and vary it, the bench measures it, and a new tool's section in docs/tools.md
     * starts from it. Its answer must fit on one page (no {@code next_cursor}): priming signs no
     * cursor, since that would read the cursor key's secret during init ({@code ContractPrimingTest}).
     */
    String exampleArguments();

    /**
     * Runs the tool on validated input.
     *
     * @throws ToolException for every expected failure (bad input, upstream errors); anything else
     *     is reported to the client as an internal error without details
     */
    O call(I input);
}
