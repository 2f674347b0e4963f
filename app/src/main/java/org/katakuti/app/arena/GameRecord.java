package org.katakuti.app.arena;

import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Seat;

/**
 * How one bot-against-bot game ended: by the rules (a win or a draw with its
 * reason), or by forfeit when a bot failed to give a legal move in time.
 * Immutable.
 */
public final class GameRecord {
    private final Outcome outcome;
    private final Seat forfeiter;
    private final String forfeit;
    private final int moves;

    private GameRecord(Outcome outcome, Seat forfeiter, String forfeit, int moves) {
        this.outcome = outcome;
        this.forfeiter = forfeiter;
        this.forfeit = forfeit;
        this.moves = moves;
    }

    static GameRecord finished(Outcome outcome, int moves) {
        return new GameRecord(outcome, null, null, moves);
    }

    static GameRecord forfeited(Seat forfeiter, String why, int moves) {
        return new GameRecord(null, forfeiter, why, moves);
    }

    /** @return the winning seat; null for a draw */
    public Seat winner() {
        if (forfeiter != null) {
            return forfeiter.other();
        }
        return outcome.winner();
    }

    /** @return true when nobody won */
    public boolean isDraw() {
        return winner() == null;
    }

    /** @return true when the game ended because a bot failed */
    public boolean isForfeit() {
        return forfeiter != null;
    }

    /** @return the seat that failed; null when the game ended by the rules */
    public Seat forfeiter() {
        return forfeiter;
    }

    /** @return what the failing bot did, e.g. {@code "threw IllegalStateException: boom"}; null by the rules */
    public String forfeit() {
        return forfeit;
    }

    /** @return the outcome by the rules; null after a forfeit */
    public Outcome outcome() {
        return outcome;
    }

    /** @return the moves played before the game ended */
    public int moves() {
        return moves;
    }
}
