package org.katakuti.app.bots;

import org.katakuti.api.rules.Move;

/**
 * What a hard bot's search thinks of a position, for the analysis of a game:
 * the expected score of the seat to move (1 a win, 1/2 a draw, 0 a loss) and
 * the move it would play. Immutable.
 */
public final class Estimate {

    private final double expected;
    private final Move best;
    private final boolean proven;

    /**
     * @param expected the expected score of the seat to move, clamped to 0..1
     * @param best the move the search prefers; null when there is none (the game is over)
     * @param proven true when the search proved the result, not only guessed it
     */
    public Estimate(double expected, Move best, boolean proven) {
        this.expected = Double.isNaN(expected) ? 0.5 : Math.max(0, Math.min(1, expected));
        this.best = best;
        this.proven = proven;
    }

    /** @return the expected score of the seat to move, 0..1 */
    public double expected() {
        return expected;
    }

    /** @return the move the search prefers; null when there is none */
    public Move best() {
        return best;
    }

    /** @return true when the result is proven (a forced win, loss or draw), not a guess */
    public boolean proven() {
        return proven;
    }

    @Override
    public String toString() {
        return Math.round(expected * 100) + "%" + (proven ? " (proven)" : "") + (best == null ? "" : ", best " + best);
    }
}
