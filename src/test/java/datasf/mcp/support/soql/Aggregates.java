package datasf.mcp.support.soql;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Aggregate functions over the values of a group's rows (nulls already left out). count of no
 * rows is 0; sum, avg, min and max of no values are null, so Socrata leaves the field out.
 */
final class Aggregates {

    private Aggregates() {}

    /**
     * @param values the argument's non-null values, one per row
     * @param type the argument's type, which orders min and max
     */
    static Object apply(String function, boolean distinct, List<Object> values, SoqlType type) {
        if (distinct || function.equals("count_distinct")) {
            values = distinct(values);
        }
        switch (function) {
            case "count", "count_distinct":
                return (double) values.size();
            case "min", "max":
                return extreme(values, type, function.equals("max"));
            default:
                break;
        }
        List<Double> numbers = new ArrayList<>();
        for (Object value : values) {
            Double number = Values.number(value);
            if (number != null) {
                numbers.add(number);
            }
        }
        if (numbers.isEmpty()) {
            return null;
        }
        double sum = 0;
        for (double n : numbers) {
            sum += n;
        }
        double mean = sum / numbers.size();
        return switch (function) {
            case "sum" -> sum;
            case "avg" -> mean;
            case "median" -> median(numbers);
            case "stddev_pop", "stddev_samp" -> deviation(numbers, mean, function.equals("stddev_samp") ? 1 : 0);
            default -> null;
        };
    }

    private static List<Object> distinct(List<Object> values) {
        Set<String> seen = new HashSet<>();
        List<Object> unique = new ArrayList<>();
        for (Object value : values) {
            if (seen.add(Values.normalizedText(value))) {
                unique.add(value);
            }
        }
        return unique;
    }

    /** The first smallest (or largest) value, as it was recorded. */
    private static Object extreme(List<Object> values, SoqlType type, boolean largest) {
        Object best = null;
        for (Object value : values) {
            if (best == null) {
                best = value;
                continue;
            }
            int order = Values.order(value, best, type);
            if (largest ? order > 0 : order < 0) {
                best = value;
            }
        }
        return best;
    }

    private static double median(List<Double> numbers) {
        List<Double> sorted = new ArrayList<>(numbers);
        sorted.sort(null);
        int mid = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(mid) : (sorted.get(mid - 1) + sorted.get(mid)) / 2;
    }

    private static Double deviation(List<Double> numbers, double mean, int lostDegrees) {
        int degrees = numbers.size() - lostDegrees;
        if (degrees <= 0) {
            return null;
        }
        double squares = 0;
        for (double n : numbers) {
            squares += (n - mean) * (n - mean);
        }
        return Math.sqrt(squares / degrees);
    }
}
