package datasf.mcp;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

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
 *   schema, soql, query, advisor,    the dataset schemas, the SoQL repairs, paging and cursors,
 *   errors, answer                   the empty-answer advice, the tool error, what an answer's
 *                                    type tells its byte budget
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
            .layer("Domain")
            .definedBy(
                    "datasf.mcp.schema..",
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
            .whereLayer("Domain")
            .mayOnlyBeAccessedByLayers("Features", "Server")
            .whereLayer("Socrata")
            .mayOnlyBeAccessedByLayers("Domain", "Features", "Server", "Entry")
            .whereLayer("Foundation")
            .mayOnlyBeAccessedByLayers("Entry", "Transport", "Access", "Server", "Features", "Domain", "Socrata");

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
