package org.katakuti.app.board;

/** Hears what the player's clicks and keys on a board come to. */
public interface BoardListener {

    /** Called on the event thread after every click, drag or key on the board. */
    void fed(Feedback feedback);
}
