package org.katakuti.app.board;

import java.util.function.LongSupplier;

/**
 * Keeps a quick second click from becoming a move: for {@link #QUIET_MILLIS}
 * after the board changed under the player (the computer's move, a new game, a
 * take-back) the board takes no click or key as a move. The computer answers
 * on the small grids in a few milliseconds, so without it a double click, or a
 * click meant for the square just taken, lands as the person's next move.
 * Knows nothing of Swing; the clock is handed in so tests can drive it.
 */
public final class ClickGuard {

    /** How long the board stays quiet after it changed: long enough for a second click, short enough to go unnoticed. */
    public static final long QUIET_MILLIS = 400;

    private final LongSupplier nanoClock;
    private long quietUntilNanos;
    private boolean armed;

    public ClickGuard() {
        this(System::nanoTime);
    }

    /** @param nanoClock a clock in nanoseconds, like {@link System#nanoTime()} */
    public ClickGuard(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    /** The board has just changed: no move is taken for the quiet time from now. */
    public void arm() {
        armed = true;
        quietUntilNanos = nanoClock.getAsLong() + QUIET_MILLIS * 1_000_000L;
    }

    /** @return true while a click or key is too soon after the last change to be taken as a move */
    public boolean isQuiet() {
        return armed && nanoClock.getAsLong() - quietUntilNanos < 0;
    }
}
