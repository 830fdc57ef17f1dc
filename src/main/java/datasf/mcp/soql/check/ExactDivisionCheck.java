package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Paren;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;

/**
 * "Films per decade" written {@code (release_year / 10) * 10}: SoQL divides numbers exactly, with
 * no integer division, so the expression is {@code release_year} again and every year is its own
 * "decade". Noted wherever a number is divided and multiplied back by the same number; the note
 * rounds down first ({@code floor(release_year / 10) * 10}).
 */
final class ExactDivisionCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        String text = review.text();
        for (Binary times : Walk.all(review.query(), Binary.class)) {
            if (times.op() != Op.TIMES || !Values.isNumber(times.right())) {
                continue;
            }
            Expr left = times.left() instanceof Paren paren ? paren.inner() : times.left();
            if (left instanceof Binary divide
                    && divide.op() == Op.DIVIDE
                    && Values.isNumber(divide.right())
                    && divide.right().in(text).equals(times.right().in(text))) {
                notes.replace(
                        times,
                        "SoQL divides exactly, so " + times.in(text) + " is "
                                + divide.left().in(text) + " again; floor rounds down to the bucket",
                        "floor(" + divide.in(text) + ") * " + times.right().in(text));
            }
        }
    }
}
