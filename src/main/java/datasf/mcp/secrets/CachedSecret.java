package datasf.mcp.secrets;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.slf4j.Logger;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;
import software.amazon.awssdk.services.secretsmanager.model.GetSecretValueResponse;

/**
 * One Secrets Manager secret, parsed into a {@code T}, read on first use and cached for a TTL.
 * The App Token, the access keys and the cursor key are each one of these.
 *
 * <h2>Lazy: nothing is read before first use</h2>
 * Neither the SDK client nor the value exists before the first {@link #get()}. With Lambda
 * SnapStart the constructor runs while the snapshot is being made, and anything in memory then is
 * frozen into it: the snapshot must not hold a secret, every environment restored from it would
 * serve that same copy whatever rotation happened since, and the client should resolve region and
 * credentials in the restored environment. {@link #invalidate()} (the after-restore hooks call it)
 * drops the value and the client anyway, in case something read them before the snapshot.
 *
 * <h2>Caching and rotation</h2>
 * A value is reused for {@code ttl} after it was read, then read again, so a rotation reaches
 * every instance within the TTL. {@link #refresh()} reads at once.
 *
 * <h2>Failures</h2>
 * A secret that cannot be read or parsed (missing, access denied, endpoint down, malformed) never
 * throws: one warning names the secret and the error class or code, never the value, and the next
 * attempt comes after {@code min(ttl, 1 minute)}. Until then {@link OnFailure} decides what
 * {@link #get()} answers: the last good value, or nothing (the caller falls back).
 *
 * <h2>Threads</h2>
 * Reads are serialised by a lock: concurrent callers wait for the one read in progress instead of
 * each calling Secrets Manager. Fresh values are served without taking the lock.
 *
 * @param <T> what the secret's text is parsed into
 */
public final class CachedSecret<T> implements AutoCloseable {

    /** Upper bound on how long a failed read is kept before the secret is tried again. */
    public static final Duration MAX_FAILURE_BACKOFF = Duration.ofMinutes(1);

    /** Turns the secret's text into a value, or says (without quoting it) what is wrong. */
    @FunctionalInterface
    public interface Parser<T> {
        T parse(String secretString) throws InvalidSecretException;
    }

    /** What {@link #get()} answers between a failed read and the next attempt. */
    public enum OnFailure {
        /** The last value read, if there was one (access keys: a failed re-read locks nobody out). */
        KEEP_LAST_GOOD,
        /** Nothing: the caller falls back (the App Token: anonymous Socrata calls). */
        FALL_BACK
    }

    /**
     * How the owner wants reads reported: on its own logger, naming the secret's purpose and what a
     * failure means for the service.
     *
     * @param what e.g. "the Socrata app token"
     * @param whileKept the consequence when the last good value is kept, e.g. "Keeping the last keys read"
     * @param withoutValue the consequence when there is no value, e.g. "Calling Socrata anonymously"
     */
    public record Reporting(Logger log, String what, String whileKept, String withoutValue) {}

    private final String secretId;
    private final Duration ttl;
    private final Duration failureBackoff;
    private final Parser<T> parser;
    private final OnFailure onFailure;
    private final Reporting reporting;
    private final Supplier<SecretsManagerClient> clientFactory;
    private final InstantSource clock;

    private final ReentrantLock readLock = new ReentrantLock();
    /** Last read outcome; null before the first read and after {@link #invalidate()}. */
    private volatile Read<T> cached;
    /** Reads begun so far; counted while holding {@link #readLock}, read without it. */
    private final AtomicLong readsStarted = new AtomicLong();
    /** Created on first read; guarded by {@link #readLock}. */
    private SecretsManagerClient client;

