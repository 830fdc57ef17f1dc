package datasf.mcp.check;

import datasf.mcp.secrets.AppTokenConfig;
import datasf.mcp.secrets.AppTokenSecretCheck;
import datasf.mcp.secrets.AppTokenSource;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataException;
import java.util.Optional;

/**
 * The App Token's probes: its Secrets Manager secret readable (when one is set), and the token
 * accepted by the portal (when one is set), asked with the request the Views API probe sent
 * without it, so that a failure here is the token's.
 */
final class TokenProbe {

    static final String SECRET = "App Token secret";
    static final String TOKEN = "App Token";

    private final AppTokenConfig config;
    private final AppTokenSource tokens;
    private final SocrataClient client;

    /** @param client the server's client, with its App Token */
    TokenProbe(AppTokenConfig config, AppTokenSource tokens, SocrataClient client) {
        this.config = config;
        this.tokens = tokens;
        this.client = client;
    }

    /** The secret's probe, or empty when no secret is set. */
    Optional<Probe> secret() {
        return config.secretIdIfSet()
                .map(id -> AppTokenSecretCheck.problem(id)
                        .map(problem ->
                                Probe.fail(SECRET, "cannot read '" + id + "': " + problem + "; " + advice(problem)))
                        .orElseGet(() -> Probe.ok(SECRET, "'" + id + "' is readable and holds a well-formed token")));
    }

    /**
     * @param secret the secret's probe (empty: none set)
     * @param views the Views API probe, sent without the token
     */
    Probe token(Optional<Probe> secret, Probe views) {
        if (config.secretIdIfSet().isEmpty() && config.valueIfSet().isEmpty()) {
            return Probe.ok(
                    TOKEN,
                    "none set: calls are anonymous, within Socrata's lower shared rate limit"
                            + " (DATASF_APP_TOKEN_SECRET_ID or DATASF_APP_TOKEN_VALUE sets one)");
        }
        if (secret.map(Probe::failed).orElse(false)) {
            return Probe.skipped(TOKEN, "not checked: its secret cannot be read, so calls are anonymous");
        }
        if (tokens.token().isEmpty()) {
            return Probe.fail(
                    TOKEN,
                    config.secretIdIfSet().isPresent()
                            ? "the server read no token from its secret, so calls are anonymous; run the check again"
                            : "DATASF_APP_TOKEN_VALUE is no usable token (whitespace or control characters), so"
                                    + " calls are anonymous; set it to the token Socrata issued");
        }
        if (views.failed()) {
            return Probe.skipped(TOKEN, "not checked: the Views API does not answer");
        }
        try {
            SocrataClient.await(client.view(PortalProbes.DATASET));
            return Probe.ok(TOKEN, "accepted by " + client.baseUrl());
        } catch (SocrataException e) {
            return Probe.fail(
                    TOKEN,
                    "refused by " + client.baseUrl() + ", which answers without it: " + e.getMessage()
                            + "; set a token Socrata issued (" + where() + ")");
        }
    }

    private String where() {
        return config.secretIdIfSet().isPresent()
                ? "in the secret DATASF_APP_TOKEN_SECRET_ID names"
                : "DATASF_APP_TOKEN_VALUE";
    }

    /** What to do about a secret that cannot be read, by Secrets Manager's error code. */
    private static String advice(String problem) {
        if (problem.startsWith("ResourceNotFoundException")) {
            return "no such secret here: set DATASF_APP_TOKEN_SECRET_ID to the secret's full ARN (the stack's"
                    + " SocrataAppTokenSecretArn), with AWS_REGION its region";
        }
        if (problem.startsWith("AccessDeniedException")) {
            return "these AWS credentials may not read it: use credentials that may"
                    + " (secretsmanager:GetSecretValue on it), as the function's role may";
        }
        if (problem.startsWith("malformed secret")) {
            return "the secret must hold the bare token or {\"app_token\": \"...\"}";
        }
        return "check the AWS credentials and region this runs with (AWS_PROFILE, AWS_REGION)";
    }
}
