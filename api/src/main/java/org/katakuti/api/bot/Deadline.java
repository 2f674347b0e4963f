package org.katakuti.api.bot;

/**
 * When a bot must have answered. A bot checks {@link #isUp()} often (every few
 * thousand positions is plenty) and returns its best move so far once it is up.
 * The table also calls {@link #cancel()} when the game is left, and a cancelled
 * deadline is up at once; so is one whose thread has been interrupted.
 *
 * <p>Thread-safe: the table may cancel from another thread.
 */
public final class Deadline {

    private final long startNanos;
    private final long budgetNanos;
    private volatile boolean cancelled;

    private Deadline(long budgetNanos) {
        this.startNanos = System.nanoTime();
        this.budgetNanos = budgetNanos;
    }

    /** A deadline {@code millis} milliseconds from now. */
    public static Deadline in(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("a time budget cannot be negative: " + millis);
        }
        return new Deadline(millis * 1_000_000L);
    }

    /** A deadline that never comes unless cancelled: for tests and analysis. */
    public static Deadline none() {
        return new Deadline(Long.MAX_VALUE);
    }

    /** @return true once the time is up, the deadline was cancelled, or the thread was interrupted */
    public boolean isUp() {
        return cancelled || Thread.currentThread().isInterrupted() || elapsedNanos() >= budgetNanos;
    }

    /** @return the whole budget in milliseconds ({@link Long#MAX_VALUE} / 1e6 for none) */
    public long budgetMillis() {
        return budgetNanos / 1_000_000L;
    }

    /** @return milliseconds left, never negative; 0 once cancelled */
    public long remainingMillis() {
        if (cancelled) {
            return 0;
        }
        return Math.max(0, (budgetNanos - elapsedNanos()) / 1_000_000L);
    }

    /** @return nanoseconds since the deadline was made */
    public long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }

    /** Ends the thinking now: the answer is no longer wanted. */
    public void cancel() {
        cancelled = true;
    }

    /** @return true after {@link #cancel()} */
    public boolean isCancelled() {
        return cancelled;
    }
}
