package datasf.mcp.soql.tree;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** Ways through a tree: every node, every node of a kind, every node with the nodes around it. */
public final class Walk {

    /** Called for each node with its ancestors, outermost first (the root's list is empty). */
    public interface Visitor {
        void visit(Node node, List<Node> ancestors);
    }

    private Walk() {}

    /** The node and every node under it, depth first, in the order of the text. */
    public static List<Node> nodes(Node root) {
        List<Node> nodes = new ArrayList<>();
        Deque<Node> pending = new ArrayDeque<>();
        pending.push(root);
        while (!pending.isEmpty()) {
            Node node = pending.pop();
            nodes.add(node);
            List<Node> children = node.children();
            for (int i = children.size() - 1; i >= 0; i--) {
                pending.push(children.get(i));
            }
        }
        return nodes;
    }

    /** Every node of a kind under (and including) {@code root}, in the order of the text. */
    public static <T extends Node> List<T> all(Node root, Class<T> kind) {
        List<T> found = new ArrayList<>();
        for (Node node : nodes(root)) {
            if (kind.isInstance(node)) {
                found.add(kind.cast(node));
            }
        }
        return found;
    }

    /** Visits every node with the nodes it sits in: its clause, the AND/OR/NOT above it, ... */
    public static void withAncestors(Node root, Visitor visitor) {
        visit(root, new ArrayList<>(), visitor);
    }

    private static void visit(Node node, List<Node> ancestors, Visitor visitor) {
        visitor.visit(node, List.copyOf(ancestors));
        ancestors.add(node);
        for (Node child : node.children()) {
            visit(child, ancestors, visitor);
        }
        ancestors.remove(ancestors.size() - 1);
    }

    /** The nodes from {@code root} down to the parent of {@code target}; empty when it is not under root. */
    public static List<Node> ancestors(Node root, Node target) {
        List<Node> path = new ArrayList<>();
        return pathTo(root, target, path) ? path : List.of();
    }

    private static boolean pathTo(Node node, Node target, List<Node> path) {
        if (node == target) {
            return true;
        }
        if (target.start() < node.start() || target.end() > node.end()) {
            return false;
        }
        path.add(node);
        for (Node child : node.children()) {
            if (pathTo(child, target, path)) {
                return true;
            }
        }
        path.remove(path.size() - 1);
        return false;
    }
}
