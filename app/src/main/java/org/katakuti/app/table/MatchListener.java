package org.katakuti.app.table;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;

/**
 * Hears a match as it is played: the screens redraw from it, the match log
 * writes it. Each event carries the whole {@link MatchRecord} as it stands
 * after the change, already applied: a listener that throws cannot leave a
 * move half made, and the others are still told.
 *
 * <p>Called on the match's event thread; a listener that writes to disk or the
 * network must hand that work to a thread of its own. Every method has a
 * do-nothing default so a listener picks only what it needs.
 */
public interface MatchListener {

    /** The match began (or was resumed): the record holds the whole setup and every game so far. */
    default void matchStarted(MatchRecord record) {
    }

    /** A fresh board: the record's current game has just begun. */
    default void gameStarted(MatchRecord record) {
    }

    /** {@code side} played {@code move}; the record has it. */
    default void moved(MatchRecord record, Side side, Move move) {
    }

    /** Moves of the current game were taken back; the record has the shorter game. */
    default void tookBack(MatchRecord record) {
    }

    /** The current game ended, by the rules or by the referee; the record's score counts it. */
    default void gameEnded(MatchRecord record) {
    }

    /** A computer player began ({@code side}) or stopped ({@code null}) thinking. */
    default void thinking(Side side) {
    }

    /** Watching two computer players: the match was paused or went on. */
    default void paused(boolean on) {
    }

    /** The match was left, finished or not; the record is as it was left. */
    default void matchLeft(MatchRecord record) {
    }
}