    public CachedSecret(
            String secretId,
            Duration ttl,
            Parser<T> parser,
            OnFailure onFailure,
            Reporting reporting,
            Supplier<SecretsManagerClient> clientFactory,
            InstantSource clock) {
        if (secretId == null || secretId.isBlank()) {
            throw new IllegalArgumentException("secretId must not be blank");
        }
        this.secretId = secretId.strip();
        this.ttl = Objects.requireNonNull(ttl, "ttl");
        if (ttl.isNegative() || ttl.isZero()) {
            throw new IllegalArgumentException("ttl must be positive, was " + ttl);
        }
        this.failureBackoff = ttl.compareTo(MAX_FAILURE_BACKOFF) < 0 ? ttl : MAX_FAILURE_BACKOFF;
        this.parser = Objects.requireNonNull(parser, "parser");
        this.onFailure = Objects.requireNonNull(onFailure, "onFailure");
        this.reporting = Objects.requireNonNull(reporting, "reporting");
        this.clientFactory = Objects.requireNonNull(clientFactory, "clientFactory");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    public String secretId() {
        return secretId;
    }

    public Duration ttl() {
        return ttl;
    }

    /** The value, from the cache while it is fresh, else read now; empty when none is usable. */
    public Optional<T> get() {
        Read<T> current = cached;
        if (current != null && current.freshAt(clock.instant())) {
            return current.value();
        }
        readLock.lock();
        try {
            // another thread may have read while we waited for the lock
            current = cached;
            if (current != null && current.freshAt(clock.instant())) {
                return current.value();
            }
            return readNow();
        } finally {
            readLock.unlock();
        }
    }

    /**
     * Reads the secret now, bypassing the cache. Callers that arrive while a read is in progress
     * wait for it; if a read that began after they asked has completed meanwhile, they take its
     * outcome instead of reading again (a burst of refusals becomes one read).
     */
    public Optional<T> refresh() {
        long readsBeforeThisCall = readsStarted.get();
        readLock.lock();
        try {
            Read<T> current = cached;
            if (readsStarted.get() != readsBeforeThisCall && current != null) {
                return current.value();
            }
            return readNow();
        } finally {
            readLock.unlock();
        }
    }

    /** Drops the value and the client: the next {@link #get()} reads again with a new client. */
    public void invalidate() {
        readLock.lock();
        try {
            cached = null;
            closeClient();
        } finally {
            readLock.unlock();
        }
    }

    /** Releases the client; a later read builds a new one. */
    @Override
    public void close() {
        readLock.lock();
        try {
            closeClient();
        } finally {
            readLock.unlock();
        }
    }

    /** Reads the secret now and caches the outcome. Caller holds {@link #readLock}. */
    private Optional<T> readNow() {
        readsStarted.incrementAndGet();
        SecretsManagerClient secretsManager;
        try {
            if (client == null) {
                client = clientFactory.get();
            }
            secretsManager = client;
        } catch (RuntimeException e) {
            // no region, a bad endpoint setting...: nothing was fetched yet, so the SDK's own
            // message cannot contain the secret and is worth showing
            return failed(
                    "cannot build the Secrets Manager client: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            GetSecretValueResponse response = secretsManager.getSecretValue(request -> request.secretId(secretId));
            if (response.secretString() == null) {
                throw new InvalidSecretException("secret has no SecretString (binary secrets are not supported)");
            }
            T value = parser.parse(response.secretString());
            reporting
                    .log()
                    .debug(
                            "Read {} from Secrets Manager secret '{}' (version {}); reusing it for {}",
                            reporting.what(),
                            secretId,
                            response.versionId(),
                            ttl);
            return remember(new Read<>(Optional.of(value), clock.instant().plus(ttl)));
        } catch (InvalidSecretException | RuntimeException e) {
            // RuntimeException covers every SDK failure; from here on a message could quote the
            // response, so only classes and error codes are logged
            return failed(SecretReadFailure.describe(e));
        }
    }

    private Optional<T> failed(String reason) {
        Read<T> previous = cached;
        Optional<T> kept =
                onFailure == OnFailure.KEEP_LAST_GOOD && previous != null ? previous.value() : Optional.empty();
        reporting
                .log()
                .warn(
                        "Cannot read {} from Secrets Manager secret '{}': {}. {}; next attempt in {}.",
                        reporting.what(),
                        secretId,
                        reason,
                        kept.isPresent() ? reporting.whileKept() : reporting.withoutValue(),
                        failureBackoff);
        return remember(new Read<>(kept, clock.instant().plus(failureBackoff)));
    }

    private Optional<T> remember(Read<T> outcome) {
        cached = outcome;
        return outcome.value();
    }

    private void closeClient() {
        if (client != null) {
            try {
                client.close();
            } catch (RuntimeException e) {
                reporting
                        .log()
                        .debug(
                                "Ignoring failure to close the Secrets Manager client: {}",
                                e.getClass().getName());
            }
            client = null;
        }
    }

    @Override
    public String toString() {
        return "CachedSecret[secretId=" + secretId + ", ttl=" + ttl + "]";
    }

    /** The outcome of one read (a value, or empty after a failure) and until when it holds. */
    private record Read<T>(Optional<T> value, Instant until) {

        boolean freshAt(Instant now) {
            return now.isBefore(until);
        }

        @Override
        public String toString() {
            return "Read[value=" + (value.isPresent() ? "<redacted>" : "<none>") + ", until=" + until + "]";
        }
    }
}
