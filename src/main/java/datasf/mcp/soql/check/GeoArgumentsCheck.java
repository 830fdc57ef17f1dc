package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The arguments of {@code within_circle(point, latitude, longitude, radius)}, the way plausible
 * queries get them wrong: longitude before latitude (a "latitude" beyond ±90), a radius in miles
 * or kilometres (it is meters: 1 is one step), and latitude and longitude number columns where
 * the point column goes (a type mismatch). The note gives the call with the dataset's point
 * column, latitude first and the radius in meters.
 */
final class GeoArgumentsCheck implements Check {

    /** Below this a radius in meters is a few steps: the number was meant in miles or kilometres. */
    static final double SMALLEST_RADIUS = 10;

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        String text = review.text();
        for (Call call : Walk.all(review.query(), Call.class)) {
            if (!call.function().equals("within_circle") || call.star()) {
                continue;
            }
            List<Double> numbers = new ArrayList<>();
            for (Expr argument : call.arguments()) {
                Literal number = Values.number(argument);
                if (number != null) {
                    numbers.add(Double.parseDouble(argument.in(text).replace(" ", "")));
                }
            }
            ColumnFacts first = call.arguments().isEmpty()
                    ? null
                    : review.column(call.arguments().get(0));
            boolean pointMissing = first == null || first.type() != SoqlType.GEO;
            String point =
                    pointMissing ? pointColumn(review) : call.arguments().get(0).in(text);
            if (numbers.size() < 3 || point == null) {
                continue;
            }
            double latitude = numbers.get(0);
            double longitude = numbers.get(1);
            double radius = numbers.get(numbers.size() - 1);
            List<String> wrong = new ArrayList<>();
            if (pointMissing) {
                wrong.add("the first argument is the point column, " + point);
            }
            if (Math.abs(latitude) > 90 && Math.abs(longitude) <= 90) {
                wrong.add("latitude comes first");
                double swap = latitude;
                latitude = longitude;
                longitude = swap;
            }
            if (radius < SMALLEST_RADIUS && radius > 0) {
                wrong.add("the radius is in meters (" + format(radius) + " m is a few steps; 1 mile = 1609 m)");
                radius = radius * 1000;
            }
            if (wrong.isEmpty() || call.arguments().size() != 4 && !pointMissing) {
                continue;
            }
            String fixed = "within_circle(" + point + ", " + format(latitude) + ", " + format(longitude) + ", "
                    + format(radius) + ")";
            notes.replace(call, String.join("; ", wrong), fixed);
        }
    }

    /** The dataset's one point column, or null when it has none or several. */
    private static String pointColumn(Review review) {
        List<String> points = review.dataset().columns().stream()
                .filter(c -> c.type() == SoqlType.GEO)
                .map(ColumnFacts::field)
                .toList();
        return points.size() == 1 ? points.get(0) : null;
    }

    private static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%s", value);
    }
}
