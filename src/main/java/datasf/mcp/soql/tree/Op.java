package datasf.mcp.soql.tree;

import java.util.Locale;

/**
 * SoQL's operators, with how tightly each binds: the precedence table of Socrata's parser
 * (soql-reference's {@code RecursiveDescentParser}), loosest first. IS NULL, LIKE, IN and
 * BETWEEN sit between NOT and the comparisons (level 3, their own nodes); the unary sign binds
 * tighter than {@code ^}, a cast ({@code ::}) tighter still.
 */
public enum Op {
    OR("OR", 0),
    AND("AND", 1),
    NOT("NOT", 2),
    EQ("=", 4),
    EQ_EQ("==", 4),
    NOT_EQ("!=", 4),
    LESS_GREATER("<>", 4),
    LT("<", 4),
    LE("<=", 4),
    GT(">", 4),
    GE(">=", 4),
    PLUS("+", 5),
    MINUS("-", 5),
    CONCAT("||", 5),
    TIMES("*", 6),
    DIVIDE("/", 6),
    MODULO("%", 6),
    POWER("^", 7);

    /** The level of IS NULL, LIKE, IN and BETWEEN. */
    public static final int PREDICATE_LEVEL = 3;

    /** The level of a unary {@code -} or {@code +}, above every binary operator. */
    public static final int SIGN_LEVEL = 8;

    private final String symbol;
    private final int level;

    Op(String symbol, int level) {
        this.symbol = symbol;
        this.level = level;
    }

    public String symbol() {
        return symbol;
    }

    /** Higher binds tighter. */
    public int level() {
        return level;
    }

    /** {@code ^} groups from the right ({@code a ^ b ^ c} is {@code a ^ (b ^ c)}); the rest from the left. */
    public boolean rightAssociative() {
        return this == POWER;
    }

    public boolean isComparison() {
        return level == 4;
    }

    /** {@code =} or {@code ==}. */
    public boolean isEquality() {
        return this == EQ || this == EQ_EQ;
    }

    /** {@code !=} or {@code <>}. */
    public boolean isInequality() {
        return this == NOT_EQ || this == LESS_GREATER;
    }

    /** {@code <}, {@code <=}, {@code >}, {@code >=}. */
    public boolean isOrdering() {
        return this == LT || this == LE || this == GT || this == GE;
    }

    /** The operator with its operands swapped: {@code 5 < x} is {@code x > 5}. */
    public Op mirrored() {
        return switch (this) {
            case LT -> GT;
            case GT -> LT;
            case LE -> GE;
            case GE -> LE;
            default -> this;
        };
    }

    /** The binary operator a token spells (any case for AND and OR), or null. */
    public static Op binary(String token) {
        String upper = token.toUpperCase(Locale.ROOT);
        for (Op op : values()) {
            if (op != NOT && op.symbol.equals(upper)) {
                return op;
            }
        }
        return null;
    }
}
