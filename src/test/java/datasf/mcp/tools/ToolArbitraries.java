package datasf.mcp.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** Generators shared by the tool properties: dataset ids, text and arbitrary JSON argument values. */
final class ToolArbitraries {

    /** The recorded datasets FakeSocrata can serve (views and rows). */
    static final List<String> FIXTURE_DATASETS = List.of("uczf-rk3c", "4tka-6guv");

    /**
     * The 4x4 rule, Socrata's dataset id ({@code /^[a-z0-9]{4}-[a-z0-9]{4}$/} in JavaScript, where
     * {@code $} matches only at the very end). {@code String.matches} has the same whole-string
     * meaning; {@code find()} with Java's {@code $} would also accept a trailing newline.
     */
    static final Pattern FOUR_BY_FOUR = Pattern.compile("[a-z0-9]{4}-[a-z0-9]{4}");

    private static final String ID_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";
    /** Characters that look close to an id's but are not in [a-z0-9-]. */
    private static final String LOOKALIKES = "ABCXYZ_–—‐.,;:/\\ \t\n\r\u00a0éß٣０ｂ+*'\"`%&?#@!()[]{}<>|~^$";
    /** Non-ASCII text; BMP only, since jqwik picks single chars and would split surrogate pairs. */
    private static final String UNICODE_SAMPLE = "äöüéßñçøåæ東京都市データ€£¥—–…“”‘’";

    private ToolArbitraries() {}

    static boolean isDatasetId(String candidate) {
        return FOUR_BY_FOUR.matcher(candidate).matches();
    }

    /** Syntactically valid 4x4 ids: mostly not the fixtures, so FakeSocrata answers 404 for them. */
    static Arbitrary<String> validDatasetIds() {
        Arbitrary<String> part = Arbitraries.strings().withChars(ID_CHARS).ofLength(4);
        return Combinators.combine(part, part).as((a, b) -> a + "-" + b);
    }

    /**
     * Strings that are not 4x4 ids: arbitrary text, and near misses of valid ids (one character
     * changed, added or dropped, wrong separator, padding, a trailing newline, case, suffixes),
     * which are the inputs a regex written slightly wrong would let through.
     */
    static Arbitrary<String> invalidDatasetIds() {
        Arbitrary<String> anyText = Arbitraries.strings()
                .withCharRange(' ', '~')
                .withChars(LOOKALIKES)
                .withChars(UNICODE_SAMPLE)
                .ofMinLength(0)
                .ofMaxLength(24);
        Arbitrary<String> nearMiss = Combinators.combine(
                        validDatasetIds(),
                        Arbitraries.integers().between(0, 8),
                        Arbitraries.of(LOOKALIKES
                                .chars()
                                .mapToObj(c -> String.valueOf((char) c))
                                .toList()),
                        Arbitraries.of(NearMiss.values()))
                .as((id, at, odd, kind) -> kind.apply(id, at, odd));
        return Arbitraries.frequencyOf(Tuple.of(1, anyText), Tuple.of(2, nearMiss))
                .filter(candidate -> !isDatasetId(candidate));
    }

    /** Ways to spoil a valid id by a little. */
    enum NearMiss {
        REPLACE_CHAR {
            String apply(String id, int at, String odd) {
                return id.substring(0, at) + odd + id.substring(at + 1);
            }
        },
        INSERT_CHAR {
            String apply(String id, int at, String odd) {
                return id.substring(0, at) + odd + id.substring(at);
            }
        },
        INSERT_ID_CHAR {
            String apply(String id, int at, String odd) {
                return id.substring(0, at) + "a" + id.substring(at);
            }
        },
        DROP_CHAR {
            String apply(String id, int at, String odd) {
                return id.substring(0, at) + id.substring(at + 1);
            }
        },
        UPPER_CASE {
            String apply(String id, int at, String odd) {
                return id.toUpperCase() + (id.equals(id.toUpperCase()) ? "A" : "");
            }
        },
        SEPARATOR {
            String apply(String id, int at, String odd) {
                return id.replace("-", odd.equals("-") ? "_" : odd);
            }
        },
        NO_SEPARATOR {
            String apply(String id, int at, String odd) {
                return id.replace("-", "");
            }
        },
        TRAILING_NEWLINE {
            String apply(String id, int at, String odd) {
                return id + "\n";
            }
        },
        PADDED {
            String apply(String id, int at, String odd) {
                return " " + id + odd;
            }
        },
        SUFFIX {
            String apply(String id, int at, String odd) {
                return id + ".json";
            }
        },
        PATH {
            String apply(String id, int at, String odd) {
                return "../" + id;
            }
        },
        TWO_IDS {
            String apply(String id, int at, String odd) {
                return id + "," + id;
            }
        },
        QUERY_STRING {
            String apply(String id, int at, String odd) {
                return id + "?$limit=1";
            }
        };

        abstract String apply(String id, int at, String odd);
    }

    /** Text as an LLM might send it: printable ASCII, whitespace and some non-Latin characters. */
    static Arbitrary<String> text(int minLength, int maxLength) {
        return Arbitraries.strings()
                .withCharRange(' ', '~')
                .withChars("\t\n")
                .withChars(UNICODE_SAMPLE)
                .ofMinLength(minLength)
                .ofMaxLength(maxLength);
    }

    /** Whitespace only, including Unicode spaces that String.isBlank (and @NotBlank) count as blank. */
    static Arbitrary<String> blank(int length) {
        return Arbitraries.strings().withChars(" \t\n\r\u000b\f\u2003\u3000").ofLength(length);
    }

    /** Any JSON value, nested a little: what a confused client could send for any argument. */
    static Arbitrary<Object> jsonValues() {
        return Arbitraries.lazyOf(
                () -> Arbitraries.<Object>just(null),
                () -> Arbitraries.of(true, false).map(b -> (Object) b),
                () -> Arbitraries.integers().between(-1000, 100_000).map(i -> (Object) i),
                () -> Arbitraries.of(0L, -1L, 1L << 40, Long.MIN_VALUE).map(l -> (Object) l),
                () -> Arbitraries.of(0.5, -2.25, 1e300, 3.0).map(d -> (Object) d),
                () -> text(0, 30).map(s -> (Object) s),
                () -> jsonValues().list().ofMaxSize(3).map(l -> (Object) new ArrayList<>(l)),
                () -> Combinators.combine(text(1, 8), jsonValues()).as((k, v) -> {
                    Map<String, Object> map = new LinkedHashMap<>();
                    map.put(k, v);
                    return (Object) map;
                }));
    }
}
