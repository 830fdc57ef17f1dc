package datasf.mcp.access;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The valid access keys, held only as SHA-256 hashes. A presented key is hashed and compared
 * with every hash by {@link MessageDigest#isEqual} (constant time), without stopping at a match,
 * so the time taken says nothing about how close a guess was or which key matched.
 */
final class KeyRing {

    private final List<byte[]> hashes;

    private KeyRing(List<byte[]> hashes) {
        this.hashes = hashes;
    }

    static KeyRing of(List<String> keys) {
        List<byte[]> hashes = new ArrayList<>();
        for (String key : keys) {
            hashes.add(KeyHashes.sha256(key));
        }
        return new KeyRing(List.copyOf(hashes));
    }

    /** The fingerprint of the matching key, or empty when {@code presented} is none of them. */
    Optional<String> match(String presented) {
        byte[] hash = KeyHashes.sha256(presented);
        byte[] matched = null;
        for (byte[] candidate : hashes) {
            if (MessageDigest.isEqual(candidate, hash)) {
                matched = candidate;
            }
        }
        return matched == null ? Optional.empty() : Optional.of(KeyHashes.fingerprint(matched));
    }

    int size() {
        return hashes.size();
    }

    @Override
    public String toString() {
        return "KeyRing[" + hashes.size() + " keys]";
    }
}
