package org.katakuti.app.bots.small;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;

/**
 * The exact values of small-grid positions (tic-tac-toe, misere, four-by-four),
 * worked out by the hard bot's solver, for the analysis of a game. One solver
 * per game is kept for the whole run, so its table makes the later questions
 * cheap: a four-by-four game is solved once, then read.
 *
 * <p>Thread-safe: each game's solver answers one question at a time.
 */
public final class Solutions {

    /** The seat to move wins with best play. */
    public static final int WIN = 1;
    /** Best play draws. */
    public static final int DRAW = 0;
    /** The seat to move loses with best play. */
    public static final int LOSS = -1;

    private static final Map<String, SmallGridSolver> SOLVERS = new HashMap<>();

    private Solutions() {
    }

    /** @return true when {@code game} is small enough to be solved here */
    public static boolean solves(Game game) {
        return new SmallGridBots().plays(game);
    }

    /**
     * The solved result of every legal move of an ongoing position, for the seat
     * to move: {@link #WIN}, {@link #DRAW} or {@link #LOSS} with best play after
     * it (in misere, with the misere rules).
     *
     * @return each legal move, in the order of {@link MnkPosition#legalMoves()}, with its result;
     *     null when {@code deadline} came first
     * @throws IllegalArgumentException when the game cannot be solved here or the position is over
     */
    public static Map<Move, Integer> moveResults(MnkPosition position, Deadline deadline) {
        MnkGame game = position.game();
        if (!solves(game)) {
            throw new IllegalArgumentException("not a small grid: " + game.id());
        }
        MnkBoard board = SmallGridBots.boardOf(position, game);
        SmallGridSolver solver = solver(game);
        int mover = board.toMove();
        Map<Move, Integer> results = new LinkedHashMap<>();
        synchronized (solver) {
            try {
                for (Move move : position.legalMoves()) {
                    board.play(board.index(move.to()));
                    int result;
                    if (board.isOver()) {
                        int winner = board.winner();
                        result = winner == MnkBoard.EMPTY ? DRAW : winner == mover ? WIN : LOSS;
                    } else {
                        result = -solver.outcome(board, deadline);
                    }
                    board.undo();
                    results.put(move, result);
                }
            } catch (SmallGridSolver.OutOfTime late) {
                return null;
            }
        }
        return results;
    }

    private static SmallGridSolver solver(MnkGame game) {
        synchronized (SOLVERS) {
            SmallGridSolver solver = SOLVERS.get(game.id());
            if (solver == null) {
                solver = new SmallGridSolver(game);
                SOLVERS.put(game.id(), solver);
            }
            return solver;
        }
    }
}
