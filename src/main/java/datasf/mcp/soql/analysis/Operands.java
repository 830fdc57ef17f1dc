package datasf.mcp.soql.analysis;

import datasf.mcp.soql.analysis.Finding.Rule;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Select;
import java.util.ArrayList;
import java.util.List;

/**
 * The type rules on operands, as Socrata's type checker applies them: operands of one operator
 * or function have its parameter's type, or one type among them (a comparison's, IN's, CASE's
 * values), set by the first that is not a literal; a quoted literal may stand for a value of that
 * type when its text reads as one. What does not fit is a {@code type-mismatch}, named as Socrata
 * names it ("Type mismatch for op$=, is number").
 */
final class Operands {

    private final Select stage;
    private final List<Finding> mismatches = new ArrayList<>();
    private Clause.Kind clause;

    Operands(Select stage) {
        this.stage = stage;
    }

    /** The clause the next operands are in (null: the select list). */
    void in(Clause.Kind clause) {
        this.clause = clause;
    }

    Clause.Kind clause() {
        return clause;
    }

    List<Finding> findings() {
        return mismatches;
    }

    /**
     * Operands that must have one type (a comparison's, IN's, BETWEEN's, CASE's values): the type
     * of the first that is not a literal, which each literal must read as.
     */
    SoqlType sameType(String name, List<Expr> operands, List<SoqlType> typesOf) {
        SoqlType anchor = null;
        SoqlType literal = null;
        for (int i = 0; i < operands.size(); i++) {
            SoqlType type = typesOf.get(i);
            boolean isLiteral = Literals.of(operands.get(i)) != null;
            if (anchor == null && !isLiteral && concrete(type)) {
                anchor = type;
            }
            if (literal == null && isLiteral && concrete(type)) {
                literal = type;
            }
        }
        if (anchor == null) {
            return literal;
        }
        for (int i = 0; i < operands.size(); i++) {
            expect(name, operands.get(i), typesOf.get(i), anchor, i);
        }
        return anchor;
    }

    void expect(String name, Expr operand, SoqlType actual, SoqlType wanted, int position) {
        if (!concrete(actual) || wanted == null || actual == wanted) {
            return;
        }
        if (wanted == SoqlType.ANY || wanted == SoqlType.OTHER) {
            return;
        }
        Literal literal = Literals.of(operand);
        if (literal != null && literal.isString() && Literals.reads(literal.value(), wanted)) {
            return;
        }
        if (wanted == SoqlType.GEO && actual == SoqlType.TEXT && (position > 0 || literal != null)) {
            return; // a shape written as text; what Socrata makes of a text column there is not known here
        }
        String message = "Type mismatch for " + name + ", is " + soqlName(actual);
        mismatches.add(new Finding(Rule.TYPE_MISMATCH, message, operand, stage, clause, false, null));
    }

    /** A type the rules judge: the column types Socrata type-checks, not points, urls or unknowns. */
    static boolean concrete(SoqlType type) {
        return type == SoqlType.TEXT
                || type == SoqlType.NUMBER
                || type == SoqlType.TIMESTAMP
                || type == SoqlType.BOOLEAN;
    }

    static SoqlType firstConcrete(List<SoqlType> types) {
        return types.stream().filter(Operands::concrete).findFirst().orElse(null);
    }

    /** As Socrata's type errors name a type ("is number"). */
    static String soqlName(SoqlType type) {
        return switch (type) {
            case TEXT -> "text";
            case NUMBER -> "number";
            case TIMESTAMP -> "floating_timestamp";
            case BOOLEAN -> "boolean";
            default -> "unknown";
        };
    }
}
