package datasf.mcp.soql.tree;

import java.util.List;
import java.util.StringJoiner;
import java.util.function.Function;

/**
 * Writes a tree back as SoQL in one canonical layout: keywords in upper case, one space between
 * words, {@code ", "} between items, names, literals and function names exactly as written. Text
 * written in that layout prints back as itself; the property tests hold the parser to it. Edits
 * to a query never go through here (they splice the original text); rules use it to write a new
 * piece of SoQL built from nodes.
 */
public final class SoqlPrinter {

    private SoqlPrinter() {}

    public static String print(Node node) {
        StringBuilder out = new StringBuilder();
        write(node, out);
        return out.toString();
    }

    private static void write(Node node, StringBuilder out) {
        if (node instanceof Expr expr) {
            ExprPrinter.write(expr, out);
        } else if (node instanceof Query query) {
            for (int i = 0; i < query.selects().size(); i++) {
                if (i > 0) {
                    out.append(' ').append(query.joiners().get(i - 1)).append(' ');
                }
                write(query.selects().get(i), out);
            }
        } else if (node instanceof Select select) {
            select(select, out);
        } else if (node instanceof SelectItem item) {
            write(item.expr(), out);
            if (item.alias() != null) {
                out.append(" AS ").append(item.alias().text());
            }
        } else if (node instanceof Alias alias) {
            out.append(alias.text());
        } else if (node instanceof OrderItem item) {
            orderItem(item, out);
        } else if (node instanceof Clause clause) {
            clause(clause, out);
        } else if (node instanceof From from) {
            out.append("FROM ").append(from.table()).append(from.alias() == null ? "" : " AS " + from.alias());
        } else if (node instanceof Join join) {
            out.append(join.type()).append(join.lateral() ? " LATERAL " : " ").append(join.table());
            out.append(join.alias() == null ? "" : " AS " + join.alias()).append(" ON ");
            write(join.on(), out);
        } else if (node instanceof When when) {
            out.append("WHEN ");
            write(when.condition(), out);
            out.append(" THEN ");
            write(when.value(), out);
        } else if (node instanceof Window window) {
            window(window, out);
        }
    }

    private static void select(Select select, StringBuilder out) {
        out.append("SELECT");
        if (select.distinct()) {
            out.append(" DISTINCT");
        }
        if (!select.items().isEmpty()) {
            out.append(' ').append(joined(select.items(), SoqlPrinter::print));
        }
        if (select.from() != null) {
            out.append(' ');
            write(select.from(), out);
        }
        for (Node part : select.joins()) {
            out.append(' ');
            write(part, out);
        }
        for (Clause clause : select.clauses()) {
            out.append(' ');
            clause(clause, out);
        }
    }

    private static void clause(Clause clause, StringBuilder out) {
        out.append(clause.kind().keyword()).append(' ').append(joined(clause.body(), SoqlPrinter::print));
    }

    static void orderItem(OrderItem item, StringBuilder out) {
        write(item.expr(), out);
        if (item.descending() != null) {
            out.append(item.descending() ? " DESC" : " ASC");
        }
        if (item.nullsFirst() != null) {
            out.append(item.nullsFirst() ? " NULLS FIRST" : " NULLS LAST");
        }
    }

    static void window(Window window, StringBuilder out) {
        StringJoiner parts = new StringJoiner(" ", "OVER (", ")");
        if (!window.partitionBy().isEmpty()) {
            parts.add("PARTITION BY " + joined(window.partitionBy(), SoqlPrinter::print));
        }
        if (!window.orderBy().isEmpty()) {
            parts.add("ORDER BY " + joined(window.orderBy(), SoqlPrinter::print));
        }
        if (!window.frame().isEmpty()) {
            parts.add(String.join(" ", window.frame()));
        }
        out.append(parts);
    }

    static <T extends Node> String joined(List<T> nodes, Function<Node, String> print) {
        StringJoiner joined = new StringJoiner(", ");
        nodes.forEach(node -> joined.add(print.apply(node)));
        return joined.toString();
    }
}
