package org.katakuti.api.rules;

/**
 * Thrown when a well-formed move is not legal in the position it is played in:
 * an occupied square, a square off the board, a move out of turn, a wrong capture.
 */
public class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** @param message why the move is not legal, readable by a player */
    public IllegalMoveException(String message) {
        super(message);
    }
}
