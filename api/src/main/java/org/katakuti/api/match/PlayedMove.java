package org.katakuti.api.match;

import java.util.Objects;

import org.katakuti.api.rules.Move;

/** One move of a recorded game, with the time its player took over it. Immutable. */
public final class PlayedMove {

    private final Move move;
    private final long millis;

    /**
     * @param move the move, legal where it was played
     * @param millis how long its player took, in milliseconds (0 when not known)
     */
    public PlayedMove(Move move, long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("a move cannot take negative time: " + millis);
        }
        this.move = Objects.requireNonNull(move, "move");
        this.millis = millis;
    }

    public Move move() {
        return move;
    }

    /** @return how long the player took over the move, in milliseconds */
    public long millis() {
        return millis;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PlayedMove && move.equals(((PlayedMove) other).move)
                && millis == ((PlayedMove) other).millis;
    }

    @Override
    public int hashCode() {
        return move.hashCode() * 31 + Long.hashCode(millis);
    }

    @Override
    public String toString() {
        return move + " (" + millis + " ms)";
    }
}
