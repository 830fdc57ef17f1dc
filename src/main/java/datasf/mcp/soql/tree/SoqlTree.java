package datasf.mcp.soql.tree;

import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.LongAdder;

/**
 * A text read as SoQL: the {@link Query} with every node's place in the text, or the
 * {@link ParseError} that says where and why it is not SoQL. Parsing never throws, whatever the
 * text. Trees are immutable and nothing keeps them: a call parses the text it is given once and
 * hands the tree to everything that reads it (the repairs, the checker, the checks, the advisor,
 * the paging), and parses again only a text it builds (a repaired query, a hint's query). How
 * many texts became trees is counted ({@link #parses()}), so a test can hold a call to that.
 */
public final class SoqlTree {

    private static final LongAdder PARSES = new LongAdder();

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
        PARSES.increment();
        List<SoqlToken> tokens = SoqlLexer.tokenize(text);
        try {
            Query query = new QueryParser(new TokenStream(tokens, text.length())).query();
            return new SoqlTree(text, tokens, query, null);
        } catch (ParseFailure failure) {
            return new SoqlTree(text, tokens, null, failure.error());
        }
    }

    /** How many texts this JVM has parsed: what a test reads before and after a call to count its parses. */
    public static long parses() {
        return PARSES.sum();
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
