package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A text read as SoQL: the {@link Query} with every node's place in the text, or the
 * {@link ParseError} that says where and why it is not SoQL. Parsing never throws, whatever the
 * text. The server parses a text once: the last few parses are kept (trees are immutable), so
 * the repairs, the page analysis and the paging of one call share the tree of the text they share.
 */
public final class SoqlTree {

    private static final int RECENT = 64;
    private static final Map<String, SoqlTree> RECENT_PARSES = new LinkedHashMap<>(RECENT * 2, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, SoqlTree> eldest) {
            return size() > RECENT;
        }
    };

    private final String text;
    private final List<SoqlToken> tokens;
    private final Query query;
    private final ParseError error;

    private SoqlTree(String text, List<SoqlToken> tokens, Query query, ParseError error) {
        this.text = text;
        this.tokens = tokens;
        this.query = query;
        this.error = error;
    }

    /** The text read as one SoQL query ({@code $query}): a tree, or the first error. */
    public static SoqlTree parse(String text) {
        Objects.requireNonNull(text, "text");
        synchronized (RECENT_PARSES) {
            SoqlTree known = RECENT_PARSES.get(text);
            if (known != null) {
                return known;
            }
        }
        SoqlTree parsed = read(text);
        synchronized (RECENT_PARSES) {
            RECENT_PARSES.put(text, parsed);
        }
        return parsed;
    }

    private static SoqlTree read(String text) {
        List<SoqlToken> tokens = SoqlLexer.tokenize(text);
        try {
            Query query = new QueryParser(new TokenStream(tokens, text.length())).query();
            return new SoqlTree(text, tokens, query, null);
        } catch (ParseFailure failure) {
            return new SoqlTree(text, tokens, null, failure.error());
        }
    }

    public String text() {
        return text;
    }

    /** Every token of the text, whitespace and comments included (the lexer's lossless output). */
    public List<SoqlToken> tokens() {
        return tokens;
    }

    public boolean isValid() {
        return query != null;
    }

    /** The query, or null when the text is not SoQL. */
    public Query query() {
        return query;
    }

    /** Why the text is not SoQL, or null when it is. */
    public ParseError error() {
        return error;
    }

    /** The text a node was parsed from. */
    public String slice(Node node) {
        return node.in(text);
    }
}
