package org.katakuti.api.rules.mnk;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Point;

/**
 * An m,n,k game: {@code k} or more of one mark in a straight row, column or
 * diagonal on a grid of {@code columns} by {@code rows} squares. Tic-tac-toe,
 * misere, four-by-four, five-in-a-row and gomoku are the table's five (see
 * {@link org.katakuti.api.rules.Games}).
 *
 * <p>A game is an immutable description. {@link #start()} gives the empty
 * {@link MnkPosition}; bots that search use a mutable {@link MnkBoard}.
 */
public final class MnkGame implements Game {
    private final String id;
    private final int columns;
    private final int rows;
    private final int k;
    private final boolean misere;
    // Tables every board of this game shares: built once, read only.
    final MnkGeometry geometry;

    /**
     * @param id the rule-book id, e.g. {@code gomoku}
     * @param columns board width, 1 to {@link Point#MAX_SIDE}
     * @param rows board height, 1 to {@link Point#MAX_SIDE}
     * @param k marks in a row that make a line; at least 1 and fitting on the board
     * @param misere true when completing a line loses instead of wins
     * @throws IllegalArgumentException when the sizes do not make a playable game
     */
    public MnkGame(String id, int columns, int rows, int k, boolean misere) {
        if (columns < 1 || columns > Point.MAX_SIDE || rows < 1 || rows > Point.MAX_SIDE) {
            throw new IllegalArgumentException("a board is 1 to " + Point.MAX_SIDE + " squares a side, not "
                    + columns + "x" + rows);
        }
        if (k < 1 || k > Math.max(columns, rows)) {
            throw new IllegalArgumentException("a line of " + k + " does not fit on " + columns + "x" + rows);
        }
        this.id = id;
        this.columns = columns;
        this.rows = rows;
        this.k = k;
        this.misere = misere;
        this.geometry = new MnkGeometry(columns, rows, k);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public int columns() {
        return columns;
    }

    @Override
    public int rows() {
        return rows;
    }

    /** @return how many in a row make a line (k or more count) */
    public int k() {
        return k;
    }

    /** @return true when completing a line loses ({@code misere}) */
    public boolean isMisere() {
        return misere;
    }

    /** @return the empty board, {@link org.katakuti.api.rules.Seat#FIRST} to move */
    @Override
    public MnkPosition start() {
        return MnkPosition.of(new MnkBoard(this));
    }

    @Override
    public String toString() {
        return id;
    }
}
