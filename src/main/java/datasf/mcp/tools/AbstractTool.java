package datasf.mcp.tools;

/**
 * The descriptive half of a tool (name, title, description, input and output records), so each
 * tool class holds only its records and its behaviour.
 */
public abstract class AbstractTool<I extends Record, O extends Record> implements McpTool<I, O> {

    private final String name;
    private final String title;
    private final String description;
    private final Class<I> inputType;
    private final Class<O> outputType;

    protected AbstractTool(String name, String title, String description, Class<I> inputType, Class<O> outputType) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.inputType = inputType;
        this.outputType = outputType;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final Class<I> inputType() {
        return inputType;
    }

    @Override
    public final Class<O> outputType() {
        return outputType;
    }
}
