/**
 * A SoQL engine for the test fake of Socrata: it parses, type-checks and evaluates SoQL over
 * recorded rows the way real Socrata does for what an LLM writes, including the flawed queries
 * (see ../shared/spec/soql-behaviour.md, the contract).
 *
 * <h2>Using it</h2>
 * Tests reach it through {@link datasf.mcp.support.FakeSocrata}: {@code FakeSocrata.start()}, then
 * point the server at {@code fake.properties()} (or {@code fake.baseUrl()}). The six DataSF datasets
 * in {@link datasf.mcp.support.DataSfDatasets} are answered by this engine at
 * {@code /api/views/<id>.json} and {@code /resource/<id>.json} ({@code $query}, or {@code $select},
 * {@code $where}, {@code $group}, {@code $having}, {@code $order}, {@code $limit}, {@code $offset},
 * {@code $q} and column filters); the older fixture datasets keep their recorded answers.
 * {@code wg3w-h783} (police incidents, 2,500 rows, 2018-2025) holds {@code police_district}
 * values in title case ({@code Bayview}, {@code Central}, {@code Ingleside}, {@code Mission},
 * {@code Northern}, {@code Park}, {@code Richmond}, {@code Southern}, {@code Taraval},
 * {@code Tenderloin}, {@code Out of SF}); {@code vw6y-z8j6} (311 cases) holds them in upper case
 * ({@code TENDERLOIN}). {@code fake.serveDataSfCatalog()} makes the Discovery API search the
 * recorded DataSF catalog (these six datasets and twenty more, whose queries answer no rows). Without HTTP: {@code SoqlEngine.query(DataSfDatasets.dataset(id), soql)}
 * answers a {@link datasf.mcp.support.soql.SoqlResult} or throws a
 * {@link datasf.mcp.support.soql.SoqlError} ({@code code()}, {@code getMessage()}, {@code data()}).
 *
 * <h2>How it works</h2>
 * {@link datasf.mcp.support.soql.Lexer} and {@link datasf.mcp.support.soql.Parser} turn text into
 * pipeline stages ({@link datasf.mcp.support.soql.Query}, {@link datasf.mcp.support.soql.Expr};
 * {@code CASE WHEN} becomes the call {@code case(...)}, as in SoQL);
 * the {@link datasf.mcp.support.soql.Analyzer} binds names ({@link datasf.mcp.support.soql.Binder}),
 * checks functions ({@link datasf.mcp.support.soql.FunctionCatalog}), types
 * ({@link datasf.mcp.support.soql.TypeChecker}) and grouping
 * ({@link datasf.mcp.support.soql.GroupingRules}); the
 * {@link datasf.mcp.support.soql.StageRunner} evaluates compiled expressions
 * ({@link datasf.mcp.support.soql.ExpressionCompiler}; scalar functions in
 * {@link datasf.mcp.support.soql.ScalarFunctions}, geo ones in meters in
 * {@link datasf.mcp.support.soql.GeoFunctions}) over the rows. Every refusal is a
 * {@link datasf.mcp.support.soql.SoqlError} carrying Socrata's code, message, position and data.
 *
 * <h2>Where it deliberately differs from the reference fake</h2>
 * FakeSocrataAgreementTest holds this engine to the Python reference (../shared/fake-socrata) on a
 * corpus of valid and flawed queries. Beyond that corpus the two differ where the reference departs
 * from real Socrata (mostly by being more lenient), and this engine follows Socrata:
 * <ul>
 *   <li>The CSV export ({@code /resource/<id>.csv}) is headed by the query's output columns in
 *       order, as Socrata's is; the reference names the columns its rows hold, first seen first,
 *       so the two headers differ where a column is null in the first rows (or in every row). The
 *       cells agree (FakeSocrataAgreementTest).</li>
 *   <li>Clauses come in Socrata's order (WHERE, GROUP BY, HAVING, ORDER BY/SEARCH, LIMIT/OFFSET):
 *       {@code LIMIT 3 WHERE ...} or {@code HAVING ... WHERE ...} is a parse error at the
 *       misplaced keyword, where the reference takes clauses in any order.</li>
 *   <li>Ties under ORDER BY, and the groups of a grouped query without ORDER BY, come back in an
 *       order that depends on the OFFSET (see {@link datasf.mcp.support.soql.StageRunner}), as on
 *       real Socrata; the reference sorts stably. At OFFSET 0 the two agree.</li>
 *   <li>Comparisons, ORDER BY, min and max follow the static type: a text column compares as text
 *       ({@code incident_code = '6152'} does not match {@code '06152'}), where the reference
 *       compares any numeric-looking strings as numbers.</li>
 *   <li>Both check the types of comparisons, sum/avg, LIKE, and the first argument of the text,
 *       caseless, date and geo functions. This engine also checks arithmetic
 *       ({@code incident_year + 1} on a text column), the other arguments of functions
 *       ({@code within_circle(point, 'north', ...)}, {@code abs(text)}, {@code trim(number)}),
 *       {@code coalesce} (one type), {@code distance_in_meters} (a point first) and CASE (boolean
 *       conditions, values of one type).</li>
 *   <li>A known function called with an arity it lacks ({@code date_trunc_ym(x, 'month')},
 *       {@code within_circle(point, lat, lon)}, {@code caseless_eq(x)}) is
 *       {@code no-such-function}; {@code f(*)} exists only for count.</li>
 *   <li>{@code trim}, {@code unaccent}, {@code date_add(ts, 'P7D')}, {@code date_extract_iso_y},
 *       {@code count_distinct(x)} and {@code distance_in_meters} are evaluated, and
 *       {@code within_polygon}/{@code intersects} test the point against the WKT shape; the
 *       reference answers null for the first ones (no rows) and true for the last two, on every row
 *       (rows without a point included).</li>
 *   <li>A checkbox reads {@code 'true'}/{@code 'false'} in any case and {@code '1'}/{@code '0'},
 *       as real Socrata does (so does {@code ::boolean}); the reference refuses {@code '1'} and
 *       {@code '0'}, compares {@code 'TRUE'} as text (no rows) and leaves {@code x::boolean}
 *       unconverted.</li>
 *   <li>{@code x NOT IN ('a', NULL)} is never true and {@code caseless_one_of(x, 'a', NULL)} is
 *       true only on a match (else null), as SQL's IN; the reference ignores the NULL in the
 *       first and answers null for the second. {@code contains(x, NULL)} and
 *       {@code starts_with(x, NULL)} are null; the reference reads the NULL as '' (every row).</li>
 *   <li>Stages after a {@code |>} are type-checked with the previous stage's output types.</li>
 *   <li>{@code NULL FIRST}/{@code NULL LAST} (and {@code NULLS}) are honoured; the reference
 *       accepts only NULLS and ignores it.</li>
 *   <li>{@code round} rounds half away from zero on the decimal value, as Postgres rounds numeric;
 *       the reference rounds half to even on the binary double.</li>
 *   <li>SEARCH matches words in column values only, not in system fields or point/url objects.</li>
 *   <li>A year or year-month timestamp literal ({@code '2023'}, {@code '2023-07'}), or text cast
 *       with {@code ::floating_timestamp}, is its first instant.</li>
 * </ul>
 */
package datasf.mcp.support.soql;
