package datasf.mcp.transport.modern;

/** Client text quoted in an error message: cut short, so a message stays one short sentence. */
final class Shown {

    private static final int MAX = 100;

    private Shown() {}

    static String of(String clientText) {
        return clientText.length() > MAX ? clientText.substring(0, MAX) + "..." : clientText;
    }
}
