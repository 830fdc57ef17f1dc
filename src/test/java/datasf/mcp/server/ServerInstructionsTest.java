package datasf.mcp.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.EchoTestTool;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ToolExamples;
import org.junit.jupiter.api.Test;

/**
 * initialize's instructions name every tool the server lists: the hand-written workflow names the
 * real ones, and a tool it does not name (here the test-only test_echo, as a new tool would be) is
 * listed after it.
 */
class ServerInstructionsTest {

    @Test
    void aToolTheWorkflowDoesNotNameIsListedAfterIt() {
        try (LambdaHarness lambda = new LambdaHarness(EchoTestTool.PROPERTIES)) {
            String instructions = instructions(lambda);
            assertTrue(instructions.startsWith(ServerInstructions.WORKFLOW), instructions);
            assertTrue(
                    instructions
                            .substring(ServerInstructions.WORKFLOW.length())
                            .matches("\nMore tools: .*\\btest_echo \\(Echo \\(test only\\)\\).*"),
                    instructions);
        }
    }

    @Test
    void everyToolOfToolsListIsNamedInTheInstructions() {
        try (LambdaHarness lambda = new LambdaHarness(EchoTestTool.PROPERTIES)) {
            String instructions = instructions(lambda);
            for (String tool : ToolExamples.argumentNames(lambda).keySet()) {
                assertTrue(instructions.matches("(?s).*\\b" + tool + "\\b.*"), () -> tool + " in " + instructions);
            }
        }
    }

    private static String instructions(LambdaHarness lambda) {
        return lambda.initialize().at("/instructions").asText();
    }
}
