package datasf.mcp.answer;

import java.util.List;

/**
 * An answer whose list (search results, a column's values) may be cut from its end to fit the
 * answer's byte budget: the list is ordered best or most frequent first, and the answer says it
 * was cut ({@code truncated}, and its count where it has one). Not for a {@link Paged} answer,
 * whose rows a cursor continues.
 *
 * @param <A> the answer's own type
 */
public interface Truncatable<A> {

    /** The list that may be cut. */
    List<?> items();

    /** The same answer with only the first {@code kept} of its items, saying it was cut. */
    A withFirst(int kept);
}
