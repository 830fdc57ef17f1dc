package datasf.mcp.answer;

/**
 * An answer that carries advice about its query ({@link QueryAdvice}): the answer's byte budget
 * may cut its advice lists, from the end, and says in its line what it left out, before it gives
 * up on the answer. The answer's data is not advice: nothing here reaches it.
 *
 * @param <A> the answer's own type
 */
public interface Advised<A> {

    QueryAdvice advice();

    /** The same answer with other advice: a cut of its own. */
    A withAdvice(QueryAdvice advice);
}
