package datasf.mcp.soql.tree;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code OVER (PARTITION BY ... ORDER BY ... frame)} of a windowed call.
 *
 * @param frame the frame's words as written in upper case ({@code ROWS BETWEEN UNBOUNDED
 *     PRECEDING AND CURRENT ROW}), empty when there is none
 */
public record Window(int start, int end, List<Expr> partitionBy, List<OrderItem> orderBy, List<String> frame)
        implements Node {

    public Window {
        partitionBy = List.copyOf(partitionBy);
        orderBy = List.copyOf(orderBy);
        frame = List.copyOf(frame);
    }

    @Override
    public List<Node> children() {
        List<Node> children = new ArrayList<>(partitionBy);
        children.addAll(orderBy);
        return children;
    }
}
