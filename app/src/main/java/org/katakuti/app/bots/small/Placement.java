package org.katakuti.app.bots.small;

import org.katakuti.api.rules.mnk.MnkBoard;

/**
 * How good a square looks at a glance, counting the windows (k squares in a
 * row) through it: what the small-grid bots go by once the threats are dealt
 * with.
 */
final class Placement {

    /** In misere the centre comes first: on 3x3 it is the only first mark that does not lose. */
    private static final int CENTRE = 100;

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
        boolean misere = board.game().isMisere();
        int value = windowValue(board, square, true, misere);
        return misere && isCentre(board, square) ? value + CENTRE : value;
    }

    /**
     * How much marking {@code square} builds the mover's own lines: each
     * window through it without a mark of the other's counts 1, and 2 more for
     * each mark of the mover's in it. It overlooks what the mark would spoil
     * for the other, and it overlooks misere: a tic-tac-toe player's habit.
     */
    static int ownLines(MnkBoard board, int square) {
        return windowValue(board, square, false, false);
    }

    private static int windowValue(MnkBoard board, int square, boolean spoiling, boolean misere) {
        int me = board.toMove();
        int other = MnkBoard.FIRST + MnkBoard.SECOND - me;
        int[] windows = new int[4 * board.game().k()];
        int count = board.windowsThrough(square, windows);
        int value = 0;
        for (int i = 0; i < count; i++) {
            int mine = board.windowMarks(windows[i], me);
            int theirs = board.windowMarks(windows[i], other);
            if (misere) {
                value += theirs > 0 ? 1 : -(1 + mine);
            } else if (theirs == 0) {
                value += 1 + 2 * mine;
            } else if (spoiling && mine == 0) {
                value += theirs;
            }
        }
        return value;
    }

    private static boolean isCentre(MnkBoard board, int square) {
        return board.columns() % 2 == 1 && board.rows() % 2 == 1 && square == board.size() / 2;
    }

    /** @return how many windows pass through {@code square}: 4 for the centre of 3x3, 2 for an edge */
    static int lines(MnkBoard board, int square) {
        return board.windowsThrough(square, new int[4 * board.game().k()]);
    }
}
