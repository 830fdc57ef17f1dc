package datasf.mcp.access;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 of keys: what is kept in memory, compared and (shortened) logged instead of a key. */
final class KeyHashes {

    private KeyHashes() {}

    static byte[] sha256(String key) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /**
     * First 8 hex digits of the key's SHA-256: enough to tell keys apart in logs and to find
     * which one was used, useless for recovering it.
     */
    static String fingerprint(String key) {
        return fingerprint(sha256(key));
    }

    static String fingerprint(byte[] hash) {
        return HexFormat.of().formatHex(hash, 0, 4);
    }
}
