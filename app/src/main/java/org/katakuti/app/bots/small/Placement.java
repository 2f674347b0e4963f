package org.katakuti.app.bots.small;

import org.katakuti.api.rules.mnk.MnkBoard;

/**
 * How good a square looks at a glance, counting the windows (k squares in a
 * row) through it: the tie-break of the small-grid bots once the threats are
 * dealt with.
 */
final class Placement {

    private Placement() {
    }

    /**
     * The value of marking {@code square} for the seat to move: each window
     * through it still open for its own line counts, more with more of its
     * marks, and so does each window it would spoil for the other. In misere
     * the other way round: a window the other already spoiled is safe to mark,
     * an open one edges the mover towards completing a line, and the centre
     * outweighs all that.
     */
    static int value(MnkBoard board, int square) {
        int me = board.toMove();
        int other = MnkBoard.FIRST + MnkBoard.SECOND - me;
        boolean misere = board.game().isMisere();
        int[] windows = new int[4 * board.game().k()];
        int count = board.windowsThrough(square, windows);
        int value = 0;
        for (int i = 0; i < count; i++) {
            int mine = board.windowMarks(windows[i], me);
            int theirs = board.windowMarks(windows[i], other);
            if (misere) {
                value += theirs > 0 ? 1 : -(1 + mine);
            } else {
                value += (theirs == 0 ? 1 + 2 * mine : 0) + (mine == 0 ? theirs : 0);
            }
        }
        if (misere && isCentre(board, square)) {
            value += CENTRE;
        }
        return value;
    }

    /** In misere the centre comes first: on 3x3 it is the only first mark that does not lose. */
    private static final int CENTRE = 100;

    private static boolean isCentre(MnkBoard board, int square) {
        return board.columns() % 2 == 1 && board.rows() % 2 == 1 && square == board.size() / 2;
    }

    /** @return how many windows pass through {@code square}: 4 for the centre of 3x3, 2 for an edge */
    static int lines(MnkBoard board, int square) {
        return board.windowsThrough(square, new int[4 * board.game().k()]);
    }
}
