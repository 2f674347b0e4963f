package org.katakuti.app.table;

import org.katakuti.api.match.Match;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Position;

/**
 * Hears a match as it is played: the screens redraw from it, and a match log
 * can write every move and result. Called on the event thread; every method
 * has a do-nothing default so a listener picks only what it needs.
 */
public interface MatchListener {

    /** A fresh board: game {@code number} of the match, {@code first} to move. */
    default void gameStarted(int number, Side first, Position start) {
    }

    /** {@code side} played {@code move}, giving {@code after}. */
    default void moved(Side side, Move move, Position after) {
    }

    /** The game ended; {@code match} already counts it. */
    default void gameEnded(Outcome outcome, Match match) {
    }

    /** The computer started ({@code true}) or stopped thinking. */
    default void thinking(boolean on) {
    }

    /** The computer failed to give a legal move; the match waits for "ask again" or to be left. */
    default void botFailed(BotTrouble trouble) {
    }
}
