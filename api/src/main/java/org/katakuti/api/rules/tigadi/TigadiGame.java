package org.katakuti.api.rules.tigadi;

import org.katakuti.api.rules.Game;

/**
 * Tigadi, the Indian nine men's morris with corner diagonals: three nested
 * squares of 24 points on a 7x7 lattice, 9 gotis each to place and then slide,
 * three in a line (a tigadi) to capture, down to two gotis to lose. The rules
 * live in {@link TigadiBoard}; {@link TigadiPosition} is the immutable view.
 */
public final class TigadiGame implements Game {

    /** @return {@code tigadi} */
    @Override
    public String id() {
        return org.katakuti.api.rules.GameIds.TIGADI;
    }

    /** @return the empty board, 9 gotis in hand each, {@code first} to place */
    @Override
    public TigadiPosition start() {
        return TigadiPosition.start(this);
    }

    /** @return 7: the points sit on columns {@code a}..{@code g} */
    @Override
    public int columns() {
        return 7;
    }

    /** @return 7: the points sit on rows {@code 1}..{@code 7} */
    @Override
    public int rows() {
        return 7;
    }
}
