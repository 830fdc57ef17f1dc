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
 * ({@code TENDERLOIN}). {@code fake.serveDataSfCatalog()} makes the Discovery API search these
 * six datasets' catalog entries. Without HTTP: {@code SoqlEngine.query(DataSfDatasets.dataset(id), soql)}
 * answers a {@link datasf.mcp.support.soql.SoqlResult} or throws a
 * {@link datasf.mcp.support.soql.SoqlError} ({@code code()}, {@code getMessage()}, {@code data()}).
 *
 * <h2>How it works</h2>
 * {@link datasf.mcp.support.soql.Lexer} and {@link datasf.mcp.support.soql.Parser} turn text into
 * pipeline stages ({@link datasf.mcp.support.soql.Query}, {@link datasf.mcp.support.soql.Expr});
 * the {@link datasf.mcp.support.soql.Analyzer} binds names ({@link datasf.mcp.support.soql.Binder}),
 * checks functions ({@link datasf.mcp.support.soql.FunctionCatalog}), types
 * ({@link datasf.mcp.support.soql.TypeChecker}) and grouping
 * ({@link datasf.mcp.support.soql.GroupingRules}); the
 * {@link datasf.mcp.support.soql.StageRunner} evaluates compiled expressions
 * ({@link datasf.mcp.support.soql.ExpressionCompiler}) over the rows. Every refusal is a
 * {@link datasf.mcp.support.soql.SoqlError} carrying Socrata's code, message, position and data.
 *
 * <h2>Where it deliberately differs from the reference fake</h2>
 * FakeSocrataAgreementTest holds this engine to the Python reference (../shared/fake-socrata) on a
 * corpus of valid and flawed queries. Beyond that corpus the two differ where the reference is
 * more lenient than real Socrata, and this engine follows Socrata:
 * <ul>
 *   <li>Clauses come in Socrata's order (WHERE, GROUP BY, HAVING, ORDER BY/SEARCH, LIMIT/OFFSET):
 *       {@code LIMIT 3 WHERE ...} or {@code HAVING ... WHERE ...} is a parse error at the
 *       misplaced keyword, where the reference takes clauses in any order.</li>
 *   <li>Ties under ORDER BY, and the groups of a grouped query without ORDER BY, come back in an
 *       order that depends on the OFFSET (see {@link datasf.mcp.support.soql.StageRunner}), as on
 *       real Socrata; the reference sorts stably. At OFFSET 0 the two agree.</li>
 *   <li>Comparisons, ORDER BY, min and max follow the static type: a text column compares as text
 *       ({@code incident_code = '6152'} does not match {@code '06152'}), where the reference
 *       compares any numeric-looking strings as numbers.</li>
 *   <li>Function arguments are type-checked ({@code upper(number)},
 *       {@code date_extract_y(text_col)}), and so are LIKE (text: {@code zipcode LIKE '941%'} on a
 *       number column is a type mismatch) and arithmetic ({@code incident_year + 1} on a text
 *       column); the reference checks comparisons and sum/avg only.</li>
 *   <li>A known function called with an arity it lacks ({@code date_trunc_ym(x, 'month')}) is
 *       {@code no-such-function}; {@code f(*)} exists only for count.</li>
 *   <li>{@code caseless_eq/ne/starts_with/contains/one_of/not_one_of}, {@code trim},
 *       {@code unaccent}, {@code date_add(ts, 'P7D')}, {@code date_extract_iso_y} and
 *       {@code count_distinct(x)} are evaluated; the reference answers null for them (no rows).</li>
 *   <li>In a grouped query, HAVING and ORDER BY columns must be grouped or aggregated too
 *       ({@code column-not-in-group-bys}); the reference checks the select list only.</li>
 *   <li>Stages after a {@code |>} are type-checked with the previous stage's output types.</li>
 *   <li>{@code NULL FIRST}/{@code NULL LAST} (and {@code NULLS}) are honoured; the reference
 *       accepts only NULLS and ignores it.</li>
 *   <li>{@code round} rounds half away from zero on the decimal value, as Postgres rounds numeric;
 *       the reference rounds half to even on the binary double.</li>
 *   <li>SEARCH matches words in column values only, not in system fields or point/url objects.</li>
 *   <li>A year or year-month timestamp literal ({@code '2023'}, {@code '2023-07'}) is its first
 *       instant.</li>
 * </ul>
 */
package datasf.mcp.support.soql;
