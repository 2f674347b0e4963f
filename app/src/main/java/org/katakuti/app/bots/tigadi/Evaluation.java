package org.katakuti.app.bots.tigadi;

import org.katakuti.api.rules.tigadi.TigadiBoard;

/** How good an ongoing position looks, without searching it. */
interface Evaluation {

    /** The worth of one goti: the unit every evaluation counts in. */
    int GOTI = 100;

    /**
     * @param board an ongoing position
     * @return its worth for the seat to move, in hundredths of a goti: positive is good
     */
    int score(TigadiBoard board);

    /** The plain goti count: what the normal bot sees. */
    Evaluation MATERIAL = new Evaluation() {
        @Override
        public int score(TigadiBoard board) {
            int mover = board.toMove();
            int other = Geometry.other(mover);
            return GOTI * (board.onBoard(mover) + board.inHand(mover) - board.onBoard(other) - board.inHand(other));
        }
    };
}
