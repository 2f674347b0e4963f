package org.katakuti.app.bots.ultimate;

import java.util.Arrays;

import org.katakuti.api.rules.ultimate.UltimateBoard;

/**
 * A static guess at who is ahead on an ultimate board, for the search's
 * implicit minimax backups (see {@link UctSearch}): the big lines each seat's
 * won grids start, and the small lines its marks start in the open grids,
 * weighed by the big lines those grids can still help make; and the tempo of
 * the seat to move, a grid it can win at once where it is sent. The weights
 * are set by hand and measured only as a whole, by the matches of
 * docs/strength.md. Read once for a node's position ({@link #load}), then for
 * each of its marks from the one grid the mark changes ({@link #valueAfter}).
 */
final class GridEvaluation {

    /** Values are in 1/{@code ONE}: {@code ONE} a sure win for the seat asked about, 0 a sure loss. */
    static final int ONE = 30000;

    /** Worth of a big line holding 1, 2 or 3 (a win) grids of one seat, none of the other's and none drawn. */
    private static final int[] BIG = {0, 12, 40, 1000};
    /** Worth of a small line holding 1 or 2 marks of one seat and none of the other's, per big line it can help. */
    private static final int[] SMALL = {0, 1, 4};
    /**
     * Worth to the seat to move, per big line the grid can still help it make, of
     * a grid it can win with its next mark: the grid it is sent to, or the best
     * when it may choose (a mark is judged by where it sends the other player).
     */
    private static final int TEMPO = 10;
    /** The score (first seat's, in the units above) at which a value is e (2.72) times as likely a win as a loss. */
    private static final double SCALE = 40;
    /** Scores are cut to this; the value table holds {@code -MAX_SCORE..MAX_SCORE}. */
    private static final int MAX_SCORE = 600;
    private static final short[] VALUE = new short[2 * MAX_SCORE + 1];

    /** The eight lines of a 3x3 grid (a small grid, or the big one) as 9-bit sets of places. */
    static final int[] LINE_MASKS = {
        0b000_000_111, 0b000_111_000, 0b111_000_000, 0b001_001_001,
        0b010_010_010, 0b100_100_100, 0b100_010_001, 0b001_010_100,
    };

    static {
        for (int score = -MAX_SCORE; score <= MAX_SCORE; score++) {
            VALUE[score + MAX_SCORE] = (short) Math.round(ONE / (1 + Math.exp(-score / SCALE)));
        }
    }

    private final int[] status = new int[UltimateBoard.GRIDS];
    /** Places marked in each grid: {@code marked[2 * grid + seat - 1]}. */
    private final int[] marked = new int[2 * UltimateBoard.GRIDS];
    /** For each seat ({@code [1]}, {@code [2]}), each grid: the big lines through it still open to that seat. */
    private final int[][] openLines = new int[3][UltimateBoard.GRIDS];
    /** Each open grid's part of the score. */
    private final int[] gridScore = new int[UltimateBoard.GRIDS];
    /** The loaded position's score, the seat to move's tempo included. */
    private int score;
    /** The loaded position's score without the tempo. */
    private int standing;

