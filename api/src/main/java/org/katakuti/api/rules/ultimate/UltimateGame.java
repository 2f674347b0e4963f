package org.katakuti.api.rules.ultimate;

import org.katakuti.api.rules.Game;

/**
 * Ultimate tic-tac-toe: nine small 3x3 grids in a big 3x3 grid, where each mark
 * sends the other player to a small grid, and three small grids won in a big
 * row win the game. Squares are named on the whole 9x9 field, {@code a1} to
 * {@code i9}.
 *
 * <p>{@link #start()} gives the empty {@link UltimatePosition}; bots that
 * search use a mutable {@link UltimateBoard}.
 */
public final class UltimateGame implements Game {

    /** @return {@code ultimate} */
    @Override
    public String id() {
        return org.katakuti.api.rules.GameIds.ULTIMATE;
    }

    /** @return 9: the whole field is 9 squares wide */
    @Override
    public int columns() {
        return UltimateBoard.SIDE;
    }

    /** @return 9: the whole field is 9 squares high */
    @Override
    public int rows() {
        return UltimateBoard.SIDE;
    }

    /** @return the empty field, first seat to move anywhere */
    @Override
    public UltimatePosition start() {
        return UltimatePosition.of(new UltimateBoard());
    }

    /** Every ultimate game is the same game: the rules have no settings. */
    @Override
    public boolean equals(Object other) {
        return other instanceof UltimateGame;
    }

    @Override
    public int hashCode() {
        return id().hashCode();
    }

    @Override
    public String toString() {
        return id();
    }
}
