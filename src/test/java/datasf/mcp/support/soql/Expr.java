package datasf.mcp.support.soql;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A SoQL expression. The parser builds {@link Name}s; binding replaces each by the {@link Column}
 * it names or the select-list expression its alias stands for. {@code pos} is the 0-based offset
 * an error about the node points at. {@link #render()} is the canonical text, positions left out,
 * which is how GROUP BY matching compares expressions.
 */
sealed interface Expr {

    int pos();

    List<Expr> children();

    /** This node with its children replaced (same order and count as {@link #children()}). */
    Expr withChildren(List<Expr> children);

    String render();

    /** A literal: a String, a Double, a Boolean, or null for NULL. */
    record Literal(Object value, int pos) implements Expr {
        public List<Expr> children() {
            return List.of();
        }

        public Expr withChildren(List<Expr> children) {
            return this;
        }

        public String render() {
            if (value == null) {
                return "NULL";
            }
            if (value instanceof String s) {
                return "'" + s.replace("'", "''") + "'";
            }
            return value instanceof Double d ? Values.formatNumber(d) : value.toString();
        }
    }

    /** An identifier as written (a column or a select alias; unknown until bound). */
    record Name(String name, int pos) implements Expr {
        public List<Expr> children() {
            return List.of();
        }

        public Expr withChildren(List<Expr> children) {
            return this;
        }

        public String render() {
            return "?" + name;
        }
    }

    /** A dataset column (or a system field, or a column of the previous pipeline stage). */
    record Column(String field, SoqlType type, int pos) implements Expr {
        public List<Expr> children() {
            return List.of();
        }

        public Expr withChildren(List<Expr> children) {
            return this;
        }

        public String render() {
            return "`" + field + "`";
        }
    }

    /** A function call; {@code star} is {@code count(*)}, {@code distinct} is {@code count(DISTINCT x)}. */
    record Call(String function, List<Expr> args, boolean distinct, boolean star, int pos) implements Expr {
        public List<Expr> children() {
            return args;
        }

        public Expr withChildren(List<Expr> children) {
            return new Call(function, List.copyOf(children), distinct, star, pos);
        }

        public String render() {
            String inside = star ? "*" : args.stream().map(Expr::render).collect(Collectors.joining(", "));
            return function + "(" + (distinct ? "DISTINCT " : "") + inside + ")";
        }
    }

    record Logical(boolean and, Expr left, Expr right, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(left, right);
        }

        public Expr withChildren(List<Expr> c) {
            return new Logical(and, c.get(0), c.get(1), pos);
        }

        public String render() {
            return "(" + left.render() + (and ? " AND " : " OR ") + right.render() + ")";
        }
    }

    record Not(Expr operand, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(operand);
        }

        public Expr withChildren(List<Expr> c) {
            return new Not(c.get(0), pos);
        }

        public String render() {
            return "(NOT " + operand.render() + ")";
        }
    }

    /** {@code op} is one of = != < > <= >= ({@code ==} and {@code <>} normalised); {@code written} as typed. */
    record Comparison(String op, String written, Expr left, Expr right, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(left, right);
        }

        public Expr withChildren(List<Expr> c) {
            return new Comparison(op, written, c.get(0), c.get(1), pos);
        }

        public String render() {
            return "(" + left.render() + " " + op + " " + right.render() + ")";
        }
    }

    /** + - * / % and the text concatenation ||. */
    record Arithmetic(String op, Expr left, Expr right, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(left, right);
        }

        public Expr withChildren(List<Expr> c) {
            return new Arithmetic(op, c.get(0), c.get(1), pos);
        }

        public String render() {
            return "(" + left.render() + " " + op + " " + right.render() + ")";
        }
    }

    record Negate(Expr operand, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(operand);
        }

        public Expr withChildren(List<Expr> c) {
            return new Negate(c.get(0), pos);
        }

        public String render() {
            return "(-" + operand.render() + ")";
        }
    }

    record IsNull(Expr operand, boolean negated, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(operand);
        }

        public Expr withChildren(List<Expr> c) {
            return new IsNull(c.get(0), negated, pos);
        }

        public String render() {
            return "(" + operand.render() + (negated ? " IS NOT NULL)" : " IS NULL)");
        }
    }

    record In(Expr operand, List<Expr> items, boolean negated, int pos) implements Expr {
        public List<Expr> children() {
            List<Expr> all = new ArrayList<>();
            all.add(operand);
            all.addAll(items);
            return all;
        }

        public Expr withChildren(List<Expr> c) {
            return new In(c.get(0), List.copyOf(c.subList(1, c.size())), negated, pos);
        }

        public String render() {
            return "(" + operand.render() + (negated ? " NOT IN (" : " IN (")
                    + items.stream().map(Expr::render).collect(Collectors.joining(", ")) + "))";
        }
    }

    record Like(Expr operand, Expr pattern, boolean negated, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(operand, pattern);
        }

        public Expr withChildren(List<Expr> c) {
            return new Like(c.get(0), c.get(1), negated, pos);
        }

        public String render() {
            return "(" + operand.render() + (negated ? " NOT LIKE " : " LIKE ") + pattern.render() + ")";
        }
    }

    record Between(Expr operand, Expr low, Expr high, boolean negated, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(operand, low, high);
        }

        public Expr withChildren(List<Expr> c) {
            return new Between(c.get(0), c.get(1), c.get(2), negated, pos);
        }

        public String render() {
            return "(" + operand.render() + (negated ? " NOT BETWEEN " : " BETWEEN ") + low.render() + " AND "
                    + high.render() + ")";
        }
    }

    /** {@code x::type}; {@code type} lower-cased as written. */
    record Cast(Expr operand, String type, int pos) implements Expr {
        public List<Expr> children() {
            return List.of(operand);
        }

        public Expr withChildren(List<Expr> c) {
            return new Cast(c.get(0), type, pos);
        }

        public String render() {
            return operand.render() + "::" + type;
        }
    }
}
