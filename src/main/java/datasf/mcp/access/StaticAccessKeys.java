package datasf.mcp.access;

/** Keys given in configuration ({@code DATASF_ACCESS_KEYS}), checked once at startup. */
final class StaticAccessKeys implements AccessKeySource {

    private final KeyRing ring;

    StaticAccessKeys(String configured) {
        this.ring = KeyRing.of(AccessKeyFormat.parse(configured, "DATASF_ACCESS_KEYS"));
    }

    @Override
    public boolean required() {
        return true;
    }

    @Override
    public KeyRing keys() {
        return ring;
    }

    @Override
    public String toString() {
        return "StaticAccessKeys[" + ring.size() + " keys]";
    }
}
