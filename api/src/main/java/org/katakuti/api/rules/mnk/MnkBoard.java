package org.katakuti.api.rules.mnk;

import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * A mutable m,n,k board for search: {@link #play(int)} and {@link #undo()} in a
 * few nanoseconds, with the outcome and a Zobrist {@link #hash()} kept up to
 * date on the way. Use {@link MnkPosition} everywhere else.
 *
 * <p>Squares are ints: {@code index = row * columns + column}, so {@code a1} is
 * 0 and the index runs along row 1 first. Marks and seats are ints too:
 * {@link #EMPTY}, {@link #FIRST}, {@link #SECOND}.
 *
 * <p>The board follows the rule book: after each mark it checks for a line
 * through the mark, then a full board, then a dead board (every window of k
 * squares in a row holds both marks). For that it keeps, per window, how many
 * of each mark it holds, and how many windows are still open for either
 * seat; bots may read those counts ({@link #windowMarks(int, int)}).
 *
 * <p>For speed, {@link #play(int)} checks its preconditions only with
 * {@code assert}. Not thread-safe: one board per searching thread
 * ({@link #MnkBoard(MnkBoard)} copies).
 */
public final class MnkBoard {
    /** An empty square. */
    public static final int EMPTY = 0;
    /** The first seat's mark, and the first seat. */
    public static final int FIRST = 1;
    /** The second seat's mark, and the second seat. */
    public static final int SECOND = 2;

    /** Direction along a row, to the right: for {@link #runLength(int, int)}. */
    public static final int HORIZONTAL = 0;
    /** Direction along a column, upwards. */
    public static final int VERTICAL = 1;
    /** Direction along a diagonal, up and to the right ({@code a1-c3}). */
    public static final int DIAGONAL = 2;
    /** Direction along an anti-diagonal, up and to the left ({@code c1-a3}). */
    public static final int ANTI_DIAGONAL = 3;

    private static final int ONGOING = 0;
    private static final int FIRST_WINS = 1;
    private static final int SECOND_WINS = 2;
    private static final int FULL = 3;
    private static final int DEAD = 4;
    private static final Outcome[] OUTCOMES = {
        Outcome.ONGOING,
        Outcome.win(Seat.FIRST, Reason.LINE),
        Outcome.win(Seat.SECOND, Reason.LINE),
        Outcome.draw(Reason.FULL),
        Outcome.draw(Reason.DEAD),
    };

    private final MnkGame game;
    private final MnkGeometry geometry;
    private final int[] cells;
    /** Marks of each seat in each window: {@code windowMarks[2 * w + mark - 1]}. */
    private final int[] windowMarks;
    /** The squares marked so far, in order. */
    private final int[] history;
    private int moveCount;
    private int toMove;
    private int result;
    /** Windows that do not yet hold both marks: while any is left the game is not dead. */
    private int openWindows;
    private long hash;

    /** An empty board of {@code game}, {@link #FIRST} to move. */
    public MnkBoard(MnkGame game) {
        this.game = game;
        this.geometry = game.geometry;
        this.cells = new int[geometry.size];
        this.windowMarks = new int[2 * geometry.windowCount];
        this.history = new int[geometry.size];
        this.toMove = FIRST;
        this.result = ONGOING;
        this.openWindows = geometry.windowCount;
        this.hash = 0L;
    }

    /** A deep copy of {@code other}, history included: the copy can undo as far back as the original. */
    public MnkBoard(MnkBoard other) {
        this.game = other.game;
        this.geometry = other.geometry;
        this.cells = other.cells.clone();
        this.windowMarks = other.windowMarks.clone();
        this.history = other.history.clone();
        this.moveCount = other.moveCount;
        this.toMove = other.toMove;
        this.result = other.result;
        this.openWindows = other.openWindows;
        this.hash = other.hash;
    }

    /** @return the game this board plays */
    public MnkGame game() {
        return game;
    }

    /** @return the board width */
    public int columns() {
        return geometry.columns;
    }

    /** @return the board height */
    public int rows() {
        return geometry.rows;
    }

    /** @return the number of squares, {@code columns * rows} */
    public int size() {
        return geometry.size;
    }

    /** @return the index of a square: {@code row * columns + column} (zero-based, row 0 at the bottom) */
    public int index(int column, int row) {
        return row * geometry.columns + column;
    }

    /** @return the zero-based column of a square index */
    public int column(int index) {
        return index % geometry.columns;
    }

    /** @return the zero-based row of a square index */
    public int row(int index) {
        return index / geometry.columns;
    }

    /** @return the index of a point, which must be on this board */
    public int index(Point p) {
        return index(p.column(), p.row());
    }

    /** @return the point of a square index, e.g. {@code e5} */
    public Point point(int index) {
        return Point.of(column(index), row(index));
    }

    /** @return true when {@code (column, row)} is a square of this board */
    public boolean isOnBoard(int column, int row) {
        return column >= 0 && column < geometry.columns && row >= 0 && row < geometry.rows;
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

    /** @return the index of the last mark, -1 on the empty board */
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

    /** @return true when the game goes on and the square is on the board and empty */
    public boolean isLegal(int index) {
        return result == ONGOING && index >= 0 && index < geometry.size && cells[index] == EMPTY;
    }

    /**
     * Marks square {@code index} for the seat to move and applies the rules.
     * Precondition (checked by {@code assert} only): the game goes on and the
     * square is empty; see {@link #isLegal(int)}.
     */
    public void play(int index) {
        assert result == ONGOING : "the game is over";
        assert cells[index] == EMPTY : "square " + index + " is taken";
        int mark = toMove;
        int mine = mark - 1;
        int theirs = 2 - mark;
        int k = geometry.k;
        boolean line = false;
        for (int w : geometry.windowsThrough[index]) {
            int before = windowMarks[2 * w + mine]++;
            if (before == 0 && windowMarks[2 * w + theirs] > 0) {
                openWindows--;
            }
            // A window of k of one mark through the new square is a run of k or more through it.
            if (before + 1 == k) {
                line = true;
            }
        }
        cells[index] = mark;
        hash ^= geometry.keys[mark * geometry.size + index] ^ geometry.sideKey;
        history[moveCount++] = index;
        toMove = 3 - mark;
        if (line) {
            result = game.isMisere() ? 3 - mark : mark;
        } else if (moveCount == geometry.size) {
            result = FULL;
        } else if (openWindows == 0) {
            result = DEAD;
        }
    }

    /** Takes back the last mark, restoring everything it changed, the outcome included. */
    public void undo() {
        assert moveCount > 0 : "nothing to undo";
        int index = history[--moveCount];
        int mark = cells[index];
        int mine = mark - 1;
        int theirs = 2 - mark;
        for (int w : geometry.windowsThrough[index]) {
            if (--windowMarks[2 * w + mine] == 0 && windowMarks[2 * w + theirs] > 0) {
                openWindows++;
            }
        }
        cells[index] = EMPTY;
        hash ^= geometry.keys[mark * geometry.size + index] ^ geometry.sideKey;
        toMove = mark;
        // No mark is ever made after the end, so the position before any mark was ongoing.
        result = ONGOING;
    }

    /**
     * Writes the legal squares, the empty ones in index order, into {@code out}.
     *
     * @param out room for at least {@link #size()} squares
     * @return how many were written; 0 once the game is over
     */
    public int legalMoves(int[] out) {
        if (result != ONGOING) {
            return 0;
        }
        int n = 0;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == EMPTY) {
                out[n++] = i;
            }
        }
        return n;
    }

    /** @return true once the game is won or drawn */
    public boolean isOver() {
        return result != ONGOING;
    }

    /**
     * @return {@link #FIRST} or {@link #SECOND} when that seat has won (in misere:
     *     the seat that did not complete the line), {@link #EMPTY} while ongoing
     *     and for a draw
     */
    public int winner() {
        return result == FIRST_WINS || result == SECOND_WINS ? result : EMPTY;
    }

    /** @return the outcome as the rule book gives it: reason {@code line}, {@code full} or {@code dead} */
    public Outcome outcome() {
        return OUTCOMES[result];
    }

    /**
     * A Zobrist hash of the marks and the seat to move, kept up to date by
     * {@link #play(int)} and {@link #undo()}. Equal positions of one game hash
     * equal in every run (the keys are fixed).
     */
    public long hash() {
        return hash;
    }

    /**
     * The run of equal marks through a square along one direction: 1 for a lone
     * mark, k or more for a line, 0 for an empty square.
     *
     * @param direction {@link #HORIZONTAL}, {@link #VERTICAL}, {@link #DIAGONAL} or {@link #ANTI_DIAGONAL}
     */
    public int runLength(int index, int direction) {
        int mark = cells[index];
        if (mark == EMPTY) {
            return 0;
        }
        return 1 + countFrom(index, direction, mark, 1) + countFrom(index, direction, mark, -1);
    }

    /**
     * @return the end of the run of equal marks through a (marked) square, going
     *     along {@code direction} forwards ({@code sign} 1) or backwards ({@code sign} -1)
     */
    public int runEnd(int index, int direction, int sign) {
        int steps = countFrom(index, direction, cells[index], sign);
        return index(column(index) + sign * steps * MnkGeometry.STEP_COLUMN[direction],
                row(index) + sign * steps * MnkGeometry.STEP_ROW[direction]);
    }

    /**
     * Whether marking the empty square {@code index} with {@code mark} would
     * complete a line (k or more in a row) for that mark, without playing it.
     * Handy for finding wins and blocks (in misere: marks to avoid).
     */
    public boolean completesLine(int index, int mark) {
        int k = geometry.k;
        for (int direction = 0; direction < 4; direction++) {
            if (1 + countFrom(index, direction, mark, 1) + countFrom(index, direction, mark, -1) >= k) {
                return true;
            }
        }
        return false;
    }

    /** @return how many same marks follow {@code index} along the direction, not counting {@code index} itself */
    private int countFrom(int index, int direction, int mark, int sign) {
        int stepColumn = sign * MnkGeometry.STEP_COLUMN[direction];
        int stepRow = sign * MnkGeometry.STEP_ROW[direction];
        int column = column(index) + stepColumn;
        int row = row(index) + stepRow;
        int count = 0;
        while (column >= 0 && column < geometry.columns && row >= 0 && row < geometry.rows
                && cells[row * geometry.columns + column] == mark) {
            count++;
            column += stepColumn;
            row += stepRow;
        }
        return count;
    }

    /** @return the number of windows: every run of k squares in a row, column or diagonal */
    public int windows() {
        return geometry.windowCount;
    }

    /** @return the {@code i}-th square (0 to k-1) of window {@code window}, in order along it */
    public int windowSquare(int window, int i) {
        return geometry.windowSquares[window * geometry.k + i];
    }

    /** @return how many of {@code mark}'s marks ({@link #FIRST} or {@link #SECOND}) window {@code window} holds */
    public int windowMarks(int window, int mark) {
        return windowMarks[2 * window + mark - 1];
    }

    /**
     * Writes the windows through a square into {@code out}.
     *
     * @param out room for at least {@code 4 * k} windows
     * @return how many were written
     */
    public int windowsThrough(int index, int[] out) {
        int[] through = geometry.windowsThrough[index];
        System.arraycopy(through, 0, out, 0, through.length);
        return through.length;
    }

    /** @return how many windows do not yet hold both marks; at 0 the game is dead */
    public int openWindows() {
        return openWindows;
    }

    /** @return the hash computed afresh from the marks and the seat to move (for checking {@link #hash()}) */
    long computeHash() {
        long fresh = toMove == SECOND ? geometry.sideKey : 0L;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != EMPTY) {
                fresh ^= geometry.keys[cells[i] * geometry.size + i];
            }
        }
        return fresh;
    }

    /** @return the seat of a mark ({@link #FIRST} or {@link #SECOND}); null for {@link #EMPTY} */
    public static Seat seat(int mark) {
        return mark == FIRST ? Seat.FIRST : mark == SECOND ? Seat.SECOND : null;
    }

    /** @return the mark of a seat: {@link #FIRST} or {@link #SECOND} */
    public static int mark(Seat seat) {
        return seat == Seat.FIRST ? FIRST : SECOND;
    }

    /** @return the board as text, row 1 at the bottom, {@code x} for the first seat and {@code o} for the second */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = geometry.rows - 1; row >= 0; row--) {
            text.append(String.format("%2d", row + 1));
            for (int column = 0; column < geometry.columns; column++) {
                text.append(' ').append(".xo".charAt(cells[index(column, row)]));
            }
            text.append('\n');
        }
        text.append("  ");
        for (int column = 0; column < geometry.columns; column++) {
            text.append(' ').append((char) ('a' + column));
        }
        return text.append('\n').append(outcome().isOver() ? outcome().toString()
                : seat(toMove).notation() + " to move").toString();
    }
}
