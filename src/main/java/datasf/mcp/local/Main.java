package datasf.mcp.local;

import datasf.mcp.check.PortalCheck;
import datasf.mcp.stdio.StdioServer;

/**
 * The jar's entry point ({@code java -jar target/datasf-mcp.jar [mode]}, which bin/datasf-mcp runs):
 * the local HTTP server by default, MCP over stdin and stdout with {@code --stdio}, the operator's
 * check of the portal with {@code --check}, and the launcher's training run with
 * {@code --training-run}. The launcher's own options ({@code --demo}, {@code --train}) are refused
 * here with the command that has them; {@code --help} describes the launcher, which is what a user
 * runs. Nothing else is read from the command line: every setting is an
 * environment variable (docs/configuration.md).
 */
public final class Main {

    static final String USAGE = "usage: bin/datasf-mcp [--stdio | --demo [--stdio] | --check | --train | --help]\n"
            + "  (no option)      MCP streamable HTTP on http://127.0.0.1:8080/mcp (DATASF_LOCAL_PORT sets the port)\n"
            + "  --stdio          MCP over stdin and stdout, for a client that starts the server itself\n"
            + "  --demo           the same against a demo portal of recorded DataSF datasets on this machine:\n"
            + "                   no internet, no setting (--demo --stdio for a client that starts it)\n"
            + "  --check          with this server's settings, probe the portal, the App Token and its secret;\n"
            + "                   one line each (ok, or what is wrong and what to change), exit 0 if all pass\n"
            + "  --train          (re)make the class-data archive for this JDK: a start in a third of the time\n"
            + "  --help           this text\n"
            + "java -jar target/datasf-mcp.jar takes the same options but --demo and --train, which need the\n"
            + "launcher (--training-run is --train's own). Settings are environment variables: docs/configuration.md";

    private Main() {}

    public static void main(String[] args) throws Exception {
        String mode = args.length == 0 ? "" : args[0];
        if (args.length > 1) {
            refuse("one option at most, was " + String.join(" ", args));
        }
        switch (mode) {
            case "" -> LocalServer.main(args);
            case "--stdio" -> StdioServer.main(args);
            case "--check" -> PortalCheck.main();
            case "--training-run" -> TrainingRun.main();
            case "--help", "-h" -> System.out.println(USAGE);
            case "--demo", "--train" -> refuse(mode + " needs the launcher: bin/datasf-mcp " + mode);
            default -> refuse("unknown option " + mode);
        }
    }

    /** A usage mistake: said on stderr (stdout may be a stdio client's), exit code 2. */
    private static void refuse(String what) {
        System.err.println("datasf-mcp: " + what + "\n" + USAGE);
        System.exit(2);
    }
}
