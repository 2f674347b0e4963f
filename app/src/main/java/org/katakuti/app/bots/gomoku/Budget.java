package org.katakuti.app.bots.gomoku;

import org.katakuti.api.bot.Deadline;

/**
 * How long a search may go on: until the deadline, a cap on positions, or both;
 * a part of the search can be given a smaller share of each ({@link #cap}).
 * Counts positions visited; looks at the clock only every 256 of them, so the
 * check costs nothing in the search's inner loop.
 */
final class Budget {

    private static final int CHECK_EVERY = 255;
    private static final int MAX_NESTING = 8;

    private final Deadline deadline;
    private final long softNanos;
    private long positions;
    private long limit;
    private long capNanos = Long.MAX_VALUE;
    private boolean out;
    private boolean capOut;
    private final long[] savedLimits = new long[MAX_NESTING];
    private final long[] savedNanos = new long[MAX_NESTING];
    private final boolean[] savedOut = new boolean[MAX_NESTING];
    private int nesting;

    /**
     * @param deadline the caller's deadline
     * @param softNanos time after which the search should stop (before the deadline)
     * @param maxPositions a cap on positions for depth-limited, reproducible play; Long.MAX_VALUE for none
     */
    Budget(Deadline deadline, long softNanos, long maxPositions) {
        this.deadline = deadline;
        this.softNanos = softNanos;
        this.limit = maxPositions;
    }

    /** Counts one position; @return true once the search (or its capped part) must stop */
    boolean visit() {
        positions++;
        if ((positions & CHECK_EVERY) == 0) {
            long elapsed = deadline.elapsedNanos();
            out |= elapsed >= softNanos || deadline.isUp();
            capOut |= elapsed >= capNanos;
        }
        return isOut();
    }

    /** @return true once the search (or its capped part) must stop, without counting a position */
    boolean isOut() {
        return out || capOut || positions >= limit;
    }

    /**
     * Lets a part of the search spend at most {@code morePositions} positions and
     * {@code moreNanos} nanoseconds from now (within any cap already running);
     * {@link #release} ends it.
     */
    void cap(long morePositions, long moreNanos) {
        if (nesting == MAX_NESTING) {
            throw new IllegalStateException("caps nested too deep");
        }
        savedLimits[nesting] = limit;
        savedNanos[nesting] = capNanos;
        savedOut[nesting] = capOut;
        nesting++;
        limit = Math.min(limit, positions + morePositions);
        long now = deadline.elapsedNanos();
        capNanos = Math.min(capNanos, moreNanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + moreNanos);
    }

    /** Ends the last {@link #cap}; the time of a cap around it may have run out meanwhile. */
    void release() {
        nesting--;
        limit = savedLimits[nesting];
        capNanos = savedNanos[nesting];
        capOut = savedOut[nesting] || capNanos != Long.MAX_VALUE && deadline.elapsedNanos() >= capNanos;
    }

    /** @return positions visited so far */
    long positions() {
        return positions;
    }

    /** @return nanoseconds since the deadline was made */
    long elapsedNanos() {
        return deadline.elapsedNanos();
    }
}
