package datasf.mcp.support;

import com.fasterxml.jackson.annotation.JsonProperty;
import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import datasf.mcp.json.Description;
import datasf.mcp.tools.McpTool;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.util.Map;

/**
 * Test-only tool (lives in src/test, never ships) that exercises the tool framework on its own:
 * binding, validation, success and classified failure. A bean only where a test sets
 * {@value #ENABLED} (see {@link #PROPERTIES}), so every other context lists exactly the real tools.
 */
@Singleton
@Requires(property = EchoTestTool.ENABLED, value = "true")
public class EchoTestTool implements McpTool<EchoTestTool.Input, EchoTestTool.Output> {

    /** The setting that makes this tool a bean. */
    public static final String ENABLED = "datasf.test.echo-tool";
    /** The text that makes {@code crash} throw what a heap that ran out would. */
    public static final String HEAP = "OutOfMemoryError";
    /** The configuration a test adds to offer {@code test_echo}. */
    public static final Map<String, Object> PROPERTIES = Map.of(ENABLED, "true");

    @Introspected
    public record Input(
            @Description("text to echo") @NotBlank @Size(max = 20)
            String text,

            @JsonProperty("repeat_count") @Min(1) @Max(3) Integer repeatCount,

            @Description("when true the tool fails with a not_found error")
            Boolean fail,

            @Description("when true the tool throws an unexpected exception (an OutOfMemoryError when the text"
                    + " is \"" + HEAP + "\")")
            Boolean crash) {}

    public record Output(String echoed, int length) {}

    @Override
    public String name() {
        return "test_echo";
    }

    @Override
    public String title() {
        return "Echo (test only)";
    }

    @Override
    public String description() {
        return "Echoes text; exists only in tests.";
    }

    @Override
    public Class<Input> inputType() {
        return Input.class;
    }

    @Override
    public Class<Output> outputType() {
        return Output.class;
    }

    @Override
    public String exampleArguments() {
        return "{\"text\": \"hello\", \"repeat_count\": 2}";
    }

    @Override
    public Output call(Input input) {
        if (Boolean.TRUE.equals(input.fail())) {
            throw new ToolException(ErrorType.NOT_FOUND, "Nothing called " + input.text(), "details here");
        }
        if (Boolean.TRUE.equals(input.crash()) && HEAP.equals(input.text())) {
            throw new OutOfMemoryError("Java heap space");
        }
        if (Boolean.TRUE.equals(input.crash())) {
            throw new IllegalStateException("java.lang.IllegalStateException boom at datasf.mcp.Secret");
        }
        String echoed = input.text().repeat(input.repeatCount() == null ? 1 : input.repeatCount());
        return new Output(echoed, echoed.length());
    }
}
