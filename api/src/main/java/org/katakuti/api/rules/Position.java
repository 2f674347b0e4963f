package org.katakuti.api.rules;

import java.util.List;

/**
 * A moment in one game: the marks or gotis on the board, the seat to move and
 * whatever else the rules need to go on (tigadi's gotis in hand, ultimate's
 * grid to play in, repetition history). A position never changes once made:
 * {@link #play(Move)} returns a new one. That makes positions safe to hand to
 * any bot, log or view.
 *
 * <p>Each game has its own subtype with more to read (for instance the
 * ultimate grid to play in, or the gotis in hand); this interface is what every
 * game shares. Bots that search millions of positions should use the mutable
 * boards of each game's package instead.
 */
public interface Position {

    /** @return the game this is a position of */
    Game game();

    /** @return the seat whose turn it is; null once the game is over */
    Seat toMove();

    /** @return ongoing, or the result with its reason */
    Outcome outcome();

    /** @return true once the game is won or drawn */
    default boolean isOver() {
        return outcome().isOver();
    }

    /**
     * Every legal move for the seat to move, each exactly once; empty once the
     * game is over. A tigadi move that closes a tigadi appears once per
     * goti it may capture.
     */
    List<Move> legalMoves();

    /** @return true when {@link #play(Move)} would accept the move */
    boolean isLegal(Move move);

    /**
     * The position after the seat to move plays {@code move}.
     *
     * @throws IllegalMoveException when the move is not legal here, with the reason
     */
    Position play(Move move);

    /**
     * Reads {@code notation} and plays it.
     *
     * @throws MoveFormatException when it is not a move at all
     * @throws IllegalMoveException when it is not legal here
     */
    default Position play(String notation) {
        return play(Move.parse(notation));
    }

    /**
     * The lines struck by the winning (or, in misere, losing) mark, each from one
     * end of its unbroken run to the other. Empty while ongoing, for draws, and
     * for games whose wins are not made of lines of marks.
     */
    List<Line> struckLines();

    /** @return the number of turns played to reach this position */
    int moveCount();

    /** @return the move that led here; null at the start */
    Move lastMove();

    /**
     * The moves that led here from the start of the game, in order: with the
     * game, all it takes to rebuild this position ({@link Games#replay}). The
     * bot host sends positions to plugins this way.
     *
     * @return an unmodifiable list, empty at the start
     * @throws UnsupportedOperationException for a position that does not keep its moves
     *     (the seven games' positions all do)
     * @since 1.0
     */
    default List<Move> moves() {
        throw new UnsupportedOperationException(getClass().getName() + " does not keep its moves");
    }

    /** @return the board width: columns {@code a}.. of the notation */
    int columns();

    /** @return the board height: rows {@code 1}.. of the notation */
    int rows();

    /**
     * @return true when {@code point} is a square (or tigadi point) of this board
     */
    boolean isOnBoard(Point point);

    /**
     * @return the seat whose mark or goti stands on {@code point}; null when it is
     *     empty or not on this board
     */
    Seat at(Point point);
}
