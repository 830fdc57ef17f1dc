package datasf.mcp.secrets;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;
import software.amazon.awssdk.services.secretsmanager.model.GetSecretValueResponse;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Reads the Socrata App Token from an AWS Secrets Manager secret and caches it for a TTL.
 *
 * <h2>Lazy: nothing is read before first use</h2>
 * Neither the SDK client nor the token is created in the constructor; both come on the
 * first {@link #token()}. With Lambda SnapStart the constructor runs while the snapshot
 * is being made, and anything in memory then is frozen into it. Building the client
 * resolves region and credentials, which should be those of the restored environment;
 * and for the token:
 * <ul>
 *   <li>the snapshot must not contain the token: it is a long-lived copy of the heap,
 *       kept and restored outside our control;</li>
 *   <li>every execution environment restored from one snapshot starts from the same
 *       memory, so a token read at snapshot time would be served, unchanged, by all of
 *       them for as long as the snapshot lives, whatever rotation happened since;</li>
 *   <li>reading on first use after restore costs one call per environment and always
 *       sees the current secret version, so rotation is picked up without redeploying.</li>
 * </ul>
 * {@link #invalidate()} (called from the SnapStart after-restore hook) drops the cached
 * token and the client anyway, in case something used the source before the snapshot.
 *
 * <h2>Caching and rotation</h2>
 * A token is reused for {@code ttl} after it was read, then read again; {@link #refresh()}
 * reads at once (the Socrata client calls it when a token is refused).
 *
 * <h2>Failures</h2>
 * A secret that cannot be read or parsed (missing, access denied, endpoint down,
 * malformed value) never throws: one warning is logged, naming the secret and the error
 * class/code but never the value, and the source answers empty (anonymous Socrata access)
 * until the next attempt, which happens after {@code min(ttl, 1 minute)}: long enough not
 * to flood Secrets Manager and the logs, short enough to recover quickly from an outage.
 *
 * <h2>Threads</h2>
 * Reads are serialised by a lock: concurrent callers wait for the one read in progress
 * instead of each calling Secrets Manager. Cache hits take no lock.
 */
final class SecretsManagerAppTokenSource implements AppTokenSource, AutoCloseable {

    /** Upper bound on how long a failed read keeps the source anonymous. */
    static final Duration MAX_FAILURE_BACKOFF = Duration.ofMinutes(1);

    private static final Logger LOG = LoggerFactory.getLogger(SecretsManagerAppTokenSource.class);

    private final String secretId;
    private final Duration ttl;
    private final Duration failureBackoff;
    private final Supplier<SecretsManagerClient> clientFactory;
    private final InstantSource clock;

    private final ReentrantLock readLock = new ReentrantLock();
    /** Last read outcome; null before the first read and after {@link #invalidate()}. */
    private volatile CachedRead cached;
    /** Reads begun so far; written only while holding {@link #readLock}. */
    private volatile long readsStarted;
    /** Created on first read; guarded by {@link #readLock}. */
    private SecretsManagerClient client;

    SecretsManagerAppTokenSource(String secretId, Duration ttl) {
        this(secretId, ttl, SecretsManagerClients::standard, InstantSource.system());
    }

    SecretsManagerAppTokenSource(String secretId, Duration ttl,
                                 Supplier<SecretsManagerClient> clientFactory, InstantSource clock) {
        this.secretId = requireNonBlank(secretId);
        this.ttl = Objects.requireNonNull(ttl, "ttl");
        if (ttl.isNegative() || ttl.isZero()) {
            throw new IllegalArgumentException("ttl must be positive, was " + ttl);
        }
        this.failureBackoff = ttl.compareTo(MAX_FAILURE_BACKOFF) < 0 ? ttl : MAX_FAILURE_BACKOFF;
        this.clientFactory = Objects.requireNonNull(clientFactory, "clientFactory");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public Optional<String> token() {
        CachedRead current = cached;
        if (current != null && current.isFreshAt(clock.instant())) {
            return current.token();
        }
        readLock.lock();
        try {
            // Another thread may have read while we waited for the lock.
            current = cached;
            if (current != null && current.isFreshAt(clock.instant())) {
                return current.token();
            }
            return readNow();
        } finally {
            readLock.unlock();
        }
    }

    @Override
    public Optional<String> refresh() {
        long readsBeforeThisCall = readsStarted;
        readLock.lock();
        try {
            CachedRead current = cached;
            if (readsStarted != readsBeforeThisCall && current != null) {
                // A read that began after this call has completed while we waited: it is
                // as fresh as ours would be. This turns a burst of 401s into one read.
                return current.token();
            }
            return readNow();
        } finally {
            readLock.unlock();
        }
    }

    @Override
    public void invalidate() {
        readLock.lock();
        try {
            cached = null;
            // A client built before a snapshot carries that environment's credentials,
            // resolved settings and connections; the next read builds a fresh one.
            closeClient();
        } finally {
            readLock.unlock();
        }
    }

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
    private Optional<String> readNow() {
        readsStarted++;
        SecretsManagerClient secretsManager;
        try {
            secretsManager = client();
        } catch (RuntimeException e) {
            // No region, bad endpoint setting...: nothing was fetched yet, so the SDK's own
            // message cannot contain the secret and is worth showing.
            return failed("cannot build the Secrets Manager client: " + e.getClass().getSimpleName()
                    + ": " + e.getMessage());
        }
        try {
            GetSecretValueResponse response = secretsManager.getSecretValue(request -> request.secretId(secretId));
            String token = AppTokenSecretFormat.tokenFrom(response.secretString());
            LOG.debug("Read the Socrata app token from secret '{}' (version {}); reusing it for {}",
                    secretId, response.versionId(), ttl);
            return remember(new CachedRead(Optional.of(token), clock.instant().plus(ttl)));
        } catch (MalformedAppTokenException | RuntimeException e) {
            // RuntimeException covers every SDK failure. From here on a message could quote
            // the response, so only classes and error codes are logged.
            return failed(SecretReadFailure.describe(e));
        }
    }

    private Optional<String> failed(String reason) {
        LOG.warn("Cannot read the Socrata app token from Secrets Manager secret '{}': {}. "
                + "Calling Socrata anonymously; next attempt in {}.", secretId, reason, failureBackoff);
        return remember(new CachedRead(Optional.empty(), clock.instant().plus(failureBackoff)));
    }

    private Optional<String> remember(CachedRead outcome) {
        cached = outcome;
        return outcome.token();
    }

    private SecretsManagerClient client() {
        if (client == null) {
            client = clientFactory.get();
        }
        return client;
    }

    private void closeClient() {
        if (client != null) {
            try {
                client.close();
            } catch (RuntimeException e) {
                LOG.debug("Ignoring failure to close the Secrets Manager client: {}", e.getClass().getName());
            }
            client = null;
        }
    }

    private static String requireNonBlank(String secretId) {
        if (secretId == null || secretId.isBlank()) {
            throw new IllegalArgumentException("secretId must not be blank");
        }
        return secretId.strip();
    }

    @Override
    public String toString() {
        return "SecretsManagerAppTokenSource[secretId=" + secretId + ", ttl=" + ttl + "]";
    }

    /** The outcome of one read: a token, or empty after a failure, until {@code expiresAt}. */
    private record CachedRead(Optional<String> token, Instant expiresAt) {

        boolean isFreshAt(Instant now) {
            return now.isBefore(expiresAt);
        }

        @Override
        public String toString() {
            return "CachedRead[token=" + (token.isPresent() ? "<redacted>" : "<none>")
                    + ", expiresAt=" + expiresAt + "]";
        }
    }
}
