package datasf.mcp;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import datasf.mcp.tools.McpTool;

/**
 * The package structure, checked on the compiled main classes (fully qualified names in code count:
 * they are dependencies in the bytecode too). A new dependency against these rules fails the build
 * with the classes and the line that broke them.
 *
 * <p>Layers, top to bottom; each may use only the ones below it (the rule below says which, and
 * why the entry points reach past the transport: priming sends each tool's example through a
 * Socrata of its own):
 * <pre>
 *   lambda, local, stdio, check      the Lambda handler and priming; the local server; stdio; the
 *                                    operator's check of the portal (--check)
 *   transport                        MCP streamable HTTP on /mcp and /health
 *   access                           access keys in front of /mcp
 *   server                           the MCP server: tool invocation, answer budget
 *   tools, resources, prompts        what the server offers, one class each
 *   pipeline, arguments              a SoQL tool's call: repaired, checked, run, advised, answered;
 *                                    the tools' arguments read against the schema
 *   schema, soql, query, advisor,    the dataset schemas, the SoQL repairs and checks, paging and
 *   catalog, errors, answer          cursors, the empty-answer advice, the catalog's search, the
 *                                    tool error, what an answer's type tells its byte budget
 *   socrata                          the Socrata client (throws its own SocrataException)
 *   json, observability, logging,    cross-cutting, used by all, using none of the above
 *   secrets, runtime, config
 * </pre>
 */
@AnalyzeClasses(packages = "datasf.mcp", importOptions = ImportOption.DoNotIncludeTests.class)
class PackageStructureTest {

    private static final String[] FOUNDATION = {
        "datasf.mcp.json..",
        "datasf.mcp.observability..",
        "datasf.mcp.logging..",
        "datasf.mcp.secrets..",
        "datasf.mcp.runtime..",
        "datasf.mcp.config.."
    };

    @ArchTest
    static final ArchRule layersDependOnlyDownwards = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .layer("Entry")
            .definedBy("datasf.mcp.lambda..", "datasf.mcp.local..", "datasf.mcp.stdio..", "datasf.mcp.check..")
            .layer("Transport")
            .definedBy("datasf.mcp.transport..")
            .layer("Access")
            .definedBy("datasf.mcp.access..")
            .layer("Server")
            .definedBy("datasf.mcp.server..")
            .layer("Features")
            .definedBy("datasf.mcp.tools..", "datasf.mcp.resources..", "datasf.mcp.prompts..")
            .layer("Pipeline")
            .definedBy("datasf.mcp.pipeline..", "datasf.mcp.arguments..")
            .layer("Domain")
            .definedBy(
                    "datasf.mcp.schema..",
                    "datasf.mcp.catalog..",
                    "datasf.mcp.soql..",
                    "datasf.mcp.query..",
                    "datasf.mcp.advisor..",
                    "datasf.mcp.errors..",
                    "datasf.mcp.answer..")
            .layer("Socrata")
            .definedBy("datasf.mcp.socrata..")
            .layer("Foundation")
            .definedBy(FOUNDATION)
            .whereLayer("Entry")
            .mayNotBeAccessedByAnyLayer()
            .whereLayer("Transport")
            .mayOnlyBeAccessedByLayers("Entry")
            .whereLayer("Access")
            .mayOnlyBeAccessedByLayers("Transport", "Entry")
            .whereLayer("Server")
            .mayOnlyBeAccessedByLayers("Transport")
            .whereLayer("Features")
            // and priming (lambda), which sends each tool's own example
            .mayOnlyBeAccessedByLayers("Server", "Entry")
            .whereLayer("Pipeline")
            .mayOnlyBeAccessedByLayers("Features")
            .whereLayer("Domain")
            .mayOnlyBeAccessedByLayers("Pipeline", "Features", "Server")
            .whereLayer("Socrata")
            .mayOnlyBeAccessedByLayers("Domain", "Pipeline", "Features", "Server", "Entry")
            .whereLayer("Foundation")
            .mayOnlyBeAccessedByLayers(
                    "Entry", "Transport", "Access", "Server", "Features", "Pipeline", "Domain", "Socrata");

    /**
     * tools/ holds the tools and the contract they share, nothing else: what a tool is built from
     * (the answer pipeline, the catalog's search, the profile's lines) lives in a room of its own.
     */
    @ArchTest
    static final ArchRule theToolsPackageHoldsOnlyTools = classes()
            .that()
            .resideInAPackage("datasf.mcp.tools")
            .and()
            .areTopLevelClasses()
            .and()
            .haveNameNotMatching(".*\\.\\$.*") // not Micronaut's generated definitions
            .should()
            .beAssignableTo(McpTool.class)
            .orShould()
            .haveNameMatching("datasf\\.mcp\\.tools\\.(McpTool|AbstractTool|ToolLimits|Validation|Views)")
            .because("a helper of the tools goes to the room of its job: pipeline, arguments, catalog, schema");

    /**
     * soql/'s root holds its entry points only: a repair and what it reports, the facts that page a
     * query, its settings; text, columns, syntax, the tree, the checker, the checks and the
     * rewrites are rooms below it.
     */
    @ArchTest
    static final ArchRule theSoqlRootHoldsOnlyItsEntryPoints = classes()
            .that()
            .resideInAPackage("datasf.mcp.soql")
            .and()
            .areTopLevelClasses()
            .and()
            .haveNameNotMatching(".*\\.\\$.*") // not Micronaut's generated definitions
            .should()
            .haveNameMatching("datasf\\.mcp\\.soql\\."
                    + "(Repair|Step|Correction|Ambiguity|Hint|ChangedClauses|SoqlAnalysis|SoqlLength|SoqlProperties)")
            .because("what the root holds is what the rest of the server calls; the rest has a room by its job");

    /** Within a layer too: every package (soql and soql.rewrite apart) depends on another one way only. */
    @ArchTest
    static final ArchRule noCycleBetweenPackages =
            slices().matching("datasf.mcp.(**)").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule onlyTheSocrataPackageSpeaksHttpToSocrata = noClasses()
            .that()
            .resideOutsideOfPackage("datasf.mcp.socrata..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("io.micronaut.http.client..")
            .because("every upstream request goes through the Socrata client, with its budget, retries and redaction");

    @ArchTest
    static final ArchRule settingsComeFromConfigurationRecords = noClasses()
            .should()
            .callMethod(System.class, "getenv", String.class)
            .orShould()
            .callMethod(System.class, "getenv")
            .orShould()
            .callMethod(Boolean.class, "getBoolean", String.class)
            .orShould()
            .callMethod(Integer.class, "getInteger", String.class)
            .because(
                    "every setting goes through a validated @ConfigurationProperties record that names it when it is wrong");
}
