package org.katakuti.api.rules;

/**
 * A list of moves that cannot be played out from the start: it names the first
 * bad move and where it stands in the list.
 */
public class MoveListException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int index;
    private final String move;

    /**
     * @param index 0-based place of the first bad move in the list
     * @param move that move as it was written
     * @param message why it is bad, readable by a player
     */
    public MoveListException(int index, String move, String message) {
        super(message);
        this.index = index;
        this.move = move;
    }

    /** @return the 0-based place of the first bad move */
    public int index() {
        return index;
    }

    /** @return the first bad move as it was written */
    public String move() {
        return move;
    }
}
