package datasf.mcp.local;

import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A limit on how long the current thread may wait on its client while it reads the request or
 * writes the answer. The JDK's server reads and writes a connection's socket channel in blocking
 * mode, with no timeout of its own; when the limit passes, the thread is interrupted, which
 * closes that channel and ends the blocked read or write with a {@code ClosedByInterruptException}.
 * Closing the deadline disarms it and clears an interrupt it caused, so nothing after it (the
 * Lambda handler's own work) is ever interrupted.
 */
final class ClientDeadline implements AutoCloseable {

    private final Thread thread = Thread.currentThread();
    private final ScheduledFuture<?> alarm;
    private boolean over; // guarded by this
    private boolean fired; // guarded by this

    private ClientDeadline(ScheduledExecutorService timer, Duration limit) {
        this.alarm = timer.schedule(this::expire, limit.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Starts counting for the calling thread. */
    static ClientDeadline start(ScheduledExecutorService timer, Duration limit) {
        return new ClientDeadline(timer, limit);
    }

    private synchronized void expire() {
        if (!over) {
            fired = true;
            thread.interrupt();
        }
    }

    /** Whether the limit passed before the deadline was closed. */
    synchronized boolean fired() {
        return fired;
    }

    @Override
    public void close() {
        alarm.cancel(false);
        synchronized (this) {
            over = true; // from here on, expire() interrupts nothing
            if (fired) {
                Thread.interrupted(); // the interrupt was for the client's socket, which is closed
            }
        }
    }
}
