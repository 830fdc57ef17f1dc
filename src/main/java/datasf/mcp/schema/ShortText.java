package datasf.mcp.schema;

/** Publisher text cut to a length for the LLM: the gist, not the essay. */
public final class ShortText {

    private ShortText() {}

    /** {@code text} stripped, and when longer than {@code max}, cut at a word boundary with "…". */
    public static String shorten(String text, int max) {
        String clean = text.strip();
        if (clean.length() <= max) {
            return clean;
        }
        int cut = clean.lastIndexOf(' ', max - 1);
        return clean.substring(0, cut > max / 2 ? cut : max - 1) + "…";
    }
}
