package org.katakuti.api.match;

import org.katakuti.api.rules.Seat;

/**
 * One of the two players at the table for a whole match. {@link #ONE} plays
 * crosses (or the first colour of gotis) and starts game 1; {@link #TWO} plays
 * noughts (or the second colour). Sides keep their marks all match long, while
 * the game {@link Seat} they sit in changes as the first move changes hands.
 */
public enum Side {
    /** Crosses, or the first colour; moves first in game 1. */
    ONE,
    /** Noughts, or the second colour; moves first in game 2. */
    TWO;

    /** @return the other side */
    public Side other() {
        return this == ONE ? TWO : ONE;
    }
}
