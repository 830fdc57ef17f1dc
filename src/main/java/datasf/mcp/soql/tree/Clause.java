package datasf.mcp.soql.tree;

import java.util.List;

/**
 * A clause after the select list, from its keyword to the end of its last element: WHERE and
 * HAVING hold one condition, GROUP BY its keys, ORDER BY its {@link OrderItem}s, SEARCH, LIMIT
 * and OFFSET one literal.
 */
public record Clause(Kind kind, int start, int end, List<Node> body) implements Node {

    /** The clauses in the order Socrata takes them; ORDER BY and SEARCH may swap, LIMIT and OFFSET too. */
    public enum Kind {
        WHERE("WHERE"),
        GROUP_BY("GROUP BY"),
        HAVING("HAVING"),
        ORDER_BY("ORDER BY"),
        SEARCH("SEARCH"),
        LIMIT("LIMIT"),
        OFFSET("OFFSET");

        private final String keyword;

        Kind(String keyword) {
            this.keyword = keyword;
        }

        public String keyword() {
            return keyword;
        }

        /** Where a clause of this kind may stand among the others: ORDER BY with SEARCH, LIMIT with OFFSET. */
        int rank() {
            return switch (this) {
                case WHERE -> 0;
                case GROUP_BY -> 1;
                case HAVING -> 2;
                case ORDER_BY, SEARCH -> 3;
                case LIMIT, OFFSET -> 4;
            };
        }

        /** Whether a clause of this kind must come before one of {@code other}. */
        public boolean comesBefore(Kind other) {
            return rank() < other.rank();
        }
    }

    public Clause {
        body = List.copyOf(body);
    }

    /** The condition of WHERE or HAVING. */
    public Expr condition() {
        return (Expr) body.get(0);
    }

    /** The keys of GROUP BY. */
    @SuppressWarnings("unchecked")
    public List<Expr> expressions() {
        return (List<Expr>) (List<?>) body;
    }

    /** The items of ORDER BY. */
    @SuppressWarnings("unchecked")
    public List<OrderItem> orderItems() {
        return (List<OrderItem>) (List<?>) body;
    }

    /** The literal of SEARCH, LIMIT or OFFSET. */
    public Literal literal() {
        return (Literal) body.get(0);
    }

    @Override
    public List<Node> children() {
        return body;
    }
}
