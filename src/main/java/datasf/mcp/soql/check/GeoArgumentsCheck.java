package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The arguments of {@code within_circle(point, latitude, longitude, radius)} and
 * {@code within_box(point, north-west latitude, north-west longitude, south-east latitude,
 * south-east longitude)}, the way plausible queries get them wrong: longitude before latitude (a
 * "latitude" beyond ±90), a radius in miles or kilometres (it is meters: 1 is one step), corners
 * the other way round, and a latitude or longitude number column where the point column goes (a
 * type mismatch). The note gives the call with the dataset's point column and the numbers in
 * SoQL's order and unit.
 */
final class GeoArgumentsCheck implements Check {

    /** Below this a radius in meters is a few steps: the number was meant in miles or kilometres. */
    static final double SMALLEST_RADIUS = 10;

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        distances(review, notes);
        for (Call call : Walk.all(review.query(), Call.class)) {
            boolean circle = call.function().equals("within_circle");
            boolean box = call.function().equals("within_box");
            if (call.star() || call.arguments().isEmpty()) {
                continue;
            }
            if (!circle && !box) {
                otherGeoFunction(review, call, notes);
                continue;
            }
            Expr where = call.arguments().get(0);
            ColumnFacts first = where instanceof ColumnRef ? review.column(where) : null;
            // a number column, or a number, where the point goes; anything else (a cast, a call) is left alone
            boolean pointMissing = first != null && first.type() == SoqlType.NUMBER || Values.isNumber(where);
            boolean pointGiven = first != null && first.type() == SoqlType.GEO;
            String point = pointGiven ? where.in(review.text()) : pointMissing ? pointColumn(review) : null;
            List<Double> numbers = numbers(review, call, pointMissing ? 0 : 1);
            int expected = circle ? 3 : 4;
            if (point == null || numbers.size() < expected || !pointMissing && numbers.size() != expected) {
                continue;
            }
            // latitude and longitude number columns written before the numbers are skipped
            numbers = numbers.subList(numbers.size() - expected, numbers.size());
            List<String> wrong = new ArrayList<>();
            if (pointMissing) {
                wrong.add("the first argument is the point column, " + point);
            }
            String fixed = circle ? circle(numbers, wrong, review.question()) : box(numbers, wrong);
            if (!wrong.isEmpty()) {
                notes.replace(call, String.join("; ", wrong), call.function() + "(" + point + ", " + fixed + ")");
            }
        }
    }

    /** {@code distance_in_meters(location, 'POINT (...)') < 2}: a distance in miles or kilometres. */
    private static void distances(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            if (!(condition.subject() instanceof Call call)
                    || !call.function().equals("distance_in_meters")
                    || condition.kind() == Predicate.Kind.IS_NULL
                    || condition.values().isEmpty()) {
                continue;
            }
            String text = review.text();
            StringBuilder fixed = new StringBuilder(condition.node().in(text));
            int base = condition.node().start();
            boolean small = true;
            for (int i = condition.values().size() - 1; i >= 0; i--) {
                Expr value = condition.values().get(i);
                double meters = Values.isNumber(value)
                        ? Double.parseDouble(value.in(text).replace(" ", ""))
                        : -1;
                small &= meters > 0 && meters < SMALLEST_RADIUS;
                if (small) {
                    fixed.replace(value.start() - base, value.end() - base, format(meters * 1000));
                }
            }
            if (small) {
                notes.replace(
                        condition.node(),
                        "distance_in_meters gives meters: "
                                + condition.values().get(0).in(text) + " m is a few steps (1 km = 1000, 1 mile = 1609)",
                        fixed.toString());
            }
        }
    }

    /** {@code intersects(latitude, 'POLYGON (...)')}: a number column where the function takes a point. */
    private static void otherGeoFunction(Review review, Call call, Notes notes) {
        Expr where = call.arguments().get(0);
        ColumnFacts first = where instanceof ColumnRef ? review.column(where) : null;
        boolean takesGeo = call.definition()
                .map(f -> !f.parameters().isEmpty() && f.parameter(0) == SoqlType.GEO)
                .orElse(false);
        String point = pointColumn(review);
        if (takesGeo && first != null && first.type() == SoqlType.NUMBER && point != null) {
            String text = review.text();
            String fixed =
                    text.substring(call.start(), where.start()) + point + text.substring(where.end(), call.end());
            notes.replace(call, "the first argument is the point column, " + point + ", not a number", fixed);
        }
    }

    private static String circle(List<Double> numbers, List<String> wrong, Question question) {
        double latitude = numbers.get(0);
        double longitude = numbers.get(1);
        double radius = numbers.get(2);
        if (Math.abs(latitude) > 90 && Math.abs(longitude) <= 90) {
            wrong.add("latitude comes first");
            double swap = latitude;
            latitude = longitude;
            longitude = swap;
        }
        double asked = question.distanceInMeters().orElse(0.0);
        if (radius > 0 && radius < SMALLEST_RADIUS) {
            wrong.add("the radius is in meters (" + format(radius) + " m is a few steps; 1 km = 1000, 1 mile = 1609)");
            // in the unit the question names ("half a mile": 805), else in kilometres
            radius = Math.round(radius * question.metersPerUnit().orElse(1000.0));
        } else if (asked > 0 && Math.abs(radius - asked) > asked / 10) {
            // "within a mile" written 1000: a kilometre taken for a mile
            wrong.add("the question asks for " + format(Math.round(asked)) + " m, and the radius is " + format(radius)
                    + " m (1 km = 1000, 1 mile = 1609)");
            radius = Math.round(asked);
        }
        return format(latitude) + ", " + format(longitude) + ", " + format(radius);
    }

    private static String box(List<Double> numbers, List<String> wrong) {
        double northLatitude = numbers.get(0);
        double westLongitude = numbers.get(1);
        double southLatitude = numbers.get(2);
        double eastLongitude = numbers.get(3);
        if (Math.abs(northLatitude) > 90 && Math.abs(westLongitude) <= 90) {
            wrong.add("latitude comes first");
            double swap = northLatitude;
            northLatitude = westLongitude;
            westLongitude = swap;
            swap = southLatitude;
            southLatitude = eastLongitude;
            eastLongitude = swap;
        }
        if (northLatitude < southLatitude || westLongitude > eastLongitude) {
            wrong.add("the north-west corner comes first, then the south-east one");
        }
        return format(Math.max(northLatitude, southLatitude)) + ", " + format(Math.min(westLongitude, eastLongitude))
                + ", " + format(Math.min(northLatitude, southLatitude)) + ", "
                + format(Math.max(westLongitude, eastLongitude));
    }

    /** The number literals among the arguments from {@code from} on; any other argument ends the list. */
    private static List<Double> numbers(Review review, Call call, int from) {
        List<Double> numbers = new ArrayList<>();
        for (Expr argument : call.arguments().subList(from, call.arguments().size())) {
            if (Values.isNumber(argument)) {
                numbers.add(Double.parseDouble(argument.in(review.text()).replace(" ", "")));
            } else if (!(argument instanceof ColumnRef) || !numbers.isEmpty()) {
                return List.of();
            }
        }
        return numbers;
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