    /** Reads {@code board}'s position, for {@link #valueAfter} of its marks. */
    void load(UltimateBoard board) {
        Arrays.fill(marked, 0);
        for (int square = 0; square < UltimateBoard.SIZE; square++) {
            int cell = board.cell(square);
            if (cell != UltimateBoard.EMPTY) {
                marked[2 * UltimateBoard.gridOf(square) + cell - 1] |= 1 << UltimateBoard.placeInGrid(square);
            }
        }
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            status[grid] = board.gridStatus(grid);
        }
        standing = scoreOfStatus();
        score = standing + tempo(board);
    }

    /**
     * @param board the loaded position after one mark on {@code square}
     * @param seat the seat asked about
     * @return how good the position is for {@code seat}, 0 to {@link #ONE}
     */
    int valueAfter(UltimateBoard board, int square, int seat) {
        int grid = UltimateBoard.gridOf(square);
        int mover = board.cell(square);
        int slot = 2 * grid + mover - 1;
        int before = marked[slot];
        marked[slot] |= 1 << UltimateBoard.placeInGrid(square);
        int after;
        if (board.gridStatus(grid) == UltimateBoard.OPEN) {
            after = standing - gridScore[grid] + openGridScore(grid) + tempo(board);
            marked[slot] = before;
        } else {
            // A closed grid changes which big lines are open: read all again (seldom), then the loaded position.
            status[grid] = board.gridStatus(grid);
            after = scoreOfStatus() + tempo(board);
            status[grid] = UltimateBoard.OPEN;
            marked[slot] = before;
            scoreOfStatus();
        }
        return valueOf(seat == UltimateBoard.FIRST ? after : -after);
    }

    /** @return the loaded position's value for {@code seat}, 0 to {@link #ONE} (for tests) */
    int value(int seat) {
        return valueOf(seat == UltimateBoard.FIRST ? score : -score);
    }

    private static int valueOf(int score) {
        return VALUE[Math.max(-MAX_SCORE, Math.min(MAX_SCORE, score)) + MAX_SCORE];
    }

    /** The first seat's score from {@link #status} and {@link #marked}; fills {@link #openLines} and {@link #gridScore}. */
    private int scoreOfStatus() {
        int first = 0;
        int second = 0;
        int drawn = 0;
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            first |= status[grid] == UltimateBoard.FIRST ? 1 << grid : 0;
            second |= status[grid] == UltimateBoard.SECOND ? 1 << grid : 0;
            drawn |= status[grid] == UltimateBoard.DRAWN ? 1 << grid : 0;
        }
        Arrays.fill(openLines[UltimateBoard.FIRST], 0);
        Arrays.fill(openLines[UltimateBoard.SECOND], 0);
        int total = 0;
        for (int line : LINE_MASKS) {
            if ((line & drawn) != 0) {
                continue;
            }
            boolean openToFirst = (line & second) == 0;
            boolean openToSecond = (line & first) == 0;
            if (openToFirst) {
                total += BIG[Integer.bitCount(line & first)];
            }
            if (openToSecond) {
                total -= BIG[Integer.bitCount(line & second)];
            }
            for (int places = line; places != 0; places &= places - 1) {
                int grid = Integer.numberOfTrailingZeros(places);
                openLines[UltimateBoard.FIRST][grid] += openToFirst ? 1 : 0;
                openLines[UltimateBoard.SECOND][grid] += openToSecond ? 1 : 0;
            }
        }
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            gridScore[grid] = status[grid] == UltimateBoard.OPEN ? openGridScore(grid) : 0;
            total += gridScore[grid];
        }
        return total;
    }

    /**
     * @return the tempo of the seat to move in {@code board} (whose position is in
     *     {@link #status}, {@link #marked} and {@link #openLines}), signed as a score
     */
    private int tempo(UltimateBoard board) {
        if (board.isOver()) {
            return 0;
        }
        int mover = board.toMove();
        int forced = board.forcedGrid();
        int best = 0;
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            if ((forced < 0 || forced == grid) && status[grid] == UltimateBoard.OPEN && winsAtOnce(grid, mover)) {
                best = Math.max(best, TEMPO * openLines[mover][grid]);
            }
        }
        return mover == UltimateBoard.FIRST ? best : -best;
    }

    /** Whether {@code seat} can win open {@code grid} with one mark. */
    private boolean winsAtOnce(int grid, int seat) {
        int own = marked[2 * grid + seat - 1];
        int taken = marked[2 * grid] | marked[2 * grid + 1];
        for (int line : LINE_MASKS) {
            if (Integer.bitCount(own & line) == 2 && (taken & line) == (own & line)) {
                return true;
            }
        }
        return false;
    }

    private int openGridScore(int grid) {
        int first = marked[2 * grid];
        int second = marked[2 * grid + 1];
        int firstLines = 0;
        int secondLines = 0;
        for (int line : LINE_MASKS) {
            if ((line & second) == 0) {
                firstLines += SMALL[Integer.bitCount(line & first)];
            }
            if ((line & first) == 0) {
                secondLines += SMALL[Integer.bitCount(line & second)];
            }
        }
        return firstLines * openLines[UltimateBoard.FIRST][grid] - secondLines * openLines[UltimateBoard.SECOND][grid];
    }
}
