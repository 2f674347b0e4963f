package org.katakuti.app.bots.gomoku;

import org.katakuti.api.bot.Deadline;

/**
 * How long a search may go on: until the deadline, a cap on positions, or both.
 * Counts positions visited; looks at the clock only every 1024 of them, so the
 * check costs nothing in the search's inner loop.
 */
final class Budget {

    private static final int CHECK_EVERY = 255;

    private final Deadline deadline;
    private final long softNanos;
    private final long maxPositions;
    private long positions;
    private long limit;
    private boolean out;

    /**
     * @param deadline the caller's deadline
     * @param softNanos time after which the search should stop early (before the deadline)
     * @param maxPositions a cap on positions for depth-limited, reproducible play; Long.MAX_VALUE for none
     */
    Budget(Deadline deadline, long softNanos, long maxPositions) {
        this.deadline = deadline;
        this.softNanos = softNanos;
        this.maxPositions = maxPositions;
        this.limit = maxPositions;
    }

    /** Counts one position; @return true once the search must stop */
    boolean visit() {
        positions++;
        if ((positions & CHECK_EVERY) == 0 && !out) {
            out = deadline.isUp() || deadline.elapsedNanos() >= softNanos;
        }
        return out || positions >= limit;
    }

    /** @return true once the search must stop, without counting a position */
    boolean isOut() {
        return out || positions >= limit;
    }

    /** Lets a sub-search spend at most {@code more} positions from now; see {@link #release}. */
    long cap(long more) {
        long previous = limit;
        limit = Math.min(previous, positions + more);
        return previous;
    }

    /** Ends a {@link #cap}: restores the limit it returned. */
    void release(long previous) {
        limit = previous;
    }

    /** @return positions visited so far */
    long positions() {
        return positions;
    }

    /** @return nanoseconds since the deadline was made */
    long elapsedNanos() {
        return deadline.elapsedNanos();
    }

    /** @return true when the time (not a position cap) is up */
    boolean timeIsUp() {
        return out;
    }
}
