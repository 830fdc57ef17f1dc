package datasf.mcp.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A DATASF_ variable that no setting has stops the start, naming the setting that was meant. */
class UnknownSettingsTest {

    private static final Set<String> KNOWN =
            Set.of("DATASF_SOCRATA_TIMEOUT", "DATASF_SOCRATA_BASE_URL", "DATASF_APP_TOKEN_VALUE", "DATASF_LOCAL_PORT");

    @Test
    void aMisspeltSettingIsRefusedNamingTheNearestOne() {
        Optional<InvalidSettingException> refusal = UnknownSettings.firstUnknown(
                Map.of("DATASF_SOCRATA_TIMOUT", "5s", "DATASF_LOCAL_PORT", "0").keySet(), KNOWN);
        assertEquals(
                "DATASF_SOCRATA_TIMOUT is not a setting of this server: did you mean DATASF_SOCRATA_TIMEOUT? "
                        + "Rename it, or unset DATASF_SOCRATA_TIMOUT (every setting: docs/configuration.md)",
                refusal.orElseThrow().getMessage());
    }

    @Test
    void aNameFarFromEverySettingIsRefusedWithoutAGuess() {
        String message = UnknownSettings.firstUnknown(
                        Map.of("DATASF_COLOUR_SCHEME", "dark").keySet(), KNOWN)
                .orElseThrow()
                .getMessage();
        assertEquals(
                "DATASF_COLOUR_SCHEME is not a setting of this server: unset it; every setting is in "
                        + "docs/configuration.md",
                message);
    }

    /** Only the names are judged: the value, which may be a secret, is never read. */
    @Test
    void theValueIsNeverShownForItMayBeASecret() {
        String message = UnknownSettings.firstUnknown(
                        Map.of("DATASF_APP_TOKN_VALUE", "s3cr3t-t0ken").keySet(), KNOWN)
                .orElseThrow()
                .getMessage();
        assertFalse(message.contains("s3cr3t"), message);
        assertTrue(message.contains("did you mean DATASF_APP_TOKEN_VALUE?"), message);
    }

    @Test
    void knownSettingsAndOtherVariablesPass() {
        assertEquals(
                Optional.empty(),
                UnknownSettings.firstUnknown(
                        Map.of("DATASF_SOCRATA_TIMEOUT", "5s", "PATH", "/usr/bin", "JAVA_OPTS", "-Xmx1g")
                                .keySet(),
                        KNOWN));
    }

    @Test
    void ofSeveralUnknownOnesTheFirstByNameIsNamedEveryTime() {
        Map<String, String> environment = Map.of("DATASF_ZZZ", "1", "DATASF_LOCAL_PORTT", "1", "DATASF_MMM", "1");
        assertTrue(UnknownSettings.firstUnknown(environment.keySet(), KNOWN)
                .orElseThrow()
                .getMessage()
                .startsWith("DATASF_LOCAL_PORTT is not"));
    }
}
