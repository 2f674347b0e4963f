package org.katakuti.app.board;

import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/** What the tigadi view reads from a position besides the gotis on the board. */
final class TigadiReadout {

    private TigadiReadout() {
    }

    /** @return the gotis {@code seat} still has to place */
    static int inHand(Position position, Seat seat) {
        // seats alternate placing from the first move, so the count follows from the turns played
        int placements = Math.min(position.moveCount(), 18);
        int placed = seat == Seat.FIRST ? (placements + 1) / 2 : placements / 2;
        return 9 - placed;
    }
}
