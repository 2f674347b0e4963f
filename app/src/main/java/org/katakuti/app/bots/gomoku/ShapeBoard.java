package org.katakuti.app.bots.gomoku;

import java.util.SplittableRandom;

import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * A five-in-a-row board for searching: marks, and for every empty square the
 * shape each player would make on each of its four lines, kept up to date
 * incrementally by {@link #play} (only the 32 squares within four steps along
 * the lines of the marked square change) and put back by {@link #undo} from what
 * play saved, without reading any shape again: the search undoes every mark it
 * plays, and reading them was a third of its time. From the shapes come each
 * square's threat and worth, and running totals the evaluation reads in
 * constant time. Nothing is allocated after construction.
 *
 * <p>Squares are indexed {@code row * columns + column}; players are
 * {@link #FIRST} and {@link #SECOND}.
 */
final class ShapeBoard {

    static final int EMPTY = 0;
    static final int FIRST = 1;
    static final int SECOND = 2;

    private static final int EMPTY_BOX = -1;
    private static final int SAVED_COUNTS = 3 * Shapes.THREATS + 3;

    /** Column and row steps of the four line directions: across, up, and both diagonals. */
    private static final int[] STEP_COLUMN = {1, 0, 1, 1};
    private static final int[] STEP_ROW = {0, 1, 1, -1};

    /** Five-in-a-row's 9x9 and smaller: boards of at most this many squares are small. */
    private static final int SMALL_BOARD = 81;
    /** Gomoku's 15x15: boards of more squares are large. */
    private static final int GOMOKU_BOARD = 225;

    private static final long[] ZOBRIST = new long[2 * Point.MAX_SIDE * Point.MAX_SIDE + 1];

    static {
        SplittableRandom random = new SplittableRandom(0x5EEDF00DL);
        for (int i = 0; i < ZOBRIST.length; i++) {
            ZOBRIST[i] = random.nextLong();
        }
    }

    private final int columns;
    private final int rows;
    private final int size;
    /** For square * 32 + direction * 8 + slot: the neighbour square, or -1 past the edge. */
    private final int[] neighbour;
    /** For square * 4 + direction: the eight neighbours' marks, two bits each. */
    private final int[] lineKey;
    private final int[] mark;
    /** For square * 4 + direction: both players' shapes on that line ({@link Shapes#shapes}). */
    private final byte[] pairs;
    /** For square * 2 + player - 1: the four line shapes as one code ({@link Shapes#digit}). */
    private final int[] codes;
    /** For square * 2 + player - 1: the square's worth and threat ({@link Shapes#infoTable}). */
    private final int[] info;
    /** For each code: a square's worth and threat on a board of this size. */
    private final int[] infoOfCode;
    /** For each row: its marked columns, one bit each. */
    private final int[] rowMarks;
    /** For each row: the columns within two steps of a mark in that row, one bit each. */
    private final int[] rowReach;
    private final int columnMask;
    /** For player * THREATS + threat: how many empty squares carry it. */
    private final int[] threatCount = new int[3 * Shapes.THREATS];
    private final int[] total = new int[3];
    private final int[] history;
    /** For each move: {@link #threatCount} and {@link #total} before it, {@link #SAVED_COUNTS} a move. */
    private final int[] savedCounts;
    /** For each move: where its entries in the saved lines below begin. */
    private final int[] savedFrom;
    /** For each line a move changed (up to 32 a move): square * 4 + direction. */
    private final int[] savedLine;
    /** For the same line: its pair of shapes before the move. */
    private final byte[] savedPair;
    /** For the same line's square, both players: code and info before the move, two each. */
    private final int[] savedCode;
    private final int[] savedInfo;
    private int saved;
    /** For each move: the bounding box of the marks before it, packed by {@link #box}. */
    private final int[] boxHistory;
    /** The columns and rows the marks span, packed: min column, max column, min row, max row. */
    private int box = EMPTY_BOX;
    private int moveCount;
    private int toMove = FIRST;
    /** Zobrist hash of the marks alone. */
    private long hash;

    ShapeBoard(int columns, int rows) {
        if (columns < 5 || rows < 5 || columns > Point.MAX_SIDE || rows > Point.MAX_SIDE) {
            throw new IllegalArgumentException("no five-in-a-row board of " + columns + "x" + rows);
        }
        this.columns = columns;
        this.rows = rows;
        this.size = columns * rows;
        this.neighbour = new int[size * 32];
        this.lineKey = new int[size * 4];
        this.mark = new int[size];
        this.pairs = new byte[size * 4];
        this.codes = new int[size * 2];
        this.info = new int[size * 2];
        this.infoOfCode = Shapes.infoTable(isSmall());
        this.rowMarks = new int[rows];
        this.rowReach = new int[rows];
        this.columnMask = (1 << columns) - 1;
        this.history = new int[size];
        this.savedCounts = new int[size * SAVED_COUNTS];
        this.savedFrom = new int[size];
        this.savedLine = new int[size * 32];
        this.savedPair = new byte[size * 32];
        this.savedCode = new int[size * 64];
        this.savedInfo = new int[size * 64];
        this.boxHistory = new int[size];
        for (int square = 0; square < size; square++) {
            for (int direction = 0; direction < 4; direction++) {
                int key = 0;
                for (int slot = 0; slot < Shapes.SLOTS; slot++) {
                    int offset = slot < 4 ? slot - 4 : slot - 3;
                    int column = column(square) + offset * STEP_COLUMN[direction];
                    int row = row(square) + offset * STEP_ROW[direction];
                    boolean inside = column >= 0 && column < columns && row >= 0 && row < rows;
                    neighbour[square * 32 + direction * 8 + slot] = inside ? index(column, row) : -1;
                    if (!inside) {
                        key |= Shapes.WALL_CODE << (2 * slot);
                    }
                }
                lineKey[square * 4 + direction] = key;
            }
            recount(square);
        }
    }

    /** A board holding the marks of {@code position}, with its seat to move. */
    static ShapeBoard of(Position position) {
        ShapeBoard board = new ShapeBoard(position.columns(), position.rows());
        board.setUp(position);
        return board;
    }

    /** Replaces this board's marks with those of {@code position} (same size), and its seat to move. */
    void setUp(Position position) {
        while (moveCount > 0) {
            undo();
        }
        for (int square = 0; square < size; square++) {
            Seat seat = position.at(point(square));
            if (seat != null) {
                toMove = seat == Seat.FIRST ? FIRST : SECOND;
                play(square);
            }
        }
        toMove = position.toMove() == Seat.SECOND ? SECOND : FIRST;
    }

    int columns() {
        return columns;
    }

    int rows() {
        return rows;
    }

    int size() {
        return size;
    }

    /** @return true on five-in-a-row's 9x9 and smaller boards */
    boolean isSmall() {
        return size <= SMALL_BOARD;
    }

    /** @return true on boards larger than gomoku's 15x15, such as the Gomocup's 20x20 */
    boolean isLarge() {
        return size > GOMOKU_BOARD;
    }

    int index(int column, int row) {
        return row * columns + column;
    }

    int column(int square) {
        return square % columns;
    }

    int row(int square) {
        return square / columns;
    }

    Point point(int square) {
        return Point.of(column(square), row(square));
    }

    int index(Point point) {
        return index(point.column(), point.row());
    }

    /** @return EMPTY, FIRST or SECOND */
    int mark(int square) {
        return mark[square];
    }

    int toMove() {
        return toMove;
    }

    int moveCount() {
        return moveCount;
    }

    /** @return a Zobrist hash of the marks and the player to move */
    long hash() {
        return toMove == SECOND ? hash ^ ZOBRIST[ZOBRIST.length - 1] : hash;
    }

    boolean isFull() {
        return moveCount == size;
    }

    /** @return true when the square is empty and has a mark within two steps */
    boolean isNearMarks(int square) {
        return mark[square] == EMPTY && (reach(row(square)) >>> column(square) & 1) != 0;
    }

    /** @return true when one of the eight squares around {@code square} holds a mark */
    boolean isNextToMarks(int square) {
        int base = square * 32;
        for (int direction = 0; direction < 4; direction++) {
            for (int slot = 3; slot <= 4; slot++) {
                int next = neighbour[base + direction * 8 + slot];
                if (next >= 0 && mark[next] != EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Lists the empty squares with a mark within two steps (the only squares where
     * a four or a three can be made or spoilt), scanning only around the marks.
     *
     * @return how many were written to {@code out}
     */
    int nearSquares(int[] out) {
        if (box == EMPTY_BOX) {
            return 0;
        }
        int n = 0;
        for (int row = fromRow(); row <= toRow(); row++) {
            for (int free = reach(row) & ~rowMarks[row]; free != 0; free &= free - 1) {
                out[n++] = row * columns + Integer.numberOfTrailingZeros(free);
            }
        }
        return n;
    }

    /** @return the threat {@code player} would make by marking the (empty) square */
    int threat(int square, int player) {
        return info[square * 2 + player - 1] & 7;
    }

    /** @return the shape {@code player} would make along {@code direction} by marking the square */
    int shape(int square, int player, int direction) {
        return Shapes.shapeOf(pairs[square * 4 + direction], player);
    }

    /** @return the worth of the (empty) square for {@code player} */
    int value(int square, int player) {
        return info[square * 2 + player - 1] >>> 3;
    }

    /** @return how many empty squares give {@code player} exactly this threat */
    int count(int player, int threat) {
        return threatCount[player * Shapes.THREATS + threat];
    }

    /** @return how many empty squares give {@code player} this threat or a stronger one */
    int countAtLeast(int player, int threat) {
        int sum = 0;
        for (int t = threat; t < Shapes.THREATS; t++) {
            sum += threatCount[player * Shapes.THREATS + t];
        }
        return sum;
    }

    /** @return the sum of the worth of every empty square for {@code player} */
    int total(int player) {
        return total[player];
    }

    /**
     * Lists the empty squares where {@code player} would make {@code weakest} or a
     * stronger threat, or {@code other} would make {@code otherWeakest} or stronger
     * ({@link Shapes#THREATS} for no second condition).
     *
     * @return how many were written to {@code out}
     */
    int threatSquares(int[] out, int player, int weakest, int other, int otherWeakest) {
        int near = nearSquares(out);
        int n = 0;
        for (int i = 0; i < near; i++) {
            int square = out[i];
            if ((info[square * 2 + player - 1] & 7) >= weakest || (info[square * 2 + other - 1] & 7) >= otherWeakest) {
                out[n++] = square;
            }
        }
        return n;
    }

    /** @return the first empty square where {@code player} completes five, or -1 */
    int winningSquare(int player) {
        if (threatCount[player * Shapes.THREATS + Shapes.WIN] == 0) {
            return -1;
        }
        int slot = player - 1;
        for (int row = fromRow(); row <= toRow(); row++) {
            for (int square = row * columns + fromColumn(), end = row * columns + toColumn(); square <= end; square++) {
                if (mark[square] == EMPTY && (info[square * 2 + slot] & 7) == Shapes.WIN) {
                    return square;
                }
            }
        }
        return -1;
    }

    /** Marks {@code square} for the player to move. The square must be empty. */
    void play(int square) {
        int player = toMove;
        int counts = moveCount * SAVED_COUNTS;
        System.arraycopy(threatCount, 0, savedCounts, counts, threatCount.length);
        System.arraycopy(total, 0, savedCounts, counts + threatCount.length, total.length);
        savedFrom[moveCount] = saved;
        mark[square] = player;
        for (int p = FIRST; p <= SECOND; p++) {
            uncount(square, p);
        }
        int base = square * 32;
        for (int direction = 0; direction < 4; direction++) {
            for (int slot = 0; slot < Shapes.SLOTS; slot++) {
                int other = neighbour[base + direction * 8 + slot];
                if (other >= 0) {
                    lineKey[other * 4 + direction] |= player << (2 * (Shapes.SLOTS - 1 - slot));
                    if (mark[other] == EMPTY) {
                        refresh(other, direction);
                    }
                }
            }
        }
        markColumn(square, true);
        boxHistory[moveCount] = box;
        box = grow(box, column(square), row(square));
        hash ^= ZOBRIST[square * 2 + player - 1];
        history[moveCount++] = square;
        toMove = 3 - player;
    }

    /**
     * Takes back the last {@link #play}. The square's own shapes need no upkeep:
     * they are only ever changed while it is empty, so they are still those from
     * before the mark.
     */
    void undo() {
        int square = history[--moveCount];
        int player = mark[square];
        mark[square] = EMPTY;
        int base = square * 32;
        for (int direction = 0; direction < 4; direction++) {
            for (int slot = 0; slot < Shapes.SLOTS; slot++) {
                int other = neighbour[base + direction * 8 + slot];
                if (other >= 0) {
                    lineKey[other * 4 + direction] &= ~(3 << (2 * (Shapes.SLOTS - 1 - slot)));
                }
            }
        }
        for (int from = savedFrom[moveCount]; saved > from; ) {
            saved--;
            int line = savedLine[saved];
            pairs[line] = savedPair[saved];
            int slot = (line >> 2) * 2;
            codes[slot] = savedCode[2 * saved];
            codes[slot + 1] = savedCode[2 * saved + 1];
            info[slot] = savedInfo[2 * saved];
            info[slot + 1] = savedInfo[2 * saved + 1];
        }
        int counts = moveCount * SAVED_COUNTS;
        System.arraycopy(savedCounts, counts, threatCount, 0, threatCount.length);
        System.arraycopy(savedCounts, counts + threatCount.length, total, 0, total.length);
        markColumn(square, false);
        box = boxHistory[moveCount];
        hash ^= ZOBRIST[square * 2 + player - 1];
        toMove = player;
    }

    /** Gives the turn to the other player without a mark: for asking what the other could do. */
    void passTurn() {
        toMove = 3 - toMove;
    }

    /** Reads the shapes of a square of a new board and counts them. */
    private void recount(int square) {
        for (int p = FIRST; p <= SECOND; p++) {
            int code = 0;
            for (int direction = 0; direction < 4; direction++) {
                int pair = Shapes.shapes(lineKey[square * 4 + direction]);
                pairs[square * 4 + direction] = (byte) pair;
                code += Shapes.shapeOf(pair, p) * Shapes.digit(direction);
            }
            codes[square * 2 + p - 1] = code;
            count(square, p, code);
        }
    }

    /** Reads one line's shapes of an empty square again after a mark on that line, saving the old for undo. */
    private void refresh(int square, int direction) {
        int at = square * 4 + direction;
        int pair = Shapes.shapes(lineKey[at]);
        int old = pairs[at] & 0xFF;
        if (pair == old) {
            return;
        }
        int first = square * 2;
        savedLine[saved] = at;
        savedPair[saved] = (byte) old;
        savedCode[2 * saved] = codes[first];
        savedCode[2 * saved + 1] = codes[first + 1];
        savedInfo[2 * saved] = info[first];
        savedInfo[2 * saved + 1] = info[first + 1];
        saved++;
        pairs[at] = (byte) pair;
        for (int p = FIRST; p <= SECOND; p++) {
            int change = Shapes.shapeOf(pair, p) - Shapes.shapeOf(old, p);
            if (change != 0) {
                uncount(square, p);
                int slot = square * 2 + p - 1;
                codes[slot] += change * Shapes.digit(direction);
                count(square, p, codes[slot]);
            }
        }
    }

    private void count(int square, int player, int code) {
        int squareInfo = infoOfCode[code];
        info[square * 2 + player - 1] = squareInfo;
        threatCount[player * Shapes.THREATS + (squareInfo & 7)]++;
        total[player] += squareInfo >>> 3;
    }

    private void uncount(int square, int player) {
        int squareInfo = info[square * 2 + player - 1];
        threatCount[player * Shapes.THREATS + (squareInfo & 7)]--;
        total[player] -= squareInfo >>> 3;
    }

    // The marks' bounding box widened by two: every square near a mark lies inside.
    private int fromColumn() {
        return Math.max(0, (box & 31) - 2);
    }

    private int toColumn() {
        return Math.min(columns - 1, ((box >>> 5) & 31) + 2);
    }

    private int fromRow() {
        return Math.max(0, ((box >>> 10) & 31) - 2);
    }

    private int toRow() {
        return box == EMPTY_BOX ? -1 : Math.min(rows - 1, ((box >>> 15) & 31) + 2);
    }

    private static int grow(int box, int column, int row) {
        if (box == EMPTY_BOX) {
            return column | column << 5 | row << 10 | row << 15;
        }
        int minColumn = Math.min(box & 31, column);
        int maxColumn = Math.max((box >>> 5) & 31, column);
        int minRow = Math.min((box >>> 10) & 31, row);
        int maxRow = Math.max((box >>> 15) & 31, row);
        return minColumn | maxColumn << 5 | minRow << 10 | maxRow << 15;
    }

    /** The columns within two steps of a mark in any of the rows within two steps of {@code row}. */
    private int reach(int row) {
        int reach = 0;
        for (int r = Math.max(0, row - 2), last = Math.min(rows - 1, row + 2); r <= last; r++) {
            reach |= rowReach[r];
        }
        return reach;
    }

    private void markColumn(int square, boolean marked) {
        int row = row(square);
        int bit = 1 << column(square);
        int marks = marked ? rowMarks[row] | bit : rowMarks[row] & ~bit;
        rowMarks[row] = marks;
        rowReach[row] = (marks | marks << 1 | marks << 2 | marks >>> 1 | marks >>> 2) & columnMask;
    }
}
