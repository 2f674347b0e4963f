package org.katakuti.app.bots.gomoku;

import java.util.Random;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * What the three five-in-a-row bots share: reading the position into a
 * {@link ShapeBoard} (kept between moves, so a game allocates it once), a seeded
 * random source, and the report of the last choice.
 */
abstract class MarkingBot implements Bot {

    private final Random random;
    private ShapeBoard board;
    private SearchReport report;
    private long startNanos;

    MarkingBot(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public final Move choose(Position position, Deadline deadline) {
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: " + position.outcome());
        }
        startNanos = System.nanoTime();
        if (board == null || board.columns() != position.columns() || board.rows() != position.rows()) {
            makeBoard(position.columns(), position.rows());
        }
        board.setUp(position);
        report = null;
        int square = board.moveCount() == 0 ? centre(board) : chooseSquare(board, deadline);
        if (square < 0 || board.mark(square) != ShapeBoard.EMPTY) {
            square = anyEmpty(board);
        }
        if (report == null) {
            report(1, 0, board.moveCount() == 0 ? "opening" : "");
        }
        return Move.at(board.point(square));
    }

    /**
     * Makes the board kept for positions of this size, and whatever a subclass
     * keeps beside it ({@link #boardMade}). A bot that knows its grid calls this
     * when it is made, which the bot host does not time, rather than in its first
     * move, which it does.
     */
    final void makeBoard(int columns, int rows) {
        board = new ShapeBoard(columns, rows);
        boardMade(board);
    }

    /** Called with each new board, before any position is set up on it: the place to make searches of it. */
    void boardMade(ShapeBoard board) {
    }

    /**
     * Picks the square to mark on a board with at least one mark; the board holds
     * the position and must be left as found.
     *
     * @return the square, or -1 to take the empty square nearest the centre
     */
    abstract int chooseSquare(ShapeBoard board, Deadline deadline);

    /** @return the square where the mover completes five, noted in the report; -1 when there is none */
    final int five(ShapeBoard board) {
        int win = board.winningSquare(board.toMove());
        if (win >= 0) {
            report(1, 1, "five");
        }
        return win;
    }

    /**
     * @return the mover's five, else the block of the other's four (noted in the
     *     report); -1 when there is neither
     */
    final int fiveOrBlock(ShapeBoard board) {
        int win = five(board);
        if (win >= 0) {
            return win;
        }
        int block = board.winningSquare(3 - board.toMove());
        if (block >= 0) {
            report(1, 1, "blocks a four");
        }
        return block;
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }

    /** Records what this choice did; the time is counted from the start of {@link #choose}. */
    final void report(long positions, int depth, String note) {
        report = new SearchReport(positions, depth, System.nanoTime() - startNanos, note);
    }

    final Random random() {
        return random;
    }

    static int centre(ShapeBoard board) {
        return board.index(board.columns() / 2, board.rows() / 2);
    }

    private static int anyEmpty(ShapeBoard board) {
        int centre = centre(board);
        int best = -1;
        int bestDistance = Integer.MAX_VALUE;
        for (int square = 0; square < board.size(); square++) {
            if (board.mark(square) == ShapeBoard.EMPTY) {
                int distance = Math.abs(board.column(square) - board.column(centre))
                        + Math.abs(board.row(square) - board.row(centre));
                if (distance < bestDistance) {
                    best = square;
                    bestDistance = distance;
                }
            }
        }
        return best;
    }
}
