package org.katakuti.api.rules.ultimate;

import java.util.SplittableRandom;

import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * A mutable ultimate board for search: {@link #play(int)} and {@link #undo()}
 * keep the small grids' states, the grid the next mark is sent to, the outcome
 * and a Zobrist {@link #hash()} up to date. Use {@link UltimatePosition}
 * everywhere else.
 *
 * <p>Squares are ints on the whole 9x9 field: {@code index = row * 9 + column},
 * {@code a1} is 0. Small grids are ints too: {@code grid = bigRow * 3 + bigColumn},
 * 0 is the bottom-left grid, 4 the centre, 8 the top-right. A square's place
 * inside its small grid is numbered the same way ({@link #placeInGrid(int)}),
 * and that number is the grid it sends the other player to.
 *
 * <p>For speed, {@link #play(int)} checks its preconditions only with
 * {@code assert}. Not thread-safe: one board per searching thread
 * ({@link #UltimateBoard(UltimateBoard)} copies).
 */
public final class UltimateBoard {
    /** An empty square. */
    public static final int EMPTY = 0;
    /** The first seat's mark, the first seat, and a small grid it has won. */
    public static final int FIRST = 1;
    /** The second seat's mark, the second seat, and a small grid it has won. */
    public static final int SECOND = 2;
    /** A small grid that still takes marks. */
    public static final int OPEN = 0;
    /** A small grid that is full without a line. */
    public static final int DRAWN = 3;

    /** Squares along each side of the whole field. */
    public static final int SIDE = 9;
    /** Squares on the whole field. */
    public static final int SIZE = SIDE * SIDE;
    /** Small grids, and squares in each. */
    public static final int GRIDS = 9;

    /** The eight lines of a 3x3 grid, as triples of places 0..8 (same for small and big grids). */
    static final int[][] LINES = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6},
    };

    private static final int[] GRID_OF = new int[SIZE];
    private static final int[] PLACE_OF = new int[SIZE];
    /** The squares of each small grid, in index order: {@code SQUARES_OF[grid * 9 + i]}. */
    private static final int[] SQUARES_OF = new int[SIZE];
    /** The squares of each small grid as bits of the square indices 0..63 and 64..80. */
    private static final long[] GRID_LOW = new long[GRIDS];
    private static final long[] GRID_HIGH = new long[GRIDS];
    /** The eight lines as 9-bit sets of places. */
    private static final int[] LINE_MASKS = new int[LINES.length];
    /** Whether a 9-bit set of places in a small grid holds a line. */
    private static final boolean[] HAS_LINE = new boolean[1 << GRIDS];
    private static final long[] KEYS = new long[3 * SIZE];
    private static final long SIDE_KEY;
    /** Keys of the grid the next mark is sent to, {@code SENT_KEYS[grid + 1]}; none for "any". */
    private static final long[] SENT_KEYS = new long[GRIDS + 1];

    static {
        int[] filled = new int[GRIDS];
        for (int index = 0; index < SIZE; index++) {
            int column = index % SIDE;
            int row = index / SIDE;
            GRID_OF[index] = (row / 3) * 3 + column / 3;
            PLACE_OF[index] = (row % 3) * 3 + column % 3;
            SQUARES_OF[GRID_OF[index] * GRIDS + filled[GRID_OF[index]]++] = index;
            if (index < Long.SIZE) {
                GRID_LOW[GRID_OF[index]] |= 1L << index;
            } else {
                GRID_HIGH[GRID_OF[index]] |= 1L << (index - Long.SIZE);
            }
        }
        for (int line = 0; line < LINES.length; line++) {
            LINE_MASKS[line] = 1 << LINES[line][0] | 1 << LINES[line][1] | 1 << LINES[line][2];
        }
        for (int places = 0; places < HAS_LINE.length; places++) {
            for (int mask : LINE_MASKS) {
                HAS_LINE[places] |= (places & mask) == mask;
            }
        }
        // A fixed seed: the same position hashes the same in every run, so hashes may be stored.
        SplittableRandom random = new SplittableRandom(0x756c74696d617465L);
        for (int i = SIZE; i < KEYS.length; i++) {
            KEYS[i] = random.nextLong();
        }
        SIDE_KEY = random.nextLong();
        for (int grid = 0; grid < GRIDS; grid++) {
            SENT_KEYS[grid + 1] = random.nextLong();
        }
    }

    private static final int ONGOING = 0;
    private static final int FULL = 3;
    private static final int DEAD = 4;
    private static final Outcome[] OUTCOMES = {
        Outcome.ONGOING,
        Outcome.win(Seat.FIRST, Reason.LINE),
        Outcome.win(Seat.SECOND, Reason.LINE),
        Outcome.draw(Reason.FULL),
        Outcome.draw(Reason.DEAD),
    };

    private final int[] cells;
    /** Places marked in each small grid, one 9-bit set per seat: {@code marked[2 * grid + mark - 1]}. */
    private final int[] marked;
    private final int[] gridStatus;
    /** The closed grids as 9-bit sets, by status: {@code closedAs[FIRST]}, {@code [SECOND]}, {@code [DRAWN]}. */
    private final int[] closedAs;
    private final int[] history;
    /** The grid each mark was sent to (or -1), to restore on undo. */
    private final int[] sentBefore;
    /**
     * The empty squares of the open grids, as bits of the indices 0..63 and
     * 64..80: the legal marks when any grid may be played, kept up to date so
     * that listing them (a playout does it every mark) skips the rest.
     */
    private long openLow;
    private long openHigh;
    private int moveCount;
    private int toMove;
    private int sentTo;
    private int result;
    private long hash;

    /** An empty field, {@link #FIRST} to move anywhere. */
    public UltimateBoard() {
        cells = new int[SIZE];
        marked = new int[2 * GRIDS];
        gridStatus = new int[GRIDS];
        closedAs = new int[DRAWN + 1];
        history = new int[SIZE];
        sentBefore = new int[SIZE];
        toMove = FIRST;
        sentTo = -1;
        hash = SENT_KEYS[0];
        openLow = -1L;
        openHigh = (1L << (SIZE - Long.SIZE)) - 1;
    }

    /** A deep copy of {@code other}, history included: the copy can undo as far back as the original. */
    public UltimateBoard(UltimateBoard other) {
        cells = other.cells.clone();
        marked = other.marked.clone();
        gridStatus = other.gridStatus.clone();
        closedAs = other.closedAs.clone();
        history = other.history.clone();
        sentBefore = other.sentBefore.clone();
        openLow = other.openLow;
        openHigh = other.openHigh;
        moveCount = other.moveCount;
        toMove = other.toMove;
        sentTo = other.sentTo;
        result = other.result;
        hash = other.hash;
    }

    /** @return the index of a square: {@code row * 9 + column}, row 0 at the bottom */
    public static int index(int column, int row) {
        return row * SIDE + column;
    }

    /** @return the index of a point, which must be on the 9x9 field */
    public static int index(Point point) {
        return index(point.column(), point.row());
    }

    /** @return the point of a square index, e.g. {@code e5} for 40 */
    public static Point point(int index) {
        return Point.of(index % SIDE, index / SIDE);
    }

    /** @return the small grid (0..8, {@code bigRow * 3 + bigColumn}) a square lies in */
    public static int gridOf(int index) {
        return GRID_OF[index];
    }

    /**
     * @return the square's place inside its small grid, numbered like the grids
     *     ({@code row % 3 * 3 + column % 3}): the grid a mark there sends the other player to
     */
    public static int placeInGrid(int index) {
        return PLACE_OF[index];
    }

    /** @return the {@code i}-th square (0..8, in index order) of small grid {@code grid} */
    public static int squareOf(int grid, int i) {
        return SQUARES_OF[grid * GRIDS + i];
    }

    /** @return {@link #EMPTY}, {@link #FIRST} or {@link #SECOND}: the mark on the square */
    public int cell(int index) {
        return cells[index];
    }

    /** @return {@link #FIRST} or {@link #SECOND}: the seat to mark next (meaningless once over) */
    public int toMove() {
        return toMove;
    }

    /** @return the number of marks made */
    public int moveCount() {
        return moveCount;
    }

    /** @return the index of the last mark, -1 on the empty field */
    public int lastMove() {
        return moveCount == 0 ? -1 : history[moveCount - 1];
    }

    /** @return the index of the {@code n}-th mark made (0-based), for replays */
    public int move(int n) {
        if (n < 0 || n >= moveCount) {
            throw new IndexOutOfBoundsException("mark " + n + " of " + moveCount);
        }
        return history[n];
    }

    /**
     * @return {@link #OPEN}, {@link #FIRST} or {@link #SECOND} (won by that seat),
     *     or {@link #DRAWN} (full without a line): the state of small grid {@code grid}
     */
    public int gridStatus(int grid) {
        return gridStatus[grid];
    }

    /**
     * @return the small grid the next mark must go in, or -1 when it may go in
     *     any open grid (at the start, and when the grid sent to is closed)
     */
    public int forcedGrid() {
        return sentTo;
    }

    /** @return true when the next mark may go in small grid {@code grid} (false once the game is over) */
    public boolean isPlayable(int grid) {
        return result == ONGOING && gridStatus[grid] == OPEN && (sentTo < 0 || sentTo == grid);
    }

    /** @return true when the next mark may go on square {@code index} */
    public boolean isLegal(int index) {
        return index >= 0 && index < SIZE && cells[index] == EMPTY && isPlayable(GRID_OF[index]);
    }

    /**
     * Marks square {@code index} for the seat to move and applies the rules.
     * Precondition (checked by {@code assert} only): {@link #isLegal(int)}.
     */
    public void play(int index) {
        assert isLegal(index) : "square " + index + " is not playable";
        int mark = toMove;
        int grid = GRID_OF[index];
        int place = PLACE_OF[index];
        cells[index] = mark;
        sentBefore[moveCount] = sentTo;
        history[moveCount++] = index;
        int mine = marked[2 * grid + mark - 1] |= 1 << place;
        boolean closed = false;
        if (HAS_LINE[mine]) {
            gridStatus[grid] = mark;
            closed = true;
        } else if ((mine | marked[2 * grid + 2 - mark]) == (1 << GRIDS) - 1) {
            gridStatus[grid] = DRAWN;
            closed = true;
        }
        int sent = gridStatus[place] == OPEN ? place : -1;
        hash ^= KEYS[mark * SIZE + index] ^ SIDE_KEY ^ SENT_KEYS[sentTo + 1] ^ SENT_KEYS[sent + 1];
        sentTo = sent;
        toMove = 3 - mark;
        if (!closed) {
            toggleOpen(index);
        } else {
            openLow &= ~GRID_LOW[grid];
            openHigh &= ~GRID_HIGH[grid];
            closedAs[gridStatus[grid]] |= 1 << grid;
            // Big lines change only when a grid closes.
            if (gridStatus[grid] == mark && HAS_LINE[closedAs[mark]]) {
                result = mark;
            } else if ((closedAs[FIRST] | closedAs[SECOND] | closedAs[DRAWN]) == (1 << GRIDS) - 1) {
                result = FULL;
            } else if (everyBigLineDead()) {
                result = DEAD;
            }
        }
    }

    /** A big line is dead once it holds a drawn grid, or a grid won by each seat. */
    private boolean everyBigLineDead() {
        int blocksFirst = closedAs[SECOND] | closedAs[DRAWN];
        int blocksSecond = closedAs[FIRST] | closedAs[DRAWN];
        for (int line : LINE_MASKS) {
            if ((line & blocksFirst) == 0 || (line & blocksSecond) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Takes back the last mark, restoring everything it changed, the outcome included. */
    public void undo() {
        assert moveCount > 0 : "nothing to undo";
        int index = history[--moveCount];
        int mark = cells[index];
        int grid = GRID_OF[index];
        cells[index] = EMPTY;
        marked[2 * grid + mark - 1] &= ~(1 << PLACE_OF[index]);
        // A mark is only ever made in an open grid, so the grid was open before it.
        if (gridStatus[grid] != OPEN) {
            closedAs[gridStatus[grid]] &= ~(1 << grid);
            gridStatus[grid] = OPEN;
            for (int i = 0; i < GRIDS; i++) {
                int square = SQUARES_OF[grid * GRIDS + i];
                if (cells[square] == EMPTY) {
                    toggleOpen(square);
                }
            }
        } else {
            toggleOpen(index);
        }
        int sent = sentBefore[moveCount];
        hash ^= KEYS[mark * SIZE + index] ^ SIDE_KEY ^ SENT_KEYS[sentTo + 1] ^ SENT_KEYS[sent + 1];
        sentTo = sent;
        toMove = mark;
        result = ONGOING;
    }

    /**
     * Writes the legal squares, in index order, into {@code out}: the empty
     * squares of the grid sent to, or of every open grid when any may be played.
     *
     * @param out room for at least {@link #SIZE} squares
     * @return how many were written; 0 once the game is over
     */
    public int legalMoves(int[] out) {
        if (result != ONGOING) {
            return 0;
        }
        int n = 0;
        if (sentTo >= 0) {
            int free = ~(marked[2 * sentTo] | marked[2 * sentTo + 1]) & (1 << GRIDS) - 1;
            for (; free != 0; free &= free - 1) {
                out[n++] = SQUARES_OF[sentTo * GRIDS + Integer.numberOfTrailingZeros(free)];
            }
        } else {
            for (long bits = openLow; bits != 0; bits &= bits - 1) {
                out[n++] = Long.numberOfTrailingZeros(bits);
            }
            for (long bits = openHigh; bits != 0; bits &= bits - 1) {
                out[n++] = Long.SIZE + Long.numberOfTrailingZeros(bits);
            }
        }
        return n;
    }

    private void toggleOpen(int index) {
        if (index < Long.SIZE) {
            openLow ^= 1L << index;
        } else {
            openHigh ^= 1L << (index - Long.SIZE);
        }
    }

    /** @return true once the game is won or drawn */
    public boolean isOver() {
        return result != ONGOING;
    }

    /** @return {@link #FIRST} or {@link #SECOND} when that seat has won, {@link #EMPTY} while ongoing and for a draw */
    public int winner() {
        return result == FIRST || result == SECOND ? result : EMPTY;
    }

    /** @return the outcome as the rule book gives it: reason {@code line}, {@code full} or {@code dead} */
    public Outcome outcome() {
        return OUTCOMES[result];
    }

    /**
     * A Zobrist hash of the marks, the seat to move and the grid the next mark is
     * sent to, kept up to date by {@link #play(int)} and {@link #undo()}. Equal
     * positions hash equal in every run (the keys are fixed).
     */
    public long hash() {
        return hash;
    }

    /** @return the hash computed afresh from the marks, the seat to move and the grid sent to */
    long computeHash() {
        long fresh = (toMove == SECOND ? SIDE_KEY : 0L) ^ SENT_KEYS[sentTo + 1];
        for (int i = 0; i < SIZE; i++) {
            if (cells[i] != EMPTY) {
                fresh ^= KEYS[cells[i] * SIZE + i];
            }
        }
        return fresh;
    }

    /** @return the seat of a mark ({@link #FIRST} or {@link #SECOND}); null for {@link #EMPTY} */
    public static Seat seat(int mark) {
        return mark == FIRST ? Seat.FIRST : mark == SECOND ? Seat.SECOND : null;
    }

    /** @return the field as text, row 9 at the top, {@code x} for the first seat and {@code o} for the second */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = SIDE - 1; row >= 0; row--) {
            text.append(row + 1);
            for (int column = 0; column < SIDE; column++) {
                text.append(column % 3 == 0 ? " |" : "").append(' ').append(".xo".charAt(cells[index(column, row)]));
            }
            text.append(row % 3 == 0 && row > 0 ? "\n  |-------|-------|-------\n" : "\n");
        }
        text.append("    a b c   d e f   g h i\n");
        if (isOver()) {
            return text.append(outcome()).toString();
        }
        return text.append(seat(toMove).notation()).append(" to move")
                .append(sentTo < 0 ? " in any open grid" : " in grid " + sentTo).toString();
    }
}
