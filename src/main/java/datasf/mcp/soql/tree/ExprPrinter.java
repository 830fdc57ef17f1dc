package datasf.mcp.soql.tree;

/** The expressions' part of {@link SoqlPrinter}. */
final class ExprPrinter {

    private ExprPrinter() {}

    static void write(Expr expr, StringBuilder out) {
        if (expr instanceof ColumnRef ref) {
            out.append(ref.qualifier() == null ? "" : ref.qualifier() + ".").append(ref.text());
        } else if (expr instanceof Literal literal) {
            out.append(literal.text());
        } else if (expr instanceof Star star) {
            out.append(star.qualifier() == null ? "" : star.qualifier() + ".").append(star.system() ? ":*" : "*");
        } else if (expr instanceof Call call) {
            call(call, out);
        } else if (expr instanceof Unary unary) {
            out.append(unary.op() == Op.NOT ? "NOT " : unary.op().symbol());
            write(unary.operand(), out);
        } else if (expr instanceof Binary binary) {
            write(binary.left(), out);
            out.append(' ').append(binary.op().symbol()).append(' ');
            write(binary.right(), out);
        } else if (expr instanceof IsNull isNull) {
            write(isNull.operand(), out);
            out.append(isNull.negated() ? " IS NOT NULL" : " IS NULL");
        } else if (expr instanceof Like like) {
            write(like.subject(), out);
            out.append(like.negated() ? " NOT LIKE " : " LIKE ");
            write(like.pattern(), out);
        } else if (expr instanceof In in) {
            write(in.subject(), out);
            out.append(in.negated() ? " NOT IN (" : " IN (")
                    .append(SoqlPrinter.joined(in.values(), SoqlPrinter::print))
                    .append(')');
        } else if (expr instanceof Between between) {
            write(between.subject(), out);
            out.append(between.negated() ? " NOT BETWEEN " : " BETWEEN ");
            write(between.low(), out);
            out.append(" AND ");
            write(between.high(), out);
        } else if (expr instanceof Cast cast) {
            write(cast.operand(), out);
            out.append("::").append(cast.type());
        } else if (expr instanceof Paren paren) {
            out.append('(');
            write(paren.inner(), out);
            out.append(')');
        } else if (expr instanceof Case caseExpr) {
            out.append("CASE");
            caseExpr.whens().forEach(when -> out.append(' ').append(SoqlPrinter.print(when)));
            if (caseExpr.otherwise() != null) {
                out.append(" ELSE ");
                write(caseExpr.otherwise(), out);
            }
            out.append(" END");
        }
    }

    private static void call(Call call, StringBuilder out) {
        out.append(call.name()).append('(');
        if (call.star()) {
            out.append('*');
        } else {
            out.append(call.distinct() ? "DISTINCT " : "")
                    .append(SoqlPrinter.joined(call.arguments(), SoqlPrinter::print));
        }
        out.append(')');
        if (call.filter() != null) {
            out.append(" FILTER (WHERE ");
            write(call.filter(), out);
            out.append(')');
        }
        if (call.window() != null) {
            out.append(' ');
            SoqlPrinter.window(call.window(), out);
        }
    }
}
