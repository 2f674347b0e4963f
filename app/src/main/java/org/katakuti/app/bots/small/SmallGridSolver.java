package org.katakuti.app.bots.small;

import java.util.ArrayList;
import java.util.List;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * Solves small m,n,k positions exactly: negamax with alpha-beta and a
 * transposition table keyed on a hash shared by each position's mirror
 * images and turns ({@link SymmetricHash}).
 *
 * <p>Values are for the seat to move: a win ending on ply {@code p} (the
 * move count once it is over) is worth {@code WIN - p}, a loss
 * {@code -(WIN - p)}, a draw 0. So the best move wins fastest and, when all
 * lose, loses slowest: the bot finishes its wins and gives the other player
 * every chance to go wrong. The table is kept between searches, so the later
 * moves of a game mostly find their positions solved already.
 */
final class SmallGridSolver {

    /** The value of a win on ply 0; real wins are worth less the later they come. */
    static final int WIN = 1000;

    private static final int INFINITY = WIN + 1;
    private static final int EXACT = 1;
    private static final int LOWER = 2;
    private static final int UPPER = 3;
    private static final int CHECK_EVERY = 4096;

    private final SymmetricHash symmetric;
    private final long[] keys;
    private final int[] entries;
    private final int mask;
    /** Squares in search order: those on most lines first, which cuts the tree a lot. */
    private final int[] order;
    private final int[][] moveBuffers;
    private Deadline deadline = Deadline.none();
    private long positions;

    SmallGridSolver(MnkGame game) {
        int squares = game.columns() * game.rows();
        int bits = squares <= 9 ? 14 : 20;
        keys = new long[1 << bits];
        entries = new int[1 << bits];
        mask = (1 << bits) - 1;
        order = searchOrder(game);
        symmetric = new SymmetricHash(game);
        moveBuffers = new int[squares + 1][squares];
    }

    private static int[] searchOrder(MnkGame game) {
        MnkBoard board = new MnkBoard(game);
        List<Integer> squares = new ArrayList<>();
        for (int i = 0; i < board.size(); i++) {
            squares.add(i);
        }
        squares.sort((a, b) -> Integer.compare(Placement.lines(board, b), Placement.lines(board, a)));
        int[] order = new int[squares.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = squares.get(i);
        }
        return order;
    }

    /** Thrown when the deadline comes before the answer. */
    static final class OutOfTime extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfTime() {
            super("out of time", null, false, false);
        }
    }

    /** @return positions searched since this solver was made */
    long positions() {
        return positions;
    }

    /**
     * The exact value of an ongoing position for the seat to move.
     *
     * @throws OutOfTime when {@code deadline} comes first
     */
    int value(MnkBoard board, Deadline deadline) {
        this.deadline = deadline;
        symmetric.reset(board);
        return search(board, -INFINITY, INFINITY);
    }

    /**
     * Every move of the best value in an ongoing position: the moves a perfect
     * player may choose.
     *
     * @throws OutOfTime when {@code deadline} comes first
     */
    List<Integer> bestMoves(MnkBoard board, Deadline deadline) {
        int best = value(board, deadline);
        int[] moves = new int[board.size()];
        int count = board.legalMoves(moves);
        List<Integer> bestMoves = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            // A null window around the best value: cheap, and enough to tell equal from worse.
            if (moveValue(board, moves[i], best - 1, best) >= best) {
                bestMoves.add(moves[i]);
            }
        }
        return bestMoves;
    }

    /**
     * The replies to marking {@code square} that are mistakes: replies after
     * which the mover is better off than {@code value}, the value of that mark.
     *
     * @throws OutOfTime when {@code deadline} comes first
     */
    List<Integer> mistakesAfter(MnkBoard board, int square, int value, Deadline deadline) {
        this.deadline = deadline;
        symmetric.reset(board);
        int mover = board.toMove();
        board.play(square);
        symmetric.toggle(square, mover);
        try {
            int[] replies = new int[board.size()];
            int count = board.legalMoves(replies);
            List<Integer> mistakes = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                // The best reply is worth -value to the other player; a null window tells a worse one.
                if (moveValue(board, replies[i], -value - 1, -value) < -value) {
                    mistakes.add(replies[i]);
                }
            }
            return mistakes;
        } finally {
            symmetric.toggle(square, mover);
            board.undo();
        }
    }

    private int moveValue(MnkBoard board, int square, int alpha, int beta) {
        int mover = board.toMove();
        board.play(square);
        symmetric.toggle(square, mover);
        try {
            return board.isOver() ? finalValue(board, mover) : -search(board, -beta, -alpha);
        } finally {
            symmetric.toggle(square, mover);
            board.undo();
        }
    }

    /** The value of a finished game for {@code mover}, who made its last move. */
    private static int finalValue(MnkBoard board, int mover) {
        int winner = board.winner();
        if (winner == MnkBoard.EMPTY) {
            return 0;
        }
        int value = WIN - board.moveCount();
        return winner == mover ? value : -value;
    }

    private int search(MnkBoard board, int alpha, int beta) {
        if (++positions % CHECK_EVERY == 0 && deadline.isUp()) {
            throw new OutOfTime();
        }
        long key = symmetric.key();
        int frame = symmetric.frame();
        int slot = (int) (key ^ (key >>> 32)) & mask;
        int hint = -1;
        if (keys[slot] == key && entries[slot] != 0) {
            int entry = entries[slot];
            int value = (entry >> 8) - 2048;
            int flag = entry & 3;
            if (flag == EXACT || flag == LOWER && value >= beta || flag == UPPER && value <= alpha) {
                return value;
            }
            int remembered = ((entry >> 2) & 63) - 1;
            hint = remembered < 0 ? -1 : symmetric.fromKeyFrame(frame, remembered);
        }
        int[] moves = moveBuffers[board.moveCount()];
        int count = orderedMoves(board, moves, hint);
        int originalAlpha = alpha;
        int best = -INFINITY;
        int bestMove = -1;
        for (int i = 0; i < count && alpha < beta; i++) {
            int value = moveValue(board, moves[i], alpha, beta);
            if (value > best) {
                best = value;
                bestMove = moves[i];
                alpha = Math.max(alpha, value);
            }
        }
        int flag = best <= originalAlpha ? UPPER : best >= beta ? LOWER : EXACT;
        keys[slot] = key;
        entries[slot] = ((best + 2048) << 8) | ((symmetric.toKeyFrame(frame, bestMove) + 1) << 2) | flag;
        return best;
    }

    /** The empty squares, the remembered best move first, then those on most lines. */
    private int orderedMoves(MnkBoard board, int[] moves, int hint) {
        int count = 0;
        if (hint >= 0 && board.cell(hint) == MnkBoard.EMPTY) {
            moves[count++] = hint;
        }
        for (int square : order) {
            if (square != hint && board.cell(square) == MnkBoard.EMPTY) {
                moves[count++] = square;
            }
        }
        return count;
    }
}
