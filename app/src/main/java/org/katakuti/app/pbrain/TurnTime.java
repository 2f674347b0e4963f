package org.katakuti.app.pbrain;

/**
 * How long the brain may think on a move, from the manager's {@code INFO}
 * lines: never more than {@code timeout_turn}, never more than its share of
 * {@code time_left} when the match has a time limit, and always a margin less,
 * so that the answer is on the manager's side in time.
 */
final class TurnTime {

    /** Until the manager says otherwise: Piskvork's usual turn limit is 5 s or more. */
    static final long DEFAULT_TURN_MILLIS = 5000;
    /** Moves the rest of the match is assumed to last: each move may spend this share of the time left. */
    static final int MOVES_TO_COME = 15;
    /** The least a move is given, even when the manager asks to play at once ({@code timeout_turn 0}). */
    static final long MIN_MILLIS = 20;

    private long turnMillis = DEFAULT_TURN_MILLIS;
    private long matchMillis;
    private long leftMillis = -1;

    /** {@code INFO timeout_turn}: a move's limit; 0 asks to play as fast as possible. */
    void turn(long millis) {
        turnMillis = millis;
    }

    /** {@code INFO timeout_match}: the whole match's limit; 0 for none. */
    void match(long millis) {
        matchMillis = millis;
    }

    /** {@code INFO time_left}: what is left of the match's time. */
    void left(long millis) {
        leftMillis = millis;
    }

    /** @return the milliseconds to give the bot for the next move */
    long budgetMillis() {
        long limit = turnMillis == 0 ? MIN_MILLIS : turnMillis;
        if (matchMillis > 0 && leftMillis >= 0) {
            limit = Math.min(limit, leftMillis / MOVES_TO_COME);
        }
        long margin = Math.min(300, 30 + limit / 10);
        return Math.max(MIN_MILLIS, limit - margin);
    }
}
