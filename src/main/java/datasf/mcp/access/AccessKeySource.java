package datasf.mcp.access;

/** Where the valid access keys come from. */
interface AccessKeySource {

    /** Whether keys are required at all; false means the endpoint is open. */
    boolean required();

    /**
     * The keys valid now.
     *
     * @throws AccessKeysUnavailableException when keys are required but none could be loaded
     */
    KeyRing keys();

    /** Releases what the source holds (e.g. an SDK client). */
    default void close() {}

    /** No keys configured: anonymous access. */
    AccessKeySource NONE = new AccessKeySource() {
        @Override
        public boolean required() {
            return false;
        }

        @Override
        public KeyRing keys() {
            return KeyRing.of(java.util.List.of());
        }

        @Override
        public String toString() {
            return "no access keys";
        }
    };
}
