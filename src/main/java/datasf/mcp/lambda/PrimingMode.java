package datasf.mcp.lambda;

import jakarta.inject.Singleton;

/**
 * On only while {@link DatasfHandler} primes itself in the init phase, before it can receive any
 * event. While on, nothing may read a secret: Socrata requests (all to the in-process priming
 * Socrata) carry no App Token and the access-key check lets the priming requests through, so no
 * secret is read before, or frozen into, a SnapStart snapshot.
 */
@Singleton
public class PrimingMode {

    private volatile boolean active;

    public boolean active() {
        return active;
    }

    void set(boolean on) {
        this.active = on;
    }
}
